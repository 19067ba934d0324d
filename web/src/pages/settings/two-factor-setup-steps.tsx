import { useState, type FormEvent } from "react";
import { ActionRow } from "../../components/ui/action-row";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { richText } from "../../i18n/rich-text";
import { OneTimeCodeField, SIX_DIGITS } from "./one-time-code-field";
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
  const i18n = useHostI18n();
  const { t } = i18n;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage !== "verify") return onNext();
    if (!SIX_DIGITS.test(otp)) return onInvalid(t("settings.tfa.codeFormat"));
    onVerify(otp);
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      {stage === "generated" && <TwoFactorQrStep setup={setup} />}
      {stage === "recovery" && <RecoveryCodesStep codes={setup.recoveryCodes} />}
      {stage === "verify" && (
        <div className="tfa-step">
          <p>{richText(i18n, "settings.tfa.step3", { step: <strong>{t("settings.tfa.stepOf", { step: 3 })}</strong> })}</p>
          <OneTimeCodeField value={otp} onChange={setOtp} autoFocus />
        </div>
      )}
      <ActionRow
        className="settings-actions"
        busy={busy}
        onCancel={onCancel}
        submitLabel={stage !== "verify" ? t("settings.tfa.next") : busy ? t("settings.tfa.verifying") : t("settings.tfa.verify")}
        beforeSubmit={
          stage !== "generated" && (
            <button type="button" className="button secondary" onClick={onBack} disabled={busy}>
              {t("settings.tfa.back")}
            </button>
          )
        }
      />
    </form>
  );
}
