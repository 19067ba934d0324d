import { useState, type FormEvent } from "react";
import { ActionRow } from "../../components/ui/action-row";
import { OneTimeCodeField, SIX_DIGITS, CODE_FORMAT_MESSAGE } from "./one-time-code-field";
import { RecoveryCodesStep } from "./recovery-codes-step";
import type { TwoFactorSetup as Setup } from "./settings-api";
import { TwoFactorQrStep } from "./two-factor-qr-step";
import type { SetupStage } from "./two-factor-machine";

interface TwoFactorSetupProps {
  stage: SetupStage;
  setup: Setup;
  busy: boolean;
  onNext: () => void;
  onBack: () => void;
  onCancel: () => void;
  onVerify: (otp: string) => void;
  onInvalid: (message: string) => void;
}

/** The three setup steps with Cancel, Back and Next (or Verify on the last one). */
export function TwoFactorSetupSteps({ stage, setup, busy, onNext, onBack, onCancel, onVerify, onInvalid }: TwoFactorSetupProps) {
  const [otp, setOtp] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage !== "verify") return onNext();
    if (!SIX_DIGITS.test(otp)) return onInvalid(CODE_FORMAT_MESSAGE);
    onVerify(otp);
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      {stage === "generated" && <TwoFactorQrStep setup={setup} />}
      {stage === "recovery" && <RecoveryCodesStep codes={setup.recoveryCodes} />}
      {stage === "verify" && (
        <div className="tfa-step">
          <p>
            <strong>Step 3 of 3.</strong> Enter the 6-digit code your authenticator app shows now.
          </p>
          <OneTimeCodeField value={otp} onChange={setOtp} autoFocus />
        </div>
      )}
      <ActionRow
        className="settings-actions"
        busy={busy}
        onCancel={onCancel}
        submitLabel={stage !== "verify" ? "Next" : busy ? "Verifying..." : "Verify"}
        beforeSubmit={
          stage !== "generated" && (
            <button type="button" className="button secondary" onClick={onBack} disabled={busy}>
              Back
            </button>
          )
        }
      />
    </form>
  );
}
