import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { calendarEvents } from "../../drizzle/schema";
import { DAY_MS, dayOfCivil, dayString, MAX_YEAR, MIN_YEAR } from "../domain/calendar-days";
import { expandEvents } from "../domain/event-occurrences";
import { ruleOfStored } from "../domain/calendar-entry";
import { type CalendarEventRow, toCalendarEntry } from "./calendar-entries";
import { localMonthRange } from "../domain/time-zones";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { MAX_EVENT_DAYS } from "./event-input";
import { type CalendarEventJson, eventJson } from "./event-view";

/**
 * GET /api/events/manual?month=yyyy-MM&tz=Zone: every occurrence overlapping the month as `tz`
 * sees it (all-day events by their dates), series expanded here, sorted by start.
 */
export async function listMonth(db: Db, userId: number, month: string, tz: string): Promise<CalendarEventJson[]> {
  const year = Number(month.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) throw new HttpError(400, `month must be between ${MIN_YEAR} and ${MAX_YEAR}.`);
  const range = localMonthRange(month, tz);
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const firstDay = dayOfCivil(year, monthIndex, 1);
  const lastDay = dayOfCivil(year, monthIndex + 1, 1) - 1;
  // All-day rows sit at UTC midnights, a zone's month is < 1 day off UTC: one day of margin covers both.
  const from = range.start - DAY_MS;
  const to = range.end + DAY_MS;
  // A series that ended earlier than this cannot reach the month, even with its longest occurrence.
  const seriesEndedBefore = dayString(Math.floor(from / DAY_MS) - MAX_EVENT_DAYS);
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        lt(calendarEvents.startTime, to),
        or(
          and(
            isNotNull(calendarEvents.recurrenceFreq),
            or(isNull(calendarEvents.recurrenceEndDate), gte(calendarEvents.recurrenceEndDate, seriesEndedBefore)),
          ),
          gte(sql`coalesce(${calendarEvents.endTime}, ${calendarEvents.startTime})`, from),
        ),
      ),
    );
  const seriesById = new Map(rows.filter((row) => ruleOfStored(row)).map((row) => [row.id, row]));
  // A detached occurrence shows its series' recurrence, even when the series itself is not in view.
  const missingParents = [
    ...new Set(rows.flatMap((row) => (row.parentEventId !== null && !seriesById.has(row.parentEventId) ? [row.parentEventId] : []))),
  ];
  if (missingParents.length > 0) {
    const parents = await db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, userId), inArray(calendarEvents.id, missingParents)));
    for (const parent of parents) seriesById.set(parent.id, parent);
  }
  const seriesOf = (row: CalendarEventRow) => seriesById.get(row.parentEventId ?? row.id) ?? null;
  return expandEvents(rows.map(toCalendarEntry), { start: range.start, end: range.end, firstDay, lastDay })
    .sort((a, b) => a.start - b.start || a.entry.row.id - b.entry.row.id)
    .map((occurrence) => eventJson(occurrence, seriesOf(occurrence.entry.row)));
}
