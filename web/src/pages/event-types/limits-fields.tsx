import { FormField } from "../../components/ui/form-field";
import type { LimitsErrors, LimitsValues } from "./limits-values";

interface LimitsFieldsProps {
  values: LimitsValues;
  errors: LimitsErrors;
  onChange: (change: Partial<LimitsValues>) => void;
}

interface LimitField {
  key: keyof LimitsValues;
  label: string;
  hint?: string;
  type: "number" | "date";
}

const FIELDS: readonly LimitField[] = [
  { key: "noticeHours", label: "Minimum notice (hours)", hint: "No bookings closer to now than this.", type: "number" },
  { key: "windowDays", label: "Bookable up to (days ahead)", type: "number" },
  { key: "windowStart", label: "Bookable from (date)", type: "date" },
  { key: "windowEnd", label: "Bookable until (date)", type: "date" },
  { key: "maxPerDay", label: "Most bookings per day", type: "number" },
  { key: "maxPerWeek", label: "Most bookings per week", hint: "Weeks start on Monday, in your schedule's time zone.", type: "number" },
  { key: "cutoffHours", label: "Bookers may cancel until (hours before)", hint: "Also the last moment to reschedule. You can always cancel yourself.", type: "number" },
];

/** Booking Setup → Limits: every field optional, empty means no limit. */
export function LimitsFields({ values, errors, onChange }: LimitsFieldsProps) {
  return (
    <fieldset className="limits-fields">
      <legend>Limits</legend>
      <p className="field-hint">All optional: leave a field empty for no limit.</p>
      <div className="limits-grid">
        {FIELDS.map((field) => (
          <FormField key={field.key} label={field.label} error={errors[field.key]} hint={field.hint}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type={field.type}
                min={field.type === "number" ? 0 : undefined}
                inputMode={field.type === "number" ? "decimal" : undefined}
                value={values[field.key]}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => onChange({ [field.key]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
