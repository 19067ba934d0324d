import { useHostI18n } from "../../i18n/host-i18n-context";
import { useState } from "react";
import { type CalDavAccount, chooseCalDavCalendars, removeCalDavAccount } from "./caldav-api";
import { when } from "./connected-calendars-api";

interface CalDavAccountProps {
  account: CalDavAccount;
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
  showSuccess: (message: string | null) => void;
  /** The account as the server answered after a change; null once removed. */
  onChanged: (id: number, account: CalDavAccount | null) => void;
}

/** One CalDAV account: which of its calendars count as busy, which one bookings go into, and why writing last failed. */
export function CalDavAccountCard({ account, busy, run, showSuccess, onChanged }: CalDavAccountProps) {
  const { locale } = useHostI18n();
  const [busyUrls, setBusyUrls] = useState(() => new Set(account.calendars.filter((calendar) => calendar.busy).map((calendar) => calendar.url)));
  const [writeUrl, setWriteUrl] = useState(account.calendars.find((calendar) => calendar.write)?.url ?? "");
  const title = `${account.username} on ${account.server}`;

  const toggle = (url: string, on: boolean) =>
    setBusyUrls((current) => {
      const next = new Set(current);
      if (on) next.add(url);
      else next.delete(url);
      return next;
    });

  const save = () =>
    void run(async () => {
      onChanged(account.id, await chooseCalDavCalendars(account.id, [...busyUrls], writeUrl || null));
      showSuccess(`${title} is saved.`);
    });

  return (
    <li className="connected-calendar caldav-account">
      <div className="caldav-account-body">
        <strong>{title}</strong>
        {account.write_error && (
          <div className="connected-calendar-error" role="alert">
            Bookings could not be written into your calendar{account.write_error_at ? ` (${when(locale, account.write_error_at)})` : ""}: {account.write_error}
          </div>
        )}
        <fieldset className="caldav-choice">
          <legend>Calendars that count as busy</legend>
          {account.calendars.map((calendar) => (
            <label key={calendar.url} className="caldav-option">
              <input type="checkbox" checked={busyUrls.has(calendar.url)} onChange={(event) => toggle(calendar.url, event.target.checked)} /> {calendar.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="caldav-choice">
          <legend>Write bookings into</legend>
          {[...account.calendars, { url: "", name: "No calendar" }].map((calendar) => (
            <label key={calendar.url} className="caldav-option">
              <input type="radio" name={`write-${account.id}`} checked={writeUrl === calendar.url} onChange={() => setWriteUrl(calendar.url)} /> {calendar.name}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="settings-actions">
        <button type="button" className="button primary small" disabled={busy} onClick={save}>
          Save
        </button>
        {/* No "Sync now" here: each ticked calendar has its own in the connected calendars above. */}
        <button
          type="button"
          className="button secondary small"
          disabled={busy}
          aria-label={`Remove ${title}`}
          onClick={() =>
            void run(async () => {
              await removeCalDavAccount(account.id);
              onChanged(account.id, null);
            })
          }
        >
          Remove
        </button>
      </div>
    </li>
  );
}
