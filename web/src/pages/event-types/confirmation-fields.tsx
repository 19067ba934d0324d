import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { errorText, type FormError, formError } from "./form-error";
import type { EventType } from "./event-types-api";

/** Booking Setup → Requires confirmation: each booking waits for the host's approval, within so many hours. */
export interface ConfirmationValues {
  required: boolean;
  /** Text while typed; checked on save. */
  hours: string;
}

export type ConfirmationErrors = Partial<Record<"hours", FormError>>;

export const MAX_CONFIRMATION_HOURS = 168;

export const initialConfirmation = (eventType: EventType | null): ConfirmationValues => ({
  required: eventType?.requires_confirmation ?? false,
  hours: String(eventType?.confirmation_hours ?? 24),
});

export function validateConfirmation(values: ConfirmationValues): ConfirmationErrors {
  const hours = Number(values.hours.trim());
  if (!/^\d+$/.test(values.hours.trim()) || hours < 1 || hours > MAX_CONFIRMATION_HOURS) {
    return { hours: formError("eventtypes.confirmation.hoursError", { max: MAX_CONFIRMATION_HOURS }) };
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
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <fieldset className="limits-fields">
      <legend>{t("eventtypes.confirmation.title")}</legend>
      <label className="checkbox-row">
        <input type="checkbox" checked={values.required} onChange={(event) => onChange({ ...values, required: event.target.checked })} />
        {t("eventtypes.confirmation.required")}
      </label>
      <p className="field-hint">{t("eventtypes.confirmation.hint")}</p>
      {values.required && (
        <FormField label={t("eventtypes.confirmation.hours")} error={errorText(i18n, errors.hours)} hint={t("eventtypes.confirmation.hoursHint")}>
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
