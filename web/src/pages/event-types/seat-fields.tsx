import { MAX_SEATS, MIN_SEATS } from "../../../../shared/seat-limits";
import { FormField } from "../../components/ui/form-field";
import type { EventType } from "./event-types-api";

/** Booking Setup → Seats (docs/SEATS.md): up to so many bookers share each time; empty means one booking per time. */
export interface SeatValues {
  /** Text while typed; "" for no seats. Checked on save. */
  seats: string;
  showAttendees: boolean;
}

export type SeatErrors = Partial<Record<"seats", string>>;


export const initialSeats = (eventType: EventType | null): SeatValues => ({
  seats: eventType?.seats === null || eventType?.seats === undefined ? "" : String(eventType.seats),
  showAttendees: eventType?.seats_show_attendees ?? false,
});

export function validateSeats(values: SeatValues): SeatErrors {
  const text = values.seats.trim();
  if (text === "") return {};
  const seats = Number(text);
  if (!/^\d+$/.test(text) || seats < MIN_SEATS || seats > MAX_SEATS) return { seats: `Enter a whole number of seats from ${MIN_SEATS} to ${MAX_SEATS}, or leave it empty.` };
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
  return (
    <fieldset className="limits-fields">
      <legend>Seats</legend>
      <FormField
        label="Seats per time"
        error={errors.seats}
        hint={`Leave empty for one booking per time. With seats (${MIN_SEATS} to ${MAX_SEATS}), a time stays bookable until its seats are taken, and each booker gets their own seat.`}
      >
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
        Show attendees to each other
      </label>
      <p className="field-hint">
        On: each booker's confirmation and private link name the others (names only, never emails). Off: bookers never see the other attendees' names or emails.
      </p>
    </fieldset>
  );
}
