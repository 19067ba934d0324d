import { calendarEvents } from "../../drizzle/schema";
import { type CalendarEntry, calendarEntryOf } from "../domain/calendar-entry";

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

/** A domain entry that keeps the row it was read from, for answers that show the row's other fields. */
export type StoredEntry<Row extends EntryRow = CalendarEventRow> = CalendarEntry & { row: Row };

/** A stored row as the domain reads it: days and rule parsed, exdates as a set. */
export function toCalendarEntry<Row extends EntryRow>(row: Row): StoredEntry<Row> {
  return { ...calendarEntryOf(row, row.bookingId !== null), row };
}
