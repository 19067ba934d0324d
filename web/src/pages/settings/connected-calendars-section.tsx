import { useCallback, useEffect, useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import { UrlField } from "../../components/ui/url-field";
import { CalDavAccounts } from "./caldav-accounts";
import { ProviderAccounts } from "./provider-accounts";
import { connectCalendar, type ConnectedCalendar, disconnectCalendar, fetchConnectedCalendars, notSyncedSince, syncCalendarNow, when } from "./connected-calendars-api";
import { SettingsSection } from "./settings-section";
import { SyncRemoveButtons } from "./sync-remove-buttons";
import { useSectionAction } from "./use-section-action";


function syncStatus(calendar: ConnectedCalendar): string {
  if (!calendar.last_synced_at) return "Not synced yet";
  const busy = calendar.busy_count === 1 ? "1 busy time" : `${calendar.busy_count} busy times`;
  return `Last synced ${when(calendar.last_synced_at)} · ${busy}`;
}

/** Settings → Connected calendars: other calendars whose busy times block booking slots. */
export function ConnectedCalendarsSection() {
  const [calendars, setCalendars] = useState<ConnectedCalendar[]>([]);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();

  const reload = useCallback(() => {
    fetchConnectedCalendars().then(setCalendars, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [setError]);
  useEffect(reload, [reload]);

  const replace = (updated: ConnectedCalendar) => setCalendars((current) => current.map((calendar) => (calendar.id === updated.id ? updated : calendar)));

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const added = await connectCalendar(name, url);
      setCalendars((current) => [...current, added]);
      setName("");
      setUrl("");
      showSuccess(added.last_error ? null : `${added.name} is connected.`);
    });
  };

  return (
    <SettingsSection
      title="Connected calendars"
      description="Busy times in your other calendars (Google, Outlook, iCloud, Fastmail, Nextcloud) keep those hours off your booking pages. Connected Google accounts tell Hangout of changes at once; other calendars are checked every 15 minutes."
    >
      <ProviderAccounts onCalendarsChanged={reload} />
      {calendars.filter((calendar) => calendar.failing).map((calendar) => (
        <Alert key={`failing-${calendar.id}`}>{notSyncedSince(calendar)}</Alert>
      ))}
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {calendars.length > 0 && (
        <ul className="connected-calendars">
          {calendars.map((calendar) => (
            <li key={calendar.id} className="connected-calendar">
              <div>
                <strong>{calendar.name}</strong> <span className="muted">{calendar.host}</span>
                <div className="muted">{syncStatus(calendar)}</div>
                {calendar.last_error && <div className="connected-calendar-error">{calendar.last_error}</div>}
              </div>
              <div className="settings-actions">
                <SyncRemoveButtons
                  name={calendar.name}
                  busy={busy}
                  onSync={() => void run(async () => replace(await syncCalendarNow(calendar.id)))}
                  onRemove={() =>
                    void run(async () => {
                      await disconnectCalendar(calendar.id);
                      setCalendars((current) => current.filter((other) => other.id !== calendar.id));
                    })
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={add}>
        <FormField label="Name">
          {({ id }) => (
            <input id={id} required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} placeholder="Work" />
          )}
        </FormField>
        <UrlField label="Calendar address (iCal)" value={url} onChange={setUrl} placeholder="https://… or webcal://…" />
        <p className="muted">
          Google Calendar: Settings → your calendar → “Secret address in iCal format”. Outlook: Settings → Calendar → Shared calendars → Publish a
          calendar → ICS link. iCloud: share the calendar publicly and copy its link. The address stays private: Hangout never shows it again.
        </p>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Connecting..." : "Add calendar"} />
      </form>
      <CalDavAccounts onCalendarsChanged={reload} />
    </SettingsSection>
  );
}
