import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { EventType, EventTypeInput } from "./event-types-api";
import { type FormError, formError } from "./form-error";

/*
 * The Limits section of the booking type form, as typed: every field is optional and
 * stays text until checked. Notice and the cut-off are asked in hours, stored in minutes.
 */
export interface LimitsValues {
  noticeHours: string;
  windowDays: string;
  windowStart: string;
  windowEnd: string;
  maxPerDay: string;
  maxPerWeek: string;
  cutoffHours: string;
}

export type LimitsErrors = Partial<Record<keyof LimitsValues, FormError>>;

const text = (value: number | null) => (value === null ? "" : String(value));
const hoursText = (minutes: number | null) => (minutes === null || minutes === 0 ? "" : String(minutes / 60));

export const initialLimits = (eventType: EventType | null): LimitsValues => ({
  noticeHours: hoursText(eventType?.min_notice ?? null),
  windowDays: text(eventType?.limits.window_days ?? null),
  windowStart: eventType?.limits.window_start ?? "",
  windowEnd: eventType?.limits.window_end ?? "",
  maxPerDay: text(eventType?.limits.max_per_day ?? null),
  maxPerWeek: text(eventType?.limits.max_per_week ?? null),
  cutoffHours: hoursText(eventType?.limits.change_cutoff ?? null),
});

const WHOLE = /^\d+$/;
/** Hours in steps of a quarter hour ("1.5" yes, "1.3" no). */
const QUARTER_HOURS = /^\d+(\.(25|5|50|75))?$/;

export function validateLimits(values: LimitsValues): LimitsErrors {
  const errors: LimitsErrors = {};
  const count = (field: "windowDays" | "maxPerDay" | "maxPerWeek", max: number, key: HostMessageKey) => {
    const value = values[field].trim();
    if (value && (!WHOLE.test(value) || Number(value) < 1 || Number(value) > max)) errors[field] = formError(key, { max });
  };
  count("windowDays", 365, "eventtypes.limits.daysAheadError");
  count("maxPerDay", 100, "eventtypes.limits.perDayError");
  count("maxPerWeek", 500, "eventtypes.limits.perWeekError");
  for (const field of ["noticeHours", "cutoffHours"] as const) {
    const value = values[field].trim();
    if (value && (!QUARTER_HOURS.test(value) || Number(value) > 720)) errors[field] = formError("eventtypes.limits.hoursError", { max: 720 });
  }
  if (values.windowStart && values.windowEnd && values.windowEnd < values.windowStart) errors.windowEnd = formError("eventtypes.limits.windowError");
  return errors;
}

const numberOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);
const minutesOrNull = (hours: string) => (hours.trim() ? Math.round(Number(hours.trim()) * 60) : null);

/** The request fields of valid values (validateLimits() found nothing). */
export function limitsInput(values: LimitsValues): Pick<EventTypeInput, "min_notice" | "limits"> {
  return {
    min_notice: minutesOrNull(values.noticeHours) ?? 0,
    limits: {
      window_days: numberOrNull(values.windowDays),
      window_start: values.windowStart || null,
      window_end: values.windowEnd || null,
      max_per_day: numberOrNull(values.maxPerDay),
      max_per_week: numberOrNull(values.maxPerWeek),
      change_cutoff: minutesOrNull(values.cutoffHours),
    },
  };
}
