import { type FormEvent, useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { SETTINGS_FETCH_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { JitsiServerField } from "../../components/jitsi-server-field";
import { ActionRow } from "../../components/ui/action-row";
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

  useEffect(() => {
    fetchMeetingSettings().then(
      (saved) => setBase(saved.jitsi_base ?? ""),
      (failure: unknown) => {
        setError(messageOf(failure, SETTINGS_FETCH_FAILED));
        setBase("");
      },
    );
  }, [setError]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const typed = (base ?? "").trim();
    void run(async () => {
      const saved = await updateMeetingSettings(typed === "" ? null : typed);
      setBase(saved.jitsi_base ?? "");
      showSuccess("Video call server saved.");
    });
  };

  return (
    <SettingsSection
      title="Video calls"
      description="Booking types with a video call get a new room on this Jitsi server for each booking. Leave it empty to use this Hangout's default server. Rooms already booked keep their address."
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {base === null ? (
        <p className="muted" role="status">
          Loading your video call server…
        </p>
      ) : (
        <form className="form" onSubmit={save} noValidate>
          <JitsiServerField label="Jitsi server" hint="An https:// address, e.g. https://meet.jit.si" value={base} disabled={busy} onChange={setBase} />
          <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Saving..." : "Save"} />
        </form>
      )}
    </SettingsSection>
  );
}
