import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
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
  // The code is redeemed once, whatever the effect's reruns.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = query.get("state") ?? "";
    const code = query.get("code") ?? "";
    if (!isProvider(provider)) return setError("This is not a calendar Hangout connects to.");
    const name = PROVIDER_LABELS[provider].name;
    if (query.get("error")) return setError(`${name} did not grant access (${query.get("error")}). Nothing was connected.`);
    const verifier = takeVerifier(state);
    if (!verifier || !code) return setError(`This sign-in with ${name} was started in another tab or browser. Please connect again from Settings.`);
    completeProviderConsent(provider, { state, code, code_verifier: verifier }).then(
      () => navigate("/settings", { replace: true }),
      (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)),
    );
  }, [provider, query, navigate]);

  return (
    <section className="page settings-page">
      <div className="page-header">
        <h1 className="page-title">Connecting your calendar</h1>
      </div>
      {error ? (
        <>
          <Alert>{error}</Alert>
          <Link to="/settings">Back to Settings</Link>
        </>
      ) : (
        <LoadingScreen label="Connecting…" />
      )}
    </section>
  );
}
