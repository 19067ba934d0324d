import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";

/** The two-factor code has 6 digits. */
export const SIX_DIGITS = /^[0-9]{6}$/;

interface OneTimeCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** The 6-digit authenticator code input; keeps digits only. */
export function OneTimeCodeField({ value, onChange, autoFocus = false }: OneTimeCodeFieldProps) {
  const { t } = useHostI18n();
  return (
    <FormField label={t("settings.tfa.code")}>
      {({ id }) => (
        <input
          id={id}
          className="otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          // Callers ask for it only where the code is the dialog's one task.
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
        />
      )}
    </FormField>
  );
}
