import { hostErrorText } from "../../i18n/host-error-text";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { call } from "../../api/call";
import { useAuth } from "../../auth/auth-context";
import { publicReturnPath, returnQuery } from "../../auth/return-path";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { FormField } from "../../components/ui/form-field";
import { PasswordField } from "../../components/ui/password-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { richText } from "../../i18n/rich-text";
import { TwoFactorStep } from "./two-factor-step";

/** 'Welcome Back': email and password, then the two-factor step when the account needs it. */
export default function LoginPage() {
  const { login } = useAuth();
  const i18n = useHostI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tfaToken, setTfaToken] = useState<string | null>(null);

  const signedIn = (token: string) => {
    login(token);
    // Public pages are a separate build: going back to one (or to an invitation) is a full page load.
    const next = publicReturnPath(window.location.search);
    if (next) window.location.assign(next);
    else navigate("/", { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await call((init) => api.auth.login.$post({ json: { email, password } }, { init }), { fallback: t("auth.failed") });
      if ("token" in result) signedIn(result.token);
      else setTfaToken(result.tfaToken);
    } catch (failure) {
      setError(hostErrorText({ t }, failure, "auth.failed"));
    } finally {
      setBusy(false);
    }
  };

  if (tfaToken) {
    return <TwoFactorStep tfaToken={tfaToken} onSignedIn={signedIn} onBack={() => setTfaToken(null)} />;
  }

  return (
    <AuthCard
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      footer={richText(i18n, "auth.login.noAccount", { link: <Link to={`/register${returnQuery(window.location.search)}`}>{t("auth.login.signUp")}</Link> })}
    >
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} className="form">
        <FormField label={t("auth.email")}>
          {({ id }) => (
            <input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </FormField>
        <PasswordField label={t("auth.password")} autoComplete="current-password" value={password} onChange={setPassword} />
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? t("auth.login.busy") : t("auth.login.submit")}
        </button>
      </form>
    </AuthCard>
  );
}
