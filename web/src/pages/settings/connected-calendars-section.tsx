import { hostErrorText } from "../../i18n/host-error-text";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import { UrlField } from "../../components/ui/url-field";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import { CalDavAccounts } from "./caldav-accounts";
import { ProviderAccounts } from "./provider-accounts";
import { connectCalendar, type ConnectedCalendar, disconnectCalendar, fetchConnectedCalendars, notSyncedSince, syncCalendarNow, when } from "./connected-calendars-api";
import { SettingsSection } from "./settings-section";
import { SyncRemoveButtons } from "./sync-remove-buttons";
import { useSectionAction } from "./use-section-action";


function syncStatus({ t, locale }: HostI18n, calendar: ConnectedCalendar): string {
  if (!calendar.last_synced_at) return t("settings.connected.notSynced");
  return t("settings.connected.lastSynced", { time: when(locale, calendar.last_synced_at), count: calendar.busy_count });
}

/** Settings → Connected calendars: other calendars whose busy times block booking slots. */
export function ConnectedCalendarsSection() {
  const [calendars, setCalendars] = useState<ConnectedCalendar[]>([]);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();
  const i18n = useHostI18n();
  const { t } = i18n;

  const reload = useCallback(() => {
    fetchConnectedCalendars().then(setCalendars, (failure: unknown) => setError(hostErrorText({ t }, failure, "app.unexpectedError")));
  }, [setError, t]);
  useEffect(reload, [reload]);

  const replace = (updated: ConnectedCalendar) => setCalendars((current) => current.map((calendar) => (calendar.id === updated.id ? updated : calendar)));

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const added = await connectCalendar(name, url);
      setCalendars((current) => [...current, added]);
      setName("");
      setUrl("");
      showSuccess(added.last_error ? null : t("settings.connected.added", { name: isolateIn(i18n.dir, added.name) }));
    });
  };

  return (
    <SettingsSection
      title={t("settings.connected.title")}
      description={t("settings.connected.description")}
    >
      <ProviderAccounts onCalendarsChanged={reload} />
      {calendars.filter((calendar) => calendar.failing).map((calendar) => (
        <Alert key={`failing-${calendar.id}`}>{notSyncedSince(i18n, calendar)}</Alert>
      ))}
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {calendars.length > 0 && (
        <ul className="connected-calendars">
          {calendars.map((calendar) => (
            <li key={calendar.id} className="connected-calendar">
              <div>
                <strong>{calendar.name}</strong> <span className="muted">{calendar.host}</span>
                <div className="muted">{syncStatus(i18n, calendar)}</div>
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
        <FormField label={t("settings.connected.name")}>
          {({ id }) => (
            <input id={id} required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} placeholder={t("settings.connected.namePlaceholder")} />
          )}
        </FormField>
        <UrlField label={t("settings.connected.address")} value={url} onChange={setUrl} placeholder={t("settings.connected.addressPlaceholder")} />
        <p className="muted">{t("settings.connected.help")}</p>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.connected.connecting") : t("settings.connected.add")} />
      </form>
      <CalDavAccounts onCalendarsChanged={reload} />
    </SettingsSection>
  );
}
