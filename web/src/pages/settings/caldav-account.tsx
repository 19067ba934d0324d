import { isolateIn } from "../../../../shared/i18n/bidi";
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
  const { t, locale, dir } = useHostI18n();
  const [busyUrls, setBusyUrls] = useState(() => new Set(account.calendars.filter((calendar) => calendar.busy).map((calendar) => calendar.url)));
  const [writeUrl, setWriteUrl] = useState(account.calendars.find((calendar) => calendar.write)?.url ?? "");
  const title = t("settings.caldav.accountTitle", { username: isolateIn(dir, account.username), server: isolateIn(dir, account.server) });

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
      showSuccess(t("settings.caldav.saved", { title }));
    });

  return (
    <li className="connected-calendar caldav-account">
      <div className="caldav-account-body">
        <strong>{title}</strong>
        {account.write_error && (
          <div className="connected-calendar-error" role="alert">
            {account.write_error_at
              ? t("settings.caldav.writeFailedAt", { time: when(locale, account.write_error_at), error: account.write_error })
              : t("settings.caldav.writeFailed", { error: account.write_error })}
          </div>
        )}
        <fieldset className="caldav-choice">
          <legend>{t("settings.caldav.busyCalendars")}</legend>
          {account.calendars.map((calendar) => (
            <label key={calendar.url} className="caldav-option">
              <input type="checkbox" checked={busyUrls.has(calendar.url)} onChange={(event) => toggle(calendar.url, event.target.checked)} /> {calendar.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="caldav-choice">
          <legend>{t("settings.caldav.writeInto")}</legend>
          {[...account.calendars, { url: "", name: t("settings.caldav.noCalendar") }].map((calendar) => (
            <label key={calendar.url} className="caldav-option">
              <input type="radio" name={`write-${account.id}`} checked={writeUrl === calendar.url} onChange={() => setWriteUrl(calendar.url)} /> {calendar.name}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="settings-actions">
        <button type="button" className="button primary small" disabled={busy} onClick={save}>
          {t("app.save")}
        </button>
        {/* No "Sync now" here: each ticked calendar has its own in the connected calendars above. */}
        <button
          type="button"
          className="button secondary small"
          disabled={busy}
          aria-label={t("settings.removeNamed", { name: title })}
          onClick={() =>
            void run(async () => {
              await removeCalDavAccount(account.id);
              onChanged(account.id, null);
            })
          }
        >
          {t("settings.remove")}
        </button>
      </div>
    </li>
  );
}
