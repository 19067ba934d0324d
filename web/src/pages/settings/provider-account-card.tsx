import { useState } from "react";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { when } from "./connected-calendars-api";
import { chooseProviderCalendars, disconnectProviderAccount, type ProviderAccount } from "./provider-accounts-api";
import { PROVIDER_LABELS } from "./provider-names";

interface ProviderAccountCardProps {
  account: ProviderAccount;
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
  showSuccess: (message: string | null) => void;
  onReconnect: () => void;
  /** The account as the server answered after a change; null once disconnected. */
  onChanged: (id: number, account: ProviderAccount | null) => void;
}

/** One connected Google (or other provider's) account: which calendars block slots, which one receives bookings, and whether the grant still works. */
export function ProviderAccountCard({ account, busy, run, showSuccess, onReconnect, onChanged }: ProviderAccountCardProps) {
  const { t, locale, dir } = useHostI18n();
  const [busyIds, setBusyIds] = useState(() => new Set(account.calendars.filter((calendar) => calendar.busy).map((calendar) => calendar.id)));
  const [writeId, setWriteId] = useState(account.calendars.find((calendar) => calendar.write)?.id ?? "");
  const title = t("settings.providers.accountTitle", { provider: t(PROVIDER_LABELS[account.provider].name), account: isolateIn(dir, account.account_email) });

  const toggle = (id: string, on: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = () =>
    void run(async () => {
      onChanged(account.id, await chooseProviderCalendars(account.id, [...busyIds], writeId || null));
      showSuccess(t("settings.caldav.saved", { title }));
    });

  return (
    <li className="connected-calendar caldav-account">
      <div className="caldav-account-body">
        <strong>{title}</strong>
        {account.status === "broken" && (
          <div className="connected-calendar-error" role="alert">
            {t("settings.providers.broken", { reason: account.broken_reason ?? "" })}
          </div>
        )}
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
            <label key={calendar.id} className="caldav-option">
              <input type="checkbox" checked={busyIds.has(calendar.id)} onChange={(event) => toggle(calendar.id, event.target.checked)} /> {calendar.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="caldav-choice">
          <legend>{t("settings.caldav.writeInto")}</legend>
          {[...account.calendars.filter((calendar) => calendar.writable), { id: "", name: t("settings.caldav.noCalendar") }].map((calendar) => (
            <label key={calendar.id} className="caldav-option">
              <input type="radio" name={`provider-write-${account.id}`} checked={writeId === calendar.id} onChange={() => setWriteId(calendar.id)} /> {calendar.name}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="settings-actions">
        {account.status === "broken" ? (
          <button type="button" className="button primary small" disabled={busy} onClick={onReconnect}>
            {t("settings.providers.reconnect")}
          </button>
        ) : (
          <button type="button" className="button primary small" disabled={busy} onClick={save}>
            {t("app.save")}
          </button>
        )}
        <button
          type="button"
          className="button secondary small"
          disabled={busy}
          aria-label={t("settings.providers.disconnectNamed", { title })}
          onClick={() =>
            void run(async () => {
              await disconnectProviderAccount(account.id);
              onChanged(account.id, null);
            })
          }
        >
          {t("settings.providers.disconnect")}
        </button>
      </div>
    </li>
  );
}
