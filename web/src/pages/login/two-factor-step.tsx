import { hostErrorText } from "../../i18n/host-error-text";
import { useState, type FormEvent } from "react";
import { api } from "../../api/client";
import { call } from "../../api/call";
import { Alert } from "../../components/alert";
import { AuthCard } from "../../components/auth-card";
import { useHostI18n } from "../../i18n/host-i18n-context";

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
  const { t } = useHostI18n();
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
          ? await call((init) => twoFactor.verify.$post({ json: { tfaToken, otp: code.trim() } }, { init }), { fallback: t("auth.tfa.failed") })
          : await call((init) => twoFactor.recover.$post({ json: { tfaToken, recoveryCode: code.trim() } }, { init }), { fallback: t("auth.tfa.failed") });
      onSignedIn(token);
    } catch (failure) {
      setError(hostErrorText({ t }, failure, "auth.tfa.failed"));
    } finally {
      setBusy(false);
    }
  };

  const isCode = mode === "code";
  return (
    <AuthCard
      title={isCode ? t("auth.tfa.title") : t("auth.tfa.recoveryTitle")}
      subtitle={isCode ? t("auth.tfa.codeSubtitle") : t("auth.tfa.recoverySubtitle")}
    >
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} className="form">
        <div className="field">
          <label htmlFor="tfa-code">{isCode ? t("auth.tfa.code") : t("auth.tfa.recoveryCode")}</label>
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
          {busy ? t("auth.tfa.verifying") : t("auth.tfa.verify")}
        </button>
      </form>
      <div className="row space-between">
        <button type="button" className="link-button" onClick={switchMode}>
          {isCode ? t("auth.tfa.useRecovery") : t("auth.tfa.useCode")}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {t("auth.tfa.back")}
        </button>
      </div>
    </AuthCard>
  );
}
