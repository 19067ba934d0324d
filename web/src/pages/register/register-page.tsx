import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { call } from "../../api/call";
import { messageOf } from "../../api/errors";
import { REGISTER_FAILED } from "../../api/messages";
import { returnQuery } from "../../auth/return-path";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { FormField } from "../../components/ui/form-field";
import { PasswordField } from "../../components/ui/password-field";

const PASSWORDS_DIFFER = "Passwords do not match.";
/** The registration redirect waits 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

/** 'Create an Account': on success the server's message shows, then /login after 2 s. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ username: "", email: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
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
      setError(PASSWORDS_DIFFER);
      return;
    }
    setBusy(true);
    try {
      // confirmPassword stays in the browser.
      const { username, email, password } = form;
      const { message } = await call((init) => api.auth.register.$post({ json: { username, email, password } }, { init }), { fallback: REGISTER_FAILED });
      setSuccess(message);
    } catch (failure) {
      setError(messageOf(failure, REGISTER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Create an Account"
      subtitle="Start sharing your booking page in minutes."
      footer={
        <>
          Already have an account? <Link to={`/login${returnQuery(window.location.search)}`}>Log in</Link>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <form onSubmit={submit} className="form">
        <FormField label="Username">
          {({ id }) => (
            <input
              id={id}
              autoComplete="username"
              required
              minLength={3}
              maxLength={30}
              pattern="[A-Za-z0-9_\-]{3,30}"
              title="3–30 characters: letters, digits, _ or -"
              value={form.username}
              onChange={update("username")}
            />
          )}
        </FormField>
        <FormField label="Email">
          {({ id }) => (
            <input id={id} type="email" autoComplete="email" required value={form.email} onChange={update("email")} />
          )}
        </FormField>
        <PasswordField label="Password" autoComplete="new-password" minLength={8} value={form.password} onChange={(password) => setForm((current) => ({ ...current, password }))} />
        <PasswordField label="Confirm Password" autoComplete="new-password" value={form.confirmPassword} onChange={(confirmPassword) => setForm((current) => ({ ...current, confirmPassword }))} />
        <button type="submit" className="button primary block" disabled={busy || success !== null}>
          {busy ? "Creating account..." : "Create Account"}
        </button>
      </form>
    </AuthCard>
  );
}
