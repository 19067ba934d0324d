import { type ImportedEvent, NOT_A_CALENDAR, readIcsCalendar } from "../domain/ics/ics-import";
import { IcsImportError } from "../domain/ics/ics-import-error";
import { HttpError } from "../http/http-error";
import { refuseOverloadedCalendar } from "./calendar-load";

export const MAX_ICS_BYTES = 2 * 1024 * 1024;
/*
 * One statement carries its rows as one JSON parameter: two bound parameters (D1 allows 100), a
 * handful of statements per import (D1's free plan allows 50 per request), each parameter under
 * D1's 2 MB value limit even if every character took 3 bytes.
 */
const MAX_ROWS_PER_STATEMENT = 1000;
const MAX_JSON_PER_STATEMENT = 600_000;

/** Rows as the JSON each statement reads back through json_each. */
const jsonRow = (row: ImportedEvent) => ({
  ...row,
  isAllDay: row.isAllDay ? 1 : 0,
  isBusy: row.isBusy ? 1 : 0,
  recurrenceExdates: JSON.stringify(row.recurrenceExdates),
});

function chunks(rows: ImportedEvent[]): string[] {
  const result: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(jsonRow(row));
    if (current.length >= MAX_ROWS_PER_STATEMENT || (current.length > 0 && size + json.length > MAX_JSON_PER_STATEMENT)) {
      result.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(json);
    size += json.length;
  }
  if (current.length > 0) result.push(`[${current.join(",")}]`);
  return result;
}

const field = (name: string) => `json_extract(j.value, '$.${name}')`;
const IMPORTED_FIELDS = [
  "icsUid",
  "title",
  "type",
  "description",
  "location",
  "isAllDay",
  "startTime",
  "endTime",
  "startDate",
  "endDate",
  "timezone",
  "recurrenceId",
  "recurrenceFreq",
  "recurrenceInterval",
  "recurrenceByDay",
  "recurrenceEndDate",
  "recurrenceExdates",
] as const;

/**
 * Inserts a chunk of rows (?2: JSON array) for user ?1, or updates the rows an earlier import of the
 * same UIDs wrote (the (user_id, ics_uid) unique index). A detached occurrence finds its series by
 * the series' ics_uid, written by an earlier statement of the same batch. Raw D1 statements:
 * drizzle cannot batch raw SQL that has parameters.
 */
const UPSERT_ROWS = `
  insert into calendar_events (user_id, ics_uid, title, type, description, location, is_all_day, start_time, end_time,
    start_date, end_date, timezone, recurrence_id, recurrence_freq, recurrence_interval, recurrence_by_day,
    recurrence_end_date, recurrence_exdates, parent_event_id, original_start_time, is_busy)
  select ?1, ${IMPORTED_FIELDS.map(field).join(", ")},
    (select p.id from calendar_events p where p.user_id = ?1 and p.ics_uid = ${field("parentIcsUid")}),
    ${field("originalStartTime")}, ${field("isBusy")}
  from json_each(?2) j where true
  on conflict (user_id, ics_uid) do update set
    title = excluded.title, type = excluded.type, description = excluded.description, location = excluded.location,
    is_all_day = excluded.is_all_day, start_time = excluded.start_time, end_time = excluded.end_time,
    start_date = excluded.start_date, end_date = excluded.end_date, timezone = excluded.timezone,
    recurrence_id = excluded.recurrence_id, recurrence_freq = excluded.recurrence_freq,
    recurrence_interval = excluded.recurrence_interval, recurrence_by_day = excluded.recurrence_by_day,
    recurrence_end_date = excluded.recurrence_end_date, recurrence_exdates = excluded.recurrence_exdates,
    parent_event_id = excluded.parent_event_id, original_start_time = excluded.original_start_time,
    is_busy = excluded.is_busy`;

/** Reads an uploaded file's bytes as text; binary junk (not UTF-8, or NUL bytes) is not a calendar. */
export function icsText(bytes: ArrayBuffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HttpError(400, NOT_A_CALENDAR);
  }
  if (text.includes("\u0000")) throw new HttpError(400, NOT_A_CALENDAR);
  return text;
}

/**
 * POST /api/events/import-ics: every event of the file in one batch (all or nothing); a re-import
 * updates the rows it wrote before instead of adding new ones.
 */
export async function importIcs(d1: D1Database, userId: number, text: string, timezone: string, now: number): Promise<{ message: string }> {
  let rows: ImportedEvent[];
  try {
    rows = readIcsCalendar(text, { now, timezone });
  } catch (error) {
    if (error instanceof IcsImportError) throw new HttpError(400, error.message);
    throw error;
  }
  // Detached occurrences replace an occurrence of their series: they add nothing to its count.
  const masters = rows.filter((row) => row.parentIcsUid === null);
  await refuseOverloadedCalendar(d1, userId, masters, { uids: new Set(rows.map((row) => row.icsUid)) }, now);
  // Series first, in statements of their own: a detached occurrence's statement looks its series up.
  const series = chunks(masters);
  const detached = chunks(rows.filter((row) => row.parentIcsUid !== null));
  const statement = d1.prepare(UPSERT_ROWS);
  const statements = [...series, ...detached].map((json) => statement.bind(userId, json));
  if (statements.length > 0) await d1.batch(statements);
  return { message: `Imported ${rows.length} event${rows.length === 1 ? "" : "s"}.` };
}
