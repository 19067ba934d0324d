import { useEffect, useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
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

  useEffect(() => {
    fetchCalDavAccounts().then(setAccounts, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [setError]);

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
      showSuccess(`Found ${added.calendars.length === 1 ? "1 calendar" : `${added.calendars.length} calendars`}. Tick the ones that count as busy, pick one for bookings, and save.`);
    });
  };

  const preset = CALDAV_PRESETS.find((candidate) => candidate.url === serverUrl)?.url ?? "";
  return (
    <div className="caldav-accounts">
      <h3>CalDAV accounts</h3>
      <p className="muted">Hangout reads busy times from the calendars you tick and writes each booking into the calendar you pick, with the invitation&apos;s details.</p>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {accounts.length > 0 && (
        <ul className="connected-calendars">
          {accounts.map((account) => (
            <CalDavAccountCard key={account.id} account={account} busy={busy} run={run} showSuccess={showSuccess} onChanged={changed} />
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={add} aria-label="Add CalDAV account">
        <h4>Add CalDAV account</h4>
        <FormField label="Server">
          {({ id }) => (
            <select id={id} value={preset} onChange={(event) => setServerUrl(event.target.value)}>
              {CALDAV_PRESETS.map((candidate) => (
                <option key={candidate.url} value={candidate.url}>
                  {candidate.label}
                </option>
              ))}
              <option value="">Other (Nextcloud, Zoho, …)</option>
            </select>
          )}
        </FormField>
        <UrlField label="Server address" value={serverUrl} onChange={setServerUrl} placeholder="https://cloud.example.com/remote.php/dav" />
        <FormField label="Username">
          {({ id }) => <input id={id} required autoComplete="username" maxLength={200} value={username} onChange={(event) => setUsername(event.target.value)} />}
        </FormField>
        <PasswordField label="App password" autoComplete="current-password" value={password} onChange={setPassword} />
        <p className="muted">
          Use an app password, not your account password: iCloud at appleid.apple.com → Sign-In and Security → App-Specific Passwords; Fastmail under
          Settings → Privacy &amp; Security → App passwords. It is stored encrypted and never shown again.
        </p>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Connecting..." : "Find calendars"} />
      </form>
    </div>
  );
}
