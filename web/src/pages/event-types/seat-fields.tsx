import { MAX_SEATS, MIN_SEATS } from "../../../../shared/seat-limits";
import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { errorText, type FormError, formError } from "./form-error";
import type { EventType } from "./event-types-api";

/** Booking Setup → Seats (docs/SEATS.md): up to so many bookers share each time; empty means one booking per time. */
export interface SeatValues {
  /** Text while typed; "" for no seats. Checked on save. */
  seats: string;
  showAttendees: boolean;
}

export type SeatErrors = Partial<Record<"seats", FormError>>;

export const initialSeats = (eventType: EventType | null): SeatValues => ({
  seats: eventType?.seats === null || eventType?.seats === undefined ? "" : String(eventType.seats),
  showAttendees: eventType?.seats_show_attendees ?? false,
});

export function validateSeats(values: SeatValues): SeatErrors {
  const text = values.seats.trim();
  if (text === "") return {};
  const seats = Number(text);
  if (!/^\d+$/.test(text) || seats < MIN_SEATS || seats > MAX_SEATS) return { seats: formError("eventtypes.seats.error", { min: MIN_SEATS, max: MAX_SEATS }) };
  return {};
}

export const seatsInput = (values: SeatValues) => ({
  seats: values.seats.trim() === "" ? null : Number(values.seats.trim()),
  seats_show_attendees: values.showAttendees,
});

interface SeatFieldsProps {
  values: SeatValues;
  errors: SeatErrors;
  onChange: (values: SeatValues) => void;
}

export function SeatFields({ values, errors, onChange }: SeatFieldsProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <fieldset className="limits-fields">
      <legend>{t("eventtypes.seats.title")}</legend>
      <FormField label={t("eventtypes.seats.label")} error={errorText(i18n, errors.seats)} hint={t("eventtypes.seats.hint", { min: MIN_SEATS, max: MAX_SEATS })}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="number"
            min={MIN_SEATS}
            max={MAX_SEATS}
            step={1}
            value={values.seats}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => onChange({ ...values, seats: event.target.value })}
          />
        )}
      </FormField>
      <label className="checkbox-row">
        <input type="checkbox" checked={values.showAttendees} onChange={(event) => onChange({ ...values, showAttendees: event.target.checked })} />
        {t("eventtypes.seats.showAttendees")}
      </label>
      <p className="field-hint">{t("eventtypes.seats.showAttendeesHint")}</p>
    </fieldset>
  );
}
