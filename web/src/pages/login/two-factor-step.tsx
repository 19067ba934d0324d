import { useState, type FormEvent } from "react";
import { api } from "../../api/client";
import { call } from "../../api/call";
import { messageOf } from "../../api/errors";
import { VERIFICATION_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";

interface TwoFactorStepProps {
  tfaToken: string;
  onSignedIn: (token: string) => void;
  onBack: () => void;
}

type Mode = "code" | "recovery";

/**
 * The second login step: a 6-digit authentication code, or a recovery code
 * (which switches two-factor off for the account, server side).
 */
export function TwoFactorStep({ tfaToken, onSignedIn, onBack }: TwoFactorStepProps) {
  const [mode, setMode] = useState<Mode>("code");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchMode = () => {
    setMode(mode === "code" ? "recovery" : "code");
    setCode("");
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const twoFactor = api.auth["2fa"];
      const { token } =
        mode === "code"
          ? await call((init) => twoFactor.verify.$post({ json: { tfaToken, otp: code.trim() } }, { init }), { fallback: VERIFICATION_FAILED })
          : await call((init) => twoFactor.recover.$post({ json: { tfaToken, recoveryCode: code.trim() } }, { init }), { fallback: VERIFICATION_FAILED });
      onSignedIn(token);
    } catch (failure) {
      setError(messageOf(failure, VERIFICATION_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const isCode = mode === "code";
  return (
    <AuthCard
      title={isCode ? "Two-Factor Authentication" : "Enter Recovery Code"}
      subtitle={
        isCode
          ? "Enter the 6-digit code from your authenticator app."
          : "Enter one of your recovery codes. Using it turns two-factor authentication off."
      }
    >
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} className="form">
        <div className="field">
          <label htmlFor="tfa-code">{isCode ? "Authentication code" : "Recovery code"}</label>
          <input
            id="tfa-code"
            key={mode}
            required
            // This step has one field, and typing the code is all it is for.
            autoFocus
            autoComplete="one-time-code"
            inputMode={isCode ? "numeric" : "text"}
            pattern={isCode ? "[0-9]{6}" : undefined}
            maxLength={isCode ? 6 : 64}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
        </button>
      </form>
      <div className="row space-between">
        <button type="button" className="link-button" onClick={switchMode}>
          {isCode ? "Use a recovery code" : "Use an authentication code"}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          Back to login
        </button>
      </div>
    </AuthCard>
  );
}
