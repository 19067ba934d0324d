import { useReducer, useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR, VERIFICATION_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { LockIcon } from "../../components/icons";
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

  const dispatch = (action: TwoFactorAction) => {
    setError(null);
    dispatchState(action);
  };

  /** Runs one server call with the busy flag up; its failure shows in the section. */
  const run = async (call: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    showSuccess(null);
    try {
      await call();
    } catch (failure) {
      setError(messageOf(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => dispatch({ type: "generated", setup: await generateTwoFactor() }), UNEXPECTED_ERROR);

  const verify = (otp: string) =>
    run(async () => {
      const { message } = await verifyTwoFactor(otp);
      dispatch({ type: "enabled" });
      onChange(true);
      showSuccess(message);
    }, VERIFICATION_FAILED);

  const disable = (password: string, otp: string) =>
    run(async () => {
      const { message } = await disableTwoFactor(password, otp);
      dispatch({ type: "disabled" });
      onChange(false);
      showSuccess(message);
    }, UNEXPECTED_ERROR);

  const isOn = state.stage === "enabled" || state.stage === "disabling";
  return (
    <SettingsSection title="Two-Factor Authentication" description="Ask for a code from your authenticator app each time you sign in.">
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      <div className="tfa-status">
        <span className={isOn ? "tfa-badge on" : "tfa-badge"}>
          <LockIcon size={16} />
          {isOn ? "Enabled" : "Disabled"}
        </span>
        <span className="muted">
          {isOn ? "Two-factor authentication is enabled for your account." : "Two-factor authentication is disabled for your account."}
        </span>
        {state.stage === "idle" && (
          <button type="button" className="button primary" disabled={busy} onClick={() => void start()}>
            {busy ? "Generating..." : "Enable"}
          </button>
        )}
        {state.stage === "enabled" && (
          <button type="button" className="button secondary" onClick={() => dispatch({ type: "openDisable" })}>
            Disable
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
