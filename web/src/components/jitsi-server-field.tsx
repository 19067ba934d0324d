import { FormField } from "./ui/form-field";

interface JitsiServerFieldProps {
  label: string;
  hint: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A Jitsi server's address (docs/MEETING-PLACES.md): the host's own in Settings, a team's on its screen. */
export function JitsiServerField({ label, hint, value, disabled, onChange }: JitsiServerFieldProps) {
  return (
    <FormField label={label} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          placeholder="https://meet.jit.si"
          maxLength={200}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
