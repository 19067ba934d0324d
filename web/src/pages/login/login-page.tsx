import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { call } from "../../api/call";
import { messageOf } from "../../api/errors";
import { LOGIN_FAILED } from "../../api/messages";
import { useAuth } from "../../auth/auth-context";
import { publicReturnPath, returnQuery } from "../../auth/return-path";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { FormField } from "../../components/ui/form-field";
import { PasswordField } from "../../components/ui/password-field";
import { TwoFactorStep } from "./two-factor-step";

/** 'Welcome Back': email and password, then the two-factor step when the account needs it. */
export default function LoginPage() {
  const { login } = useAuth();
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
      const result = await call((init) => api.auth.login.$post({ json: { email, password } }, { init }), { fallback: LOGIN_FAILED });
      if ("token" in result) signedIn(result.token);
      else setTfaToken(result.tfaToken);
    } catch (failure) {
      setError(messageOf(failure, LOGIN_FAILED));
    } finally {
      setBusy(false);
    }
  };

  if (tfaToken) {
    return <TwoFactorStep tfaToken={tfaToken} onSignedIn={signedIn} onBack={() => setTfaToken(null)} />;
  }

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to manage your calendar and bookings."
      footer={
        <>
          Don't have an account? <Link to={`/register${returnQuery(window.location.search)}`}>Sign up</Link>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} className="form">
        <FormField label="Email">
          {({ id }) => (
            <input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </FormField>
        <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </button>
      </form>
    </AuthCard>
  );
}
