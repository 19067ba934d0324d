import { useId } from "react";

interface PasswordFieldProps {
  label: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
}

/** A labelled, required password input. */
export function PasswordField({ label, autoComplete, value, onChange }: PasswordFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="password" required autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
