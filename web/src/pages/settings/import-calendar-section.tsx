import { hostErrorText } from "../../i18n/host-error-text";
import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { importedNotice } from "./imported-notice";
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
  const { t } = useHostI18n();
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen && !isCalendarFile(chosen) ? t("settings.import.invalid") : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    showSuccess(null);
    if (!file) return setError(t("settings.import.none"));
    if (!isCalendarFile(file)) return setError(t("settings.import.invalid"));
    setBusy(true);
    setError(null);
    try {
      const { message } = await importCalendar(file);
      showSuccess(importedNotice({ t }, message));
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (failure) {
      setError(hostErrorText({ t }, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t("settings.import.title")} description={t("settings.import.description")}>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <form className="settings-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{t("settings.import.file")}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".ics,text/calendar"
            className="file-input"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.import.busy") : t("settings.import.submit")} />
      </form>
    </SettingsSection>
  );
}
