import type { EventType } from "./event-types-api";

/** Booking Setup → Reminders: minutes before the start, and whether the host gets them too. */
export interface RemindersValues {
  offsets: number[];
  notifyHost: boolean;
}

const UNITS = [
  { minutes: 7 * 1440, name: "week" },
  { minutes: 1440, name: "day" },
  { minutes: 60, name: "hour" },
  { minutes: 1, name: "minute" },
] as const;

/** "1 week before", "2 hours before", "90 minutes before": the largest unit that divides the offset. */
export function reminderLabel(minutes: number): string {
  const unit = UNITS.find((candidate) => minutes % candidate.minutes === 0) ?? UNITS[3];
  const count = minutes / unit.minutes;
  return `${count} ${unit.name}${count === 1 ? "" : "s"} before`;
}

/** What most hosts pick; an offset set through the API shows beside them. */
const CHOICES = [7 * 1440, 1440, 120, 60, 15];

export const initialReminders = (eventType: EventType | null): RemindersValues => ({
  offsets: eventType?.reminders.offsets ?? [],
  notifyHost: eventType?.reminders.notify_host ?? false,
});

export const remindersInput = (values: RemindersValues) => ({ reminders: { offsets: values.offsets, notify_host: values.notifyHost } });

interface RemindersFieldsProps {
  values: RemindersValues;
  onChange: (values: RemindersValues) => void;
}

/** Reminder mails at chosen times before each booking. */
export function RemindersFields({ values, onChange }: RemindersFieldsProps) {
  const choices = [...new Set([...CHOICES, ...values.offsets])].sort((a, b) => b - a);
  const toggle = (minutes: number, on: boolean) =>
    onChange({ ...values, offsets: on ? [...values.offsets, minutes] : values.offsets.filter((offset) => offset !== minutes) });
  return (
    <fieldset className="limits-fields">
      <legend>Reminders</legend>
      <p className="field-hint">Emails the booker gets before the booking, with their links to reschedule or cancel.</p>
      <div className="reminder-choices">
        {choices.map((minutes) => (
          <label key={minutes} className="checkbox-row">
            <input type="checkbox" checked={values.offsets.includes(minutes)} onChange={(event) => toggle(minutes, event.target.checked)} />
            {reminderLabel(minutes)}
          </label>
        ))}
      </div>
      <label className="checkbox-row">
        <input type="checkbox" checked={values.notifyHost} onChange={(event) => onChange({ ...values, notifyHost: event.target.checked })} />
        Send me the reminders too
      </label>
    </fieldset>
  );
}
