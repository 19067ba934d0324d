import { useState, type FormEvent } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import { inviteMember, type InvitedRole, ROLE_KEYS } from "./teams-api";

/** "Invite a member": an email and the role they get; the invitee is mailed a link valid for 7 days. */
export function InviteForm({ teamId, onInvited }: { teamId: number; onInvited: (email: string) => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitedRole>("member");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const i18n = useHostI18n();
  const { t } = i18n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setError(t("teams.invite.emailMissing"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await inviteMember(teamId, address, role);
      setEmail("");
      onInvited(address);
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form invite-form" onSubmit={submit} noValidate>
      <div className="invite-fields">
        <FormField label={t("teams.email")}>
          {({ id }) => <input id={id} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
        <FormField label={t("teams.role")}>
          {({ id }) => (
            <select id={id} value={role} onChange={(e) => setRole(e.target.value as InvitedRole)}>
              <option value="member">{t(ROLE_KEYS.member)}</option>
              <option value="admin">{t(ROLE_KEYS.admin)}</option>
            </select>
          )}
        </FormField>
      </div>
      {error && <Alert>{error}</Alert>}
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? t("teams.invite.busy") : t("teams.invite.submit")} />
    </form>
  );
}
