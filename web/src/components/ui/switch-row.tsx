import { useId } from "react";

interface SwitchRowProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off setting: a checkbox with role=switch, drawn as a sliding pill (.switch-row). */
export function SwitchRow({ label, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
