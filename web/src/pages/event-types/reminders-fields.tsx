import type { HostI18n } from "../../i18n/host-i18n-context";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { EventType } from "./event-types-api";

/** Booking Setup → Reminders: minutes before the start, and whether the host gets them too. */
export interface RemindersValues {
  offsets: number[];
  notifyHost: boolean;
}

const UNITS: readonly { minutes: number; key: HostMessageKey }[] = [
  { minutes: 7 * 1440, key: "eventtypes.reminders.weeks" },
  { minutes: 1440, key: "eventtypes.reminders.days" },
  { minutes: 60, key: "eventtypes.reminders.hours" },
  { minutes: 1, key: "eventtypes.reminders.minutes" },
];

/** "1 week before", "2 hours before", "90 minutes before": the largest unit that divides the offset. */
export function reminderLabel({ t }: Pick<HostI18n, "t">, minutes: number): string {
  const unit = UNITS.find((candidate) => minutes % candidate.minutes === 0) ?? { minutes: 1, key: "eventtypes.reminders.minutes" };
  return t(unit.key, { count: minutes / unit.minutes });
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
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <fieldset className="limits-fields">
      <legend>{t("eventtypes.reminders.title")}</legend>
      <p className="field-hint">{t("eventtypes.reminders.hint")}</p>
      <div className="reminder-choices">
        {choices.map((minutes) => (
          <label key={minutes} className="checkbox-row">
            <input type="checkbox" checked={values.offsets.includes(minutes)} onChange={(event) => toggle(minutes, event.target.checked)} />
            {reminderLabel(i18n, minutes)}
          </label>
        ))}
      </div>
      <label className="checkbox-row">
        <input type="checkbox" checked={values.notifyHost} onChange={(event) => onChange({ ...values, notifyHost: event.target.checked })} />
        {t("eventtypes.reminders.notifyHost")}
      </label>
    </fieldset>
  );
}
