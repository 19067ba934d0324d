import { dayString, isoOf } from "../domain/calendar-days";
import { firstOccurrence, type Occurrence } from "../domain/event-occurrences";
import { ruleOfStored } from "../domain/calendar-entry";
import { type CalendarEventRow, type StoredEntry, toCalendarEntry } from "./calendar-entries";

export interface RecurrenceJson {
  frequency: "YEARLY" | "MONTHLY" | "WEEKLY";
  interval: number;
  /** Comma-joined weekday codes ("MO,WE"), WEEKLY only; null otherwise. */
  by_day: string | null;
  end_date: string | null;
}

/** One calendar event as the API answers it, with what the calendar screens need. */
export interface CalendarEventJson {
  /** The row to PUT/DELETE: a series' row for each of its occurrences, a detached occurrence's own row. */
  id: number;
  title: string;
  type: CalendarEventRow["type"];
  description: string;
  location: string;
  is_all_day: boolean;
  /** ISO 8601 UTC; all-day: midnight UTC of start_date. */
  start_time: string;
  /** ISO 8601 UTC or null (a point in time); all-day: midnight UTC after end_date. */
  end_time: string | null;
  /** All-day events: first and last day (inclusive), yyyy-MM-dd; null for timed events. */
  start_date: string | null;
  end_date: string | null;
  timezone: string;
  guests: string[];
  recurrence_id: string | null;
  recurrence: RecurrenceJson | null;
  /** For occurrences of a series (detached ones included): the start to send back as original_start_time. */
  original_start_time: string | null;
  is_busy: boolean;
  booking_id: number | null;
  /** The booking's own private link, for the host's entry and a booker's saved copy; null otherwise. */
  manage_url: string | null;
  booker_name: string | null;
  booker_email: string | null;
}

function recurrenceJson(series: CalendarEventRow | null): RecurrenceJson | null {
  const rule = series ? ruleOfStored(series) : null;
  if (!rule) return null;
  return {
    frequency: rule.frequency,
    interval: rule.interval,
    by_day: rule.byDay.length > 0 ? rule.byDay.join(",") : null,
    end_date: rule.endDate,
  };
}

/**
 * The JSON of one occurrence. `series` is the row whose recurrence it belongs to: the row itself
 * for a series, the parent for a detached occurrence, null for a single event.
 */
export function eventJson(occurrence: Occurrence<StoredEntry>, series: CalendarEventRow | null): CalendarEventJson {
  const { row } = occurrence.entry;
  const recurrence = recurrenceJson(series);
  const detachedFrom = row.parentEventId !== null ? row.originalStartTime : null;
  const originalStart = detachedFrom ?? (recurrence ? occurrence.originalStart : null);
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    location: row.location,
    is_all_day: row.isAllDay,
    start_time: isoOf(occurrence.start),
    end_time: occurrence.end === null ? null : isoOf(occurrence.end),
    start_date: occurrence.startDay === null ? null : dayString(occurrence.startDay),
    end_date: occurrence.endDay === null ? null : dayString(occurrence.endDay),
    timezone: row.timezone,
    guests: row.guests,
    recurrence_id: row.recurrenceId,
    recurrence,
    original_start_time: originalStart === null ? null : isoOf(originalStart),
    is_busy: row.isBusy,
    booking_id: row.bookingId,
    manage_url: row.manageUrl,
    booker_name: row.bookerName,
    booker_email: row.bookerEmail,
  };
}

/** A row at its own start (a series as its first occurrence), showing the recurrence of `series`. */
export const firstOccurrenceJson = (row: CalendarEventRow, series: CalendarEventRow | null): CalendarEventJson =>
  eventJson(firstOccurrence(toCalendarEntry(row))!, series);

/** A row at its own start: a series (as its first occurrence) with its recurrence, a single event without. */
export const rowJson = (row: CalendarEventRow): CalendarEventJson => firstOccurrenceJson(row, ruleOfStored(row) ? row : null);
