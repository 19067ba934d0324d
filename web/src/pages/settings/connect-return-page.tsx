import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { CALENDAR_PROVIDERS, type CalendarProvider } from "../../../../worker/domain/calendar-providers";
import { takeVerifier } from "./pkce";
import { completeProviderConsent } from "./provider-accounts-api";
import { PROVIDER_LABELS } from "./provider-names";

const isProvider = (name: string | undefined): name is CalendarProvider => CALENDAR_PROVIDERS.some((provider) => provider === name);

/**
 * /settings/connect/:provider, where the provider's consent page sends the browser back: the code is
 * redeemed with this tab's PKCE verifier, then Settings shows the new account to tick calendars in.
 */
export default function ConnectReturnPage() {
  const provider = useParams().provider;
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const i18n = useHostI18n();
  const { t } = i18n;
  // The code is redeemed once, whatever the effect's reruns.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = query.get("state") ?? "";
    const code = query.get("code") ?? "";
    if (!isProvider(provider)) return setError(t("settings.connect.unknown"));
    const name = t(PROVIDER_LABELS[provider].name);
    const refusal = query.get("error");
    if (refusal) return setError(t("settings.connect.refused", { provider: name, error: refusal }));
    const verifier = takeVerifier(state);
    if (!verifier || !code) return setError(t("settings.connect.elsewhere", { provider: name }));
    completeProviderConsent(provider, { state, code, code_verifier: verifier }).then(
      () => navigate("/settings", { replace: true }),
      (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")),
    );
  }, [provider, query, navigate, t, i18n]);

  return (
    <section className="page settings-page">
      <div className="page-header">
        <h1 className="page-title">{t("settings.connect.title")}</h1>
      </div>
      {error ? (
        <>
          <Alert>{error}</Alert>
          <Link to="/settings">{t("settings.connect.back")}</Link>
        </>
      ) : (
        <LoadingScreen label={t("settings.connect.busy")} />
      )}
    </section>
  );
}
