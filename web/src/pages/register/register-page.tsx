import { hostErrorText } from "../../i18n/host-error-text";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { call } from "../../api/call";
import { returnQuery } from "../../auth/return-path";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { FormField } from "../../components/ui/form-field";
import { PasswordField } from "../../components/ui/password-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { browserLocale } from "../../i18n/host-locale";
import { richText } from "../../i18n/rich-text";

/** The registration redirect waits 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

/**
 * 'Create an Account': on success a confirmation shows, then /login after 2 s. The account starts in the
 * browser's language, which this page speaks (docs/LANGUAGES.md, The host's language).
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const i18n = useHostI18n();
  const { t } = i18n;
  const [form, setForm] = useState({ username: "", email: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!success) return;
    // A visitor sent here by a page (an invitation) logs in next and goes back to it.
    const timer = setTimeout(() => navigate(`/login${returnQuery(window.location.search)}`), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (form.password !== form.confirmPassword) {
      setError(t("auth.register.passwordsDiffer"));
      return;
    }
    setBusy(true);
    try {
      // confirmPassword stays in the browser.
      const { username, email, password } = form;
      await call((init) => api.auth.register.$post({ json: { username, email, password, locale: browserLocale() } }, { init }), { fallback: t("auth.failed") });
      setSuccess(true);
    } catch (failure) {
      setError(hostErrorText({ t }, failure, "auth.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={richText(i18n, "auth.register.haveAccount", { link: <Link to={`/login${returnQuery(window.location.search)}`}>{t("auth.register.logIn")}</Link> })}
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{t("auth.register.done")}</Alert>}
      <form onSubmit={submit} className="form">
        <FormField label={t("auth.username")}>
          {({ id }) => (
            <input
              id={id}
              autoComplete="username"
              required
              minLength={3}
              maxLength={30}
              pattern="[A-Za-z0-9_\-]{3,30}"
              title={t("auth.register.usernameRule")}
              value={form.username}
              onChange={update("username")}
            />
          )}
        </FormField>
        <FormField label={t("auth.email")}>
          {({ id }) => (
            <input id={id} type="email" autoComplete="email" required value={form.email} onChange={update("email")} />
          )}
        </FormField>
        <PasswordField label={t("auth.password")} autoComplete="new-password" minLength={8} value={form.password} onChange={(password) => setForm((current) => ({ ...current, password }))} />
        <PasswordField label={t("auth.register.confirmPassword")} autoComplete="new-password" value={form.confirmPassword} onChange={(confirmPassword) => setForm((current) => ({ ...current, confirmPassword }))} />
        <button type="submit" className="button primary block" disabled={busy || success}>
          {busy ? t("auth.register.busy") : t("auth.register.submit")}
        </button>
      </form>
    </AuthCard>
  );
}
