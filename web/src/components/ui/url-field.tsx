import { FormField } from "./form-field";

interface UrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An example address, so the host sees which kind is meant. */
  placeholder: string;
}

/** A required web address, with the keyboard phones show for addresses. */
export function UrlField({ label, value, onChange, placeholder }: UrlFieldProps) {
  return (
    <FormField label={label}>
      {({ id }) => <input id={id} required type="url" inputMode="url" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} />}
    </FormField>
  );
}
