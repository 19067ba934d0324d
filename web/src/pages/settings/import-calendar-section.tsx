import { useId, useRef, useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { importCalendar } from "./settings-api";
import { SettingsSection } from "./settings-section";
import { SUCCESS_MESSAGE_MS, useTimedMessage } from "./use-timed-message";

/** Import: a calendar file by its type or its .ics name. */
function isCalendarFile(file: File): boolean {
  return file.type === "text/calendar" || file.name.toLowerCase().endsWith(".ics");
}

/** Import Calendar: uploads an .ics file into the user's calendar and shows the server's answer. */
export function ImportCalendarSection() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen && !isCalendarFile(chosen) ? "Please select a valid .ics file." : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    showSuccess(null);
    if (!file) return setError("No file selected.");
    if (!isCalendarFile(file)) return setError("Please select a valid .ics file.");
    setBusy(true);
    setError(null);
    try {
      const { message } = await importCalendar(file);
      showSuccess(message);
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title="Import Calendar" description="Add the events of an .ics file (from Google Calendar, Outlook or Apple Calendar) to your calendar.">
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <form className="settings-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>Calendar file (.ics)</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".ics,text/calendar"
            className="file-input"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Importing..." : "Import"} />
      </form>
    </SettingsSection>
  );
}
