import { type FormEvent, useState } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
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
  const i18n = useHostI18n();
  const { t } = i18n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = base.trim();
    setBusy(true);
    setError(null);
    try {
      await updateTeamJitsiBase(team.id, typed === "" ? null : typed);
      onSaved();
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t("teams.meeting.label")}>
      <JitsiServerField
        label={t("teams.meeting.server")}
        hint={t("teams.meeting.hint")}
        value={base}
        disabled={busy}
        onChange={setBase}
      />
      {error && <Alert>{error}</Alert>}
      <ActionRow className="teams-actions" busy={busy} submitLabel={busy ? t("teams.saving") : t("teams.meeting.submit")} />
    </form>
  );
}
