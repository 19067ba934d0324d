import { type FormEvent, useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { JitsiServerField } from "../../components/jitsi-server-field";
import { ActionRow } from "../../components/ui/action-row";
import { type TeamDetail, updateTeamJitsiBase } from "./teams-api";

interface TeamMeetingFormProps {
  team: Pick<TeamDetail["team"], "id" | "jitsi_base">;
  onSaved: () => void;
}

/**
 * The Jitsi server of the team's video-call booking types, for its owners and admins. It is the
 * team's, never a member's own (docs/MEETING-PLACES.md): empty is this Hangout's default server.
 */
export function TeamMeetingForm({ team, onSaved }: TeamMeetingFormProps) {
  const [base, setBase] = useState(team.jitsi_base ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = base.trim();
    setBusy(true);
    setError(null);
    try {
      await updateTeamJitsiBase(team.id, typed === "" ? null : typed);
      onSaved();
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Team video calls">
      <JitsiServerField
        label="Team Jitsi server"
        hint="An https:// address. Leave it empty to use this Hangout's default server. Rooms already booked keep their address."
        value={base}
        disabled={busy}
        onChange={setBase}
      />
      {error && <Alert>{error}</Alert>}
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? "Saving..." : "Save server"} />
    </form>
  );
}
