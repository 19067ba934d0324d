import { FormField } from "../../components/ui/form-field";

interface PasswordFieldProps {
  label: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
}

/** A labelled, required password input. */
export function PasswordField({ label, autoComplete, value, onChange }: PasswordFieldProps) {
  return (
    <FormField label={label}>
      {({ id }) => <input id={id} type="password" required autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
