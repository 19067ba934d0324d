import { MAX_OCCURRENCES_PER_YEAR, occurrencesInNextYearOf, type RowRhythm } from "../domain/calendar-load";
import { HttpError } from "../http/http-error";

export const CALENDAR_TOO_BUSY = `Your calendar would hold more than ${MAX_OCCURRENCES_PER_YEAR} events in the next 12 months once repeats are counted. Remove some repeating events first.`;

interface StoredRhythm {
  id: number;
  ics_uid: string | null;
  start_time: number;
  recurrence_freq: string | null;
  recurrence_interval: number | null;
  recurrence_by_day: string | null;
  recurrence_end_date: string | null;
}

/** Stored rows a write replaces, counted only as their new version: by id (an edit) or UID (an import). */
export interface ReplacedRows {
  ids?: ReadonlySet<number>;
  uids?: ReadonlySet<string>;
}

/**
 * 400 before a write that would make the user's calendar happen more than the limit allows over the
 * next year: every month of the booking page expands this calendar for every visitor. Imports,
 * new series and edits that make an event repeat all pass here.
 */
export async function refuseOverloadedCalendar(d1: D1Database, userId: number, added: readonly RowRhythm[], replaced: ReplacedRows, now: number): Promise<void> {
  const { results } = await d1
    .prepare(
      `select id, ics_uid, start_time, recurrence_freq, recurrence_interval, recurrence_by_day, recurrence_end_date
       from calendar_events where user_id = ? and parent_event_id is null`,
    )
    .bind(userId)
    .all<StoredRhythm>();
  const kept = results
    .filter((row) => !replaced.ids?.has(row.id) && (row.ics_uid === null || !replaced.uids?.has(row.ics_uid)))
    .map((row) => ({
      startTime: row.start_time,
      recurrenceFreq: row.recurrence_freq,
      recurrenceInterval: row.recurrence_interval,
      recurrenceByDay: row.recurrence_by_day,
      recurrenceEndDate: row.recurrence_end_date,
    }));
  if (occurrencesInNextYearOf([...kept, ...added], now) > MAX_OCCURRENCES_PER_YEAR) throw new HttpError(400, CALENDAR_TOO_BUSY);
}
