import { useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import { inviteMember, type InvitedRole } from "./teams-api";



/** "Invite a member": an email and the role they get; the invitee is mailed a link valid for 7 days. */
export function InviteForm({ teamId, onInvited }: { teamId: number; onInvited: (email: string) => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitedRole>("member");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setError("Enter an email address.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await inviteMember(teamId, address, role);
      setEmail("");
      onInvited(address);
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form invite-form" onSubmit={submit} noValidate>
      <div className="invite-fields">
        <FormField label="Email">
          {({ id }) => <input id={id} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
        <FormField label="Role">
          {({ id }) => (
            <select id={id} value={role} onChange={(e) => setRole(e.target.value as InvitedRole)}>
              <option value="member">Member</option>
              <option value="admin">Admin</option>
            </select>
          )}
        </FormField>
      </div>
      {error && <Alert>{error}</Alert>}
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? "Sending..." : "Send invitation"} />
    </form>
  );
}
