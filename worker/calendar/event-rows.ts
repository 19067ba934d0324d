import { and, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { calendarEvents } from "../../drizzle/schema";
import type { CalendarEventRow } from "./calendar-entries";
import type { Db } from "../env";
import { notFound } from "../http/http-error";

/** The user's event `id`; someone else's or a missing one is the same 404. */
export async function findOwnedEvent(db: Db, userId: number, id: number): Promise<CalendarEventRow> {
  const row = await findOwnedEventOrNull(db, userId, id);
  if (!row) throw notFound("Event");
  return row;
}

export async function findOwnedEventOrNull(db: Db, userId: number, id: number): Promise<CalendarEventRow | null> {
  const row = await db.query.calendarEvents.findFirst({ where: and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)) });
  return row ?? null;
}

/** Detached occurrences of a series row. */
export const childrenOf = (db: Db, series: CalendarEventRow) =>
  db
    .select({ id: calendarEvents.id, originalStartTime: calendarEvents.originalStartTime })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, series.userId), eq(calendarEvents.parentEventId, series.id)));

/**
 * Parts of the same series that start after `series` (left by earlier 'this and all future' edits):
 * a change to this part and all future events replaces them.
 */
export async function laterPartIds(db: Db, series: CalendarEventRow): Promise<number[]> {
  if (!series.recurrenceId) return [];
  const rows = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, series.userId),
        eq(calendarEvents.recurrenceId, series.recurrenceId),
        isNull(calendarEvents.parentEventId),
        ne(calendarEvents.id, series.id),
        gt(calendarEvents.startTime, series.startTime),
      ),
    );
  return rows.map((row) => row.id);
}

/** Deletes series rows and their detached occurrences. */
export const deleteWithChildren = (db: Db, userId: number, ids: readonly number[]) =>
  db
    .delete(calendarEvents)
    .where(
      and(eq(calendarEvents.userId, userId), or(inArray(calendarEvents.id, [...ids]), inArray(calendarEvents.parentEventId, [...ids]))),
    );

/** Adds one exdate in SQL, so concurrent 'this event only' edits never drop each other's. */
export const appendExdate = (db: Db, series: CalendarEventRow, originalStart: number) =>
  db
    .update(calendarEvents)
    .set({ recurrenceExdates: sql`json_insert(${calendarEvents.recurrenceExdates}, '$[#]', ${originalStart})` })
    .where(and(eq(calendarEvents.id, series.id), eq(calendarEvents.userId, series.userId)));
