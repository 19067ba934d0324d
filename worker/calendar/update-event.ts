import { and, eq } from "drizzle-orm";
import { calendarEvents } from "../../drizzle/schema";
import { dayBeforeOccurrence } from "../domain/calendar-series-edits";
import { dayString } from "../domain/calendar-days";
import { ruleOfStored } from "../domain/calendar-entry";
import type { CalendarEventRow } from "./calendar-entries";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { refuseOverloadedCalendar } from "./calendar-load";
import { type EventDefaults, eventInputOf } from "./event-input";
import { appendExdate, findOwnedEvent, findOwnedEventOrNull } from "./event-rows";
import type { EventUpdateBody } from "./event-schemas";
import { eventFields, type EventFields, withoutRecurrence } from "./event-values";
import { type CalendarEventJson, firstOccurrenceJson, rowJson } from "./event-view";
import { namedOccurrence, requireScope } from "./occurrence-request";
import { changeSeriesFrom } from "./series-changes";

/** A PUT that leaves a field out keeps the event's value (the series' rule for a detached occurrence). */
const defaultsOf = (row: CalendarEventRow, series: CalendarEventRow): EventDefaults => ({
  type: row.type,
  description: row.description,
  location: row.location,
  guests: row.guests,
  timezone: row.timezone,
  recurrence: ruleOfStored(series),
});

async function updateInPlace(db: Db, row: CalendarEventRow, values: Partial<typeof calendarEvents.$inferInsert>) {
  const [updated] = await db
    .update(calendarEvents)
    .set(values)
    .where(and(eq(calendarEvents.id, row.id), eq(calendarEvents.userId, row.userId)))
    .returning();
  return updated!;
}

/** 'This event only' on a series: the occurrence leaves the series (exdate) and lives on as its own row. */
async function detachOccurrence(db: Db, series: CalendarEventRow, originalStart: number, fields: EventFields) {
  const [, [detached]] = await db.batch([
    appendExdate(db, series, originalStart),
    db
      .insert(calendarEvents)
      .values({
        ...withoutRecurrence(fields),
        userId: series.userId,
        recurrenceId: series.recurrenceId,
        parentEventId: series.id,
        originalStartTime: originalStart,
        isBusy: series.isBusy,
      })
      .returning(),
  ]);
  return detached!;
}

/**
 * PUT /api/events/manual/{id}. A single event changes in place (and may start repeating). On a
 * series, 'single' detaches the occurrence named by original_start_time; 'all' changes it and every
 * later one, or the whole series from its first occurrence. A detached occurrence changes alone, or
 * with 'all' acts on its series from its original place. Booked events are cancelled, never edited.
 */
export async function updateEvent(db: Db, d1: D1Database, userId: number, id: number, body: EventUpdateBody, now: number): Promise<CalendarEventJson> {
  const row = await findOwnedEvent(db, userId, id);
  if (row.type === "booked") throw new HttpError(400, "Booked events cannot be edited, only cancelled.");
  const parent = row.parentEventId === null ? null : await findOwnedEventOrNull(db, userId, row.parentEventId);
  const series = parent ?? row;
  const repeating = ruleOfStored(series) !== null;
  const allFromHere = body.updateScope === "all" && repeating && (parent === null || row.originalStartTime !== null);
  const oneOccurrence = repeating && !allFromHere;
  if (oneOccurrence && parent === null) requireScope(body);
  // One occurrence cannot repeat: whatever recurrence the form sends along is not for it.
  const input = eventInputOf(oneOccurrence ? { ...body, recurrence: null } : body, defaultsOf(row, series));
  if (input.type === "booked") throw new HttpError(400, "type must be personal, blocked or birthday.");
  const fields = eventFields(input);

  if (!repeating) {
    // A detached occurrence whose series is gone or stopped repeating is an event of its own now.
    if (fields.recurrenceFreq) await refuseOverloadedCalendar(d1, userId, [fields], { ids: new Set([row.id]) }, now);
    const recurrenceId = input.recurrence ? crypto.randomUUID() : null;
    return rowJson(await updateInPlace(db, row, { ...fields, recurrenceId, parentEventId: null, originalStartTime: null }));
  }
  if (allFromHere) {
    const originalStart = parent ? row.originalStartTime! : namedOccurrence(row, body, true);
    if (fields.recurrenceFreq) {
      // The series keeps repeating as before until the changed occurrence, and as `fields` from it on.
      const before = originalStart > series.startTime ? [{ ...series, recurrenceEndDate: dayString(dayBeforeOccurrence(series, originalStart)) }] : [];
      await refuseOverloadedCalendar(d1, userId, [...before, fields], { ids: new Set([series.id]) }, now);
    }
    return rowJson(await changeSeriesFrom(db, series, originalStart, fields));
  }
  if (parent) return firstOccurrenceJson(await updateInPlace(db, row, withoutRecurrence(fields)), parent);
  const originalStart = namedOccurrence(row, body, false);
  return firstOccurrenceJson(await detachOccurrence(db, row, originalStart, fields), row);
}
