import { hostErrorText } from "../../i18n/host-error-text";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "../../components/alert";
import { JitsiServerField } from "../../components/jitsi-server-field";
import { ActionRow } from "../../components/ui/action-row";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { fetchMeetingSettings, updateMeetingSettings } from "./meeting-settings-api";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";

/**
 * Settings → Video calls: the Jitsi server a booking type with a video call makes its rooms on
 * (docs/MEETING-PLACES.md). Empty: the server this Hangout is set up with. Bookings already made keep
 * their room. The card always shows its field, or that it is loading: when the saved server cannot be
 * read, the field stays (empty, under the error) so the host can still name one.
 */
export function MeetingSection() {
  const [base, setBase] = useState<string | null>(null);
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();
  const { t } = useHostI18n();

  useEffect(() => {
    fetchMeetingSettings().then(
      (saved) => setBase(saved.jitsi_base ?? ""),
      (failure: unknown) => {
        setError(hostErrorText({ t }, failure, "settings.fetchFailed"));
        setBase("");
      },
    );
  }, [setError, t]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const typed = (base ?? "").trim();
    void run(async () => {
      const saved = await updateMeetingSettings(typed === "" ? null : typed);
      setBase(saved.jitsi_base ?? "");
      showSuccess(t("settings.meeting.saved"));
    });
  };

  return (
    <SettingsSection
      title={t("settings.meeting.title")}
      description={t("settings.meeting.description")}
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {base === null ? (
        <p className="muted" role="status">
          {t("settings.meeting.loading")}
        </p>
      ) : (
        <form className="form" onSubmit={save} noValidate>
          <JitsiServerField label={t("settings.meeting.server")} hint={t("settings.meeting.hint", { example: "https://meet.jit.si" })} value={base} disabled={busy} onChange={setBase} />
          <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.saving") : t("app.save")} />
        </form>
      )}
    </SettingsSection>
  );
}
