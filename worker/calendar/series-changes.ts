import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { calendarEvents } from "../../drizzle/schema";
import { dayBeforeOccurrence, followMovedSeries, type SeriesAnchor } from "../domain/calendar-series-edits";
import { dayString } from "../domain/calendar-days";
import type { CalendarEventRow } from "./calendar-entries";
import type { Db } from "../env";
import { childrenOf, deleteWithChildren, laterPartIds } from "./event-rows";
import type { EventFields } from "./event-values";

type BatchItems = BatchItem<"sqlite">[];
type Child = { id: number; originalStartTime: number | null };

const updateRow = (db: Db, row: CalendarEventRow, values: Partial<typeof calendarEvents.$inferInsert>) =>
  db
    .update(calendarEvents)
    .set(values)
    .where(and(eq(calendarEvents.id, row.id), eq(calendarEvents.userId, row.userId)));

const deleteRow = (db: Db, id: number) => db.delete(calendarEvents).where(eq(calendarEvents.id, id));

const anchorOf = (values: { startTime: number; timezone: string; isAllDay: boolean }): SeriesAnchor => ({
  start: values.startTime,
  timezone: values.timezone,
  isAllDay: values.isAllDay,
});

const isFrom = (originalStart: number) => (child: Child) => (child.originalStartTime ?? 0) >= originalStart;

/** Writes that end `series` the day before `originalStart` and drop everything of it from there on. */
function cutAt(db: Db, series: CalendarEventRow, originalStart: number, children: Child[], laterParts: number[]): BatchItems {
  return [
    updateRow(db, series, {
      recurrenceEndDate: dayString(dayBeforeOccurrence(series, originalStart)),
      recurrenceExdates: series.recurrenceExdates.filter((start) => start < originalStart),
    }),
    ...children.filter(isFrom(originalStart)).map((child) => deleteRow(db, child.id)),
    ...(laterParts.length > 0 ? [deleteWithChildren(db, series.userId, laterParts)] : []),
  ];
}

/**
 * 'This and all future events' from the occurrence at `originalStart`, or the whole series from its
 * first occurrence. Before the occurrence the series keeps its values and now ends the day before;
 * from it on, the series takes `fields` (which may repeat differently, or not at all). Detached
 * occurrences from there on are replaced, deleted ones stay deleted, later parts of the series (left
 * by earlier splits) are replaced. One batch. Answers the row now holding the new values.
 */
export async function changeSeriesFrom(
  db: Db,
  series: CalendarEventRow,
  originalStart: number,
  fields: EventFields,
): Promise<CalendarEventRow> {
  const [children, laterParts] = await Promise.all([childrenOf(db, series), laterPartIds(db, series)]);
  const repeats = fields.recurrenceFreq !== null;
  const recurrenceId = repeats ? series.recurrenceId : null;
  const exdates = series.recurrenceExdates;

  if (originalStart <= series.startTime) {
    // Exdates and detached occurrences follow a series that moved; they go when it stops repeating.
    // A detached first occurrence is the one being changed: it returns to the series.
    const follow = (starts: number[]) => (repeats ? followMovedSeries(starts, anchorOf(series), anchorOf(fields)) : []);
    const replaced = children.filter((child) => child.originalStartTime === series.startTime);
    const kept = exdates.filter((start) => start !== series.startTime || replaced.length === 0);
    const childWrites = children.map((child) => {
      if (replaced.includes(child)) return deleteRow(db, child.id);
      const [moved] = follow([child.originalStartTime ?? 0]);
      if (moved === undefined) return deleteRow(db, child.id);
      return db.update(calendarEvents).set({ originalStartTime: moved }).where(eq(calendarEvents.id, child.id));
    });
    const [updated] = await db.batch([
      updateRow(db, series, { ...fields, recurrenceId, recurrenceExdates: follow(kept) }).returning(),
      ...childWrites,
      ...(laterParts.length > 0 ? [deleteWithChildren(db, series.userId, laterParts)] : []),
    ]);
    return updated[0]!;
  }

  const detachedStarts = new Set(children.filter(isFrom(originalStart)).map((child) => child.originalStartTime));
  const deletedFromHere = exdates.filter((start) => start >= originalStart && !detachedStarts.has(start));
  const carried = repeats ? followMovedSeries(deletedFromHere, { ...anchorOf(series), start: originalStart }, anchorOf(fields)) : [];
  const [inserted] = await db.batch([
    db
      .insert(calendarEvents)
      .values({ ...fields, userId: series.userId, recurrenceId, recurrenceExdates: carried, isBusy: series.isBusy })
      .returning(),
    ...cutAt(db, series, originalStart, children, laterParts),
  ]);
  return inserted[0]!;
}

/**
 * Deletes the occurrence at `originalStart` and all after it: from the first occurrence, the whole
 * series with its later parts; otherwise the series now ends the day before. One batch.
 */
export async function deleteSeriesFrom(db: Db, series: CalendarEventRow, originalStart: number): Promise<void> {
  const [children, laterParts] = await Promise.all([childrenOf(db, series), laterPartIds(db, series)]);
  if (originalStart <= series.startTime) {
    await deleteWithChildren(db, series.userId, [series.id, ...laterParts]);
    return;
  }
  const [first, ...rest] = cutAt(db, series, originalStart, children, laterParts);
  await db.batch([first!, ...rest]);
}
