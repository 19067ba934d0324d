import { DAY_MS, parseDay } from "../../worker/domain/calendar-days";
import type { CalendarEntry } from "../../worker/domain/calendar-entry";
import type { Frequency, RecurrenceRule, WeekdayCode } from "../../worker/domain/recurrence";

/** A calendar entry: a one-hour timed entry at `startTime` unless `values` say otherwise. */
export function calendarEntry(values: Partial<CalendarEntry> & Pick<CalendarEntry, "type" | "startTime">): CalendarEntry {
  return {
    isAllDay: false,
    endTime: values.startTime + 3_600_000,
    startDay: null,
    endDay: null,
    timezone: "UTC",
    rule: null,
    exdates: new Set(),
    isBusy: true,
    mirrorsBooking: false,
    ...values,
  };
}

/** Every `interval` periods (WEEKLY: on `byDay`, else the first date's weekday), with no end. */
export const repeating = (frequency: Frequency, byDay: WeekdayCode[] = [], interval = 1): RecurrenceRule => ({
  frequency,
  interval,
  byDay,
  endDate: null,
});

/** The fields of an all-day entry from its first to its last date, inclusive. */
export function allDayDates(first: string, last = first): Pick<CalendarEntry, "isAllDay" | "startDay" | "endDay" | "startTime" | "endTime"> {
  const startDay = parseDay(first)!;
  const endDay = parseDay(last)!;
  return { isAllDay: true, startDay, endDay, startTime: startDay * DAY_MS, endTime: (endDay + 1) * DAY_MS };
}
