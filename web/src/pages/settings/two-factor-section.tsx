import { useReducer, useState } from "react";
import { Alert } from "../../components/alert";
import { LockIcon } from "../../components/icons";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { disableTwoFactor, generateTwoFactor, verifyTwoFactor } from "./settings-api";
import { SettingsSection } from "./settings-section";
import { TwoFactorDisableForm } from "./two-factor-disable-form";
import { initialTwoFactorState, twoFactorReducer, type TwoFactorAction } from "./two-factor-machine";
import { TwoFactorSetupSteps } from "./two-factor-setup-steps";
import { SUCCESS_MESSAGE_MS, useTimedMessage } from "./use-timed-message";

interface TwoFactorSectionProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

/** Two-Factor Authentication: the setup and disable flows around one state machine. */
export function TwoFactorSection({ enabled, onChange }: TwoFactorSectionProps) {
  const [state, dispatchState] = useReducer(twoFactorReducer, enabled, initialTwoFactorState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const i18n = useHostI18n();
  const { t } = i18n;

  const dispatch = (action: TwoFactorAction) => {
    setError(null);
    dispatchState(action);
  };

  /** Runs one server call with the busy flag up; its failure shows in the section. */
  const run = async (call: () => Promise<void>, fallback: HostMessageKey) => {
    setBusy(true);
    setError(null);
    showSuccess(null);
    try {
      await call();
    } catch (failure) {
      setError(hostErrorText(i18n, failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => dispatch({ type: "generated", setup: await generateTwoFactor() }), "app.unexpectedError");

  const verify = (otp: string) =>
    run(async () => {
      await verifyTwoFactor(otp);
      dispatch({ type: "enabled" });
      onChange(true);
      showSuccess(t("settings.tfa.enabledDone"));
    }, "auth.tfa.failed");

  const disable = (password: string, otp: string) =>
    run(async () => {
      await disableTwoFactor(password, otp);
      dispatch({ type: "disabled" });
      onChange(false);
      showSuccess(t("settings.tfa.disabledDone"));
    }, "app.unexpectedError");

  const isOn = state.stage === "enabled" || state.stage === "disabling";
  return (
    <SettingsSection title={t("settings.tfa.title")} description={t("settings.tfa.description")}>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <div className="tfa-status">
        <span className={isOn ? "tfa-badge on" : "tfa-badge"}>
          <LockIcon size={16} />
          {isOn ? t("settings.tfa.on") : t("settings.tfa.off")}
        </span>
        <span className="muted">
          {isOn ? t("settings.tfa.onText") : t("settings.tfa.offText")}
        </span>
        {state.stage === "idle" && (
          <button type="button" className="button primary" disabled={busy} onClick={() => void start()}>
            {busy ? t("settings.tfa.generating") : t("settings.tfa.enable")}
          </button>
        )}
        {state.stage === "enabled" && (
          <button type="button" className="button secondary" onClick={() => dispatch({ type: "openDisable" })}>
            {t("settings.tfa.disable")}
          </button>
        )}
      </div>
      {(state.stage === "generated" || state.stage === "recovery" || state.stage === "verify") && (
        <TwoFactorSetupSteps
          stage={state.stage}
          setup={state.setup}
          busy={busy}
          onNext={() => dispatch({ type: "next" })}
          onBack={() => dispatch({ type: "back" })}
          onCancel={() => dispatch({ type: "cancel" })}
          onVerify={(otp) => void verify(otp)}
          onInvalid={setError}
        />
      )}
      {state.stage === "disabling" && (
        <TwoFactorDisableForm
          busy={busy}
          onConfirm={(password, otp) => void disable(password, otp)}
          onCancel={() => dispatch({ type: "cancel" })}
          onInvalid={setError}
        />
      )}
    </SettingsSection>
  );
}
