import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import { PasswordField } from "../../components/ui/password-field";
import { UrlField } from "../../components/ui/url-field";
import { CalDavAccountCard } from "./caldav-account";
import { addCalDavAccount, CALDAV_PRESETS, type CalDavAccount, fetchCalDavAccounts } from "./caldav-api";
import { useSectionAction } from "./use-section-action";

/**
 * CalDAV accounts inside Connected calendars: iCloud, Fastmail, Nextcloud and others with an
 * app password. Their busy calendars join the connected calendars above (`onCalendarsChanged` reloads them).
 */
export function CalDavAccounts({ onCalendarsChanged }: { onCalendarsChanged: () => void }) {
  const [accounts, setAccounts] = useState<CalDavAccount[]>([]);
  // No provider is chosen for the host: an app password must never go to a server they did not pick.
  const [serverUrl, setServerUrl] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchCalDavAccounts().then(setAccounts, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [setError, i18n]);

  const changed = (id: number, updated: CalDavAccount | null) => {
    setAccounts((current) => (updated ? current.map((account) => (account.id === id ? updated : account)) : current.filter((account) => account.id !== id)));
    onCalendarsChanged();
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const added = await addCalDavAccount(serverUrl, username, password);
      setAccounts((current) => [...current, added]);
      setPassword("");
      showSuccess(t("settings.caldav.found", { count: added.calendars.length }));
    });
  };

  const preset = CALDAV_PRESETS.find((candidate) => candidate.url === serverUrl)?.url ?? "";
  return (
    <div className="caldav-accounts">
      <h3>{t("settings.caldav.title")}</h3>
      <p className="muted">{t("settings.caldav.description")}</p>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {accounts.length > 0 && (
        <ul className="connected-calendars">
          {accounts.map((account) => (
            <CalDavAccountCard key={account.id} account={account} busy={busy} run={run} showSuccess={showSuccess} onChanged={changed} />
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={add} aria-label={t("settings.caldav.add")}>
        <h4>{t("settings.caldav.add")}</h4>
        <FormField label={t("settings.caldav.server")}>
          {({ id }) => (
            <select id={id} value={preset} onChange={(event) => setServerUrl(event.target.value)}>
              {CALDAV_PRESETS.map((candidate) => (
                <option key={candidate.url} value={candidate.url}>
                  {t(candidate.label)}
                </option>
              ))}
              <option value="">{t("settings.caldav.other")}</option>
            </select>
          )}
        </FormField>
        <UrlField label={t("settings.caldav.serverAddress")} value={serverUrl} onChange={setServerUrl} placeholder="https://cloud.example.com/remote.php/dav" />
        <FormField label={t("settings.caldav.username")}>
          {({ id }) => <input id={id} required autoComplete="username" maxLength={200} value={username} onChange={(event) => setUsername(event.target.value)} />}
        </FormField>
        <PasswordField label={t("settings.caldav.appPassword")} autoComplete="current-password" value={password} onChange={setPassword} />
        <p className="muted">{t("settings.caldav.help")}</p>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.connected.connecting") : t("settings.caldav.find")} />
      </form>
    </div>
  );
}
