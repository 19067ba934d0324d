import { useState, type FormEvent } from "react";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { OneTimeCodeField, SIX_DIGITS } from "./one-time-code-field";
import { PasswordField } from "../../components/ui/password-field";
import { ActionRow } from "../../components/ui/action-row";

interface TwoFactorDisableFormProps {
  busy: boolean;
  onConfirm: (password: string, otp: string) => void;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}

/** Turning two-factor off takes the current password and a code from the authenticator. */
export function TwoFactorDisableForm({ busy, onConfirm, onCancel, onInvalid }: TwoFactorDisableFormProps) {
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const { t } = useHostI18n();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(otp)) return onInvalid(t("settings.tfa.codeFormat"));
    onConfirm(password, otp);
  };

  return (
    <form className="settings-form tfa-step" onSubmit={submit}>
      <p>{t("settings.tfa.disableText")}</p>
      <PasswordField label={t("settings.tfa.currentPassword")} autoComplete="current-password" value={password} onChange={setPassword} />
      <OneTimeCodeField value={otp} onChange={setOtp} />
      <ActionRow
        className="settings-actions"
        busy={busy}
        onCancel={onCancel}
        submitLabel={busy ? t("settings.tfa.disabling") : t("settings.tfa.disableSubmit")}
        submitKind="danger"
      />
    </form>
  );
}
