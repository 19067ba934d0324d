import { parseDay } from "./calendar-days";
import { FREQUENCIES, parseByDay, type RecurrenceRule } from "./recurrence";

/** What a calendar entry is: booked ones come from bookings only. */
export const CALENDAR_EVENT_TYPES = ["personal", "blocked", "birthday", "booked"] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/**
 * A calendar entry as the domain reads it: what expansion and busy time need, already parsed. The
 * worker maps stored rows to entries where it queries them (worker/calendar/calendar-entries.ts).
 */
export interface CalendarEntry {
  type: CalendarEventType;
  isAllDay: boolean;
  /** Timed: epoch ms. All-day: midnight UTC of the first day. */
  startTime: number;
  /** Null: a point in time. */
  endTime: number | null;
  /** All-day entries: first and last day (epoch days), inclusive; null when timed. */
  startDay: number | null;
  endDay: number | null;
  /** The zone a series repeats its wall-clock time in. */
  timezone: string;
  /** Null: a single entry. */
  rule: RecurrenceRule | null;
  /** Original occurrence starts (epoch ms) removed or detached from the series. */
  exdates: ReadonlySet<number>;
  /** False for entries marked free: shown, never blocking. */
  isBusy: boolean;
  /** The host's copy of a booking: the booking itself blocks, so its entry does not. */
  mirrorsBooking: boolean;
}

/** An entry as rows and imports hold it: dates as text, the rule in its columns, exdates as a list. */
export interface StoredEntryFields {
  type: CalendarEventType;
  isAllDay: boolean;
  startTime: number;
  endTime: number | null;
  /** All-day entries: "yyyy-MM-dd", inclusive; a missing end date is the start date. */
  startDate: string | null;
  endDate: string | null;
  timezone: string;
  recurrenceFreq: string | null;
  recurrenceInterval: number | null;
  /** Comma-joined weekday codes ("MO,WE"), WEEKLY only. */
  recurrenceByDay: string | null;
  recurrenceEndDate: string | null;
  recurrenceExdates: readonly number[];
  isBusy: boolean;
}

/** The stored rule, or null for a single entry (an unknown frequency reads as none). */
export function ruleOfStored(stored: Pick<StoredEntryFields, "recurrenceFreq" | "recurrenceInterval" | "recurrenceByDay" | "recurrenceEndDate">): RecurrenceRule | null {
  const frequency = FREQUENCIES.find((value) => value === stored.recurrenceFreq);
  if (!frequency) return null;
  return {
    frequency,
    interval: stored.recurrenceInterval ?? 1,
    byDay: frequency === "WEEKLY" ? (parseByDay(stored.recurrenceByDay ?? "") ?? []) : [],
    endDate: stored.recurrenceEndDate,
  };
}

/** A stored entry as the domain reads it: days and rule parsed, exdates as a set. */
export function calendarEntryOf(stored: StoredEntryFields, mirrorsBooking: boolean): CalendarEntry {
  return {
    type: stored.type,
    isAllDay: stored.isAllDay,
    startTime: stored.startTime,
    endTime: stored.endTime,
    startDay: stored.isAllDay ? parseDay(stored.startDate ?? "") : null,
    endDay: stored.isAllDay ? parseDay(stored.endDate ?? stored.startDate ?? "") : null,
    timezone: stored.timezone,
    rule: ruleOfStored(stored),
    exdates: new Set(stored.recurrenceExdates),
    isBusy: stored.isBusy,
    mirrorsBooking,
  };
}
