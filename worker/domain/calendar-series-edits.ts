import { DAY_MS } from "./calendar-days";
import { exactInstant, localDayOf, offsetAt } from "./time-zones";
import type { CalendarEntry } from "./calendar-entry";
import { expandEvents } from "./event-occurrences";

/*
 * Pure pieces of editing a recurring series ('This event only' / 'This and all future
 * events'): finding the occurrence a request names, where a truncated series ends, and how the
 * occurrence starts an exdate or a detached row names follow a series whose time moved.
 */

/** Whether `series` has a current occurrence that starts at `originalStart` (not removed). */
export function isOccurrence(series: CalendarEntry, originalStart: number): boolean {
  const day = Math.floor(originalStart / DAY_MS);
  const window = { start: originalStart, end: originalStart + 1, firstDay: day, lastDay: day };
  return expandEvents([series], window).some((occurrence) => occurrence.originalStart === originalStart);
}

/** The day before the occurrence at `originalStart`, in the series' zone: the last day left when it is cut there. */
export function dayBeforeOccurrence(series: Pick<CalendarEntry, "isAllDay" | "timezone">, originalStart: number): number {
  const day = series.isAllDay ? Math.floor(originalStart / DAY_MS) : localDayOf(originalStart, series.timezone);
  return day - 1;
}

export interface SeriesAnchor {
  start: number;
  timezone: string;
  isAllDay: boolean;
}

/**
 * Moves occurrence starts of a series along with its first occurrence: same distance in days and
 * wall-clock time, in the new zone. Starts of a series that changed between timed and all-day
 * cannot follow and are dropped.
 */
export function followMovedSeries(starts: readonly number[], from: SeriesAnchor, to: SeriesAnchor): number[] {
  if (from.isAllDay !== to.isAllDay) return [];
  if (from.isAllDay) return starts.map((start) => start + (to.start - from.start));
  const local = (instant: number, zone: string) => instant + offsetAt(instant, zone);
  const shift = local(to.start, to.timezone) - local(from.start, from.timezone);
  return starts.map((start) => exactInstant(local(start, from.timezone) + shift, to.timezone));
}
