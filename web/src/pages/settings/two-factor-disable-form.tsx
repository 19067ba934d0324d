import { useState, type FormEvent } from "react";
import { OneTimeCodeField, SIX_DIGITS, CODE_FORMAT_MESSAGE } from "./one-time-code-field";
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(otp)) return onInvalid(CODE_FORMAT_MESSAGE);
    onConfirm(password, otp);
  };

  return (
    <form className="settings-form tfa-step" onSubmit={submit}>
      <p>Enter your current password and a code from your authenticator app to turn two-factor authentication off.</p>
      <PasswordField label="Current password" autoComplete="current-password" value={password} onChange={setPassword} />
      <OneTimeCodeField value={otp} onChange={setOtp} />
      <ActionRow
        className="settings-actions"
        busy={busy}
        onCancel={onCancel}
        submitLabel={busy ? "Disabling..." : "Disable Two-Factor"}
        submitKind="danger"
      />
    </form>
  );
}
