import { calendarEvents } from "../../drizzle/schema";
import { parseDay } from "../domain/calendar-days";
import type { CalendarEntry } from "../domain/calendar-entry";
import { FREQUENCIES, parseByDay, type RecurrenceRule } from "../domain/recurrence";

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** The columns a calendar entry is read from, for queries that need no more (the booking page's busy time). */
export const entryColumns = {
  type: calendarEvents.type,
  isAllDay: calendarEvents.isAllDay,
  startTime: calendarEvents.startTime,
  endTime: calendarEvents.endTime,
  startDate: calendarEvents.startDate,
  endDate: calendarEvents.endDate,
  timezone: calendarEvents.timezone,
  recurrenceFreq: calendarEvents.recurrenceFreq,
  recurrenceInterval: calendarEvents.recurrenceInterval,
  recurrenceByDay: calendarEvents.recurrenceByDay,
  recurrenceEndDate: calendarEvents.recurrenceEndDate,
  recurrenceExdates: calendarEvents.recurrenceExdates,
  isBusy: calendarEvents.isBusy,
  bookingId: calendarEvents.bookingId,
};

type EntryRow = Pick<CalendarEventRow, keyof typeof entryColumns>;
type RuleColumns = Pick<CalendarEventRow, "recurrenceFreq" | "recurrenceInterval" | "recurrenceByDay" | "recurrenceEndDate">;

/** A domain entry that keeps the row it was read from, for answers that show the row's other fields. */
export type StoredEntry<Row extends EntryRow = CalendarEventRow> = CalendarEntry & { row: Row };

/** The row's recurrence, or null for a single event. */
export function ruleOfRow(row: RuleColumns): RecurrenceRule | null {
  const frequency = FREQUENCIES.find((value) => value === row.recurrenceFreq);
  if (!frequency) return null;
  return {
    frequency,
    interval: row.recurrenceInterval ?? 1,
    byDay: frequency === "WEEKLY" ? (parseByDay(row.recurrenceByDay ?? "") ?? []) : [],
    endDate: row.recurrenceEndDate,
  };
}

/** A stored row as the domain reads it: days and rule parsed, exdates as a set. */
export function toCalendarEntry<Row extends EntryRow>(row: Row): StoredEntry<Row> {
  return {
    type: row.type,
    isAllDay: row.isAllDay,
    startTime: row.startTime,
    endTime: row.endTime,
    startDay: row.isAllDay ? parseDay(row.startDate ?? "") : null,
    endDay: row.isAllDay ? parseDay(row.endDate ?? row.startDate ?? "") : null,
    timezone: row.timezone,
    rule: ruleOfRow(row),
    exdates: new Set(row.recurrenceExdates),
    isBusy: row.isBusy,
    mirrorsBooking: row.bookingId !== null,
    row,
  };
}
