import { FormField } from "../../components/ui/form-field";
import type { EventType } from "./event-types-api";

/** Booking Setup → Requires confirmation: each booking waits for the host's approval, within so many hours. */
export interface ConfirmationValues {
  required: boolean;
  /** Text while typed; checked on save. */
  hours: string;
}

export type ConfirmationErrors = Partial<Record<"hours", string>>;

export const MAX_CONFIRMATION_HOURS = 168;

export const initialConfirmation = (eventType: EventType | null): ConfirmationValues => ({
  required: eventType?.requires_confirmation ?? false,
  hours: String(eventType?.confirmation_hours ?? 24),
});

export function validateConfirmation(values: ConfirmationValues): ConfirmationErrors {
  const hours = Number(values.hours.trim());
  if (!/^\d+$/.test(values.hours.trim()) || hours < 1 || hours > MAX_CONFIRMATION_HOURS) {
    return { hours: `Enter a whole number of hours from 1 to ${MAX_CONFIRMATION_HOURS}.` };
  }
  return {};
}

export const confirmationInput = (values: ConfirmationValues) => ({
  requires_confirmation: values.required,
  confirmation_hours: Number(values.hours.trim()),
});

interface ConfirmationFieldsProps {
  values: ConfirmationValues;
  errors: ConfirmationErrors;
  onChange: (values: ConfirmationValues) => void;
}

export function ConfirmationFields({ values, errors, onChange }: ConfirmationFieldsProps) {
  return (
    <fieldset className="limits-fields">
      <legend>Confirmation</legend>
      <label className="checkbox-row">
        <input type="checkbox" checked={values.required} onChange={(event) => onChange({ ...values, required: event.target.checked })} />
        Requires confirmation
      </label>
      <p className="field-hint">
        Each booking is a request that holds its time until you approve or decline it, from the emailed links or the Pending tab of
        Bookings. Your own bookings skip it.
      </p>
      {values.required && (
        <FormField label="Answer within (hours)" error={errors.hours} hint="A request not answered in time, or by its start, is declined automatically.">
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="number"
              min={1}
              max={MAX_CONFIRMATION_HOURS}
              step={1}
              value={values.hours}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => onChange({ ...values, hours: event.target.value })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
