import { FormField } from "./form-field";

interface PasswordFieldProps {
  label: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
  minLength?: number;
}

/** A labelled, required password input. */
export function PasswordField({ label, autoComplete, value, onChange, minLength }: PasswordFieldProps) {
  return (
    <FormField label={label}>
      {({ id }) => (
        <input id={id} type="password" required minLength={minLength} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
