import { useEffect, useState } from "react";
import { Alert } from "../../components/alert";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { CalendarProvider } from "../../../../worker/domain/calendar-providers";
import { keepVerifier, newPkcePair } from "./pkce";
import { ProviderAccountCard } from "./provider-account-card";
import { fetchProviderAccounts, type ProviderAccount, type ProviderAccounts, startProviderConsent } from "./provider-accounts-api";
import { OFFERED_PROVIDERS, PROVIDER_LABELS } from "./provider-names";
import { useSectionAction } from "./use-section-action";

/** Sends the browser to the provider's consent page, keeping this tab's PKCE verifier under the consent's state. */
async function goToConsent(provider: CalendarProvider): Promise<void> {
  const { verifier, challenge } = await newPkcePair();
  const { url } = await startProviderConsent(provider, challenge);
  const state = new URL(url).searchParams.get("state");
  if (state) keepVerifier(state, verifier);
  window.location.assign(url);
}

/**
 * Google Calendar (and, next, Outlook) inside Connected calendars: two clicks to connect, busy times
 * pushed within seconds. Ticked calendars join the connected calendars above (`onCalendarsChanged`).
 */
export function ProviderAccounts({ onCalendarsChanged }: { onCalendarsChanged: () => void }) {
  const [loaded, setLoaded] = useState<ProviderAccounts | null>(null);
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchProviderAccounts().then(setLoaded, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [setError, i18n]);

  const changed = (id: number, updated: ProviderAccount | null) => {
    setLoaded((current) =>
      current && {
        ...current,
        connections: updated ? current.connections.map((account) => (account.id === id ? updated : account)) : current.connections.filter((account) => account.id !== id),
      },
    );
    onCalendarsChanged();
  };
  const connect = (provider: CalendarProvider) => void run(() => goToConsent(provider));

  return (
    <div className="caldav-accounts provider-accounts">
      <h3>{t("settings.providers.title")}</h3>
      <p className="muted">{t("settings.providers.description")}</p>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {loaded && loaded.connections.length > 0 && (
        <ul className="connected-calendars">
          {loaded.connections.map((account) => (
            <ProviderAccountCard
              key={`${account.id}-${account.status}`}
              account={account}
              busy={busy}
              run={run}
              showSuccess={showSuccess}
              onChanged={changed}
              onReconnect={() => connect(account.provider)}
            />
          ))}
        </ul>
      )}
      {loaded &&
        OFFERED_PROVIDERS.map((provider) =>
          loaded.providers[provider] ? (
            <div key={provider} className="settings-actions">
              <button type="button" className="button primary" disabled={busy} onClick={() => connect(provider)}>
                {t(PROVIDER_LABELS[provider].connect)}
              </button>
            </div>
          ) : (
            <p key={provider} className="muted">
              {t("settings.providers.notSetUp", { provider: t(PROVIDER_LABELS[provider].name) })}
            </p>
          ),
        )}
    </div>
  );
}
