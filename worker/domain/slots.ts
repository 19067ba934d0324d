import { type Interval, mergeIntervals, subtractIntervals, widenIntervals } from "./intervals";
import { type Schedule, scheduleWindows } from "./schedule-windows";
import { gridStarts } from "./slot-grid";
import { ZoneClock } from "./zone-clock";
import { MINUTE_MS } from "./calendar-days";
import { localMonthRange, offsetSegments } from "./time-zones";

export type { DateOverride, Schedule, WeeklyRule } from "./schedule-windows";

export interface SlotQuery {
  schedule: Schedule;
  durationMinutes: number;
  /** Kept free on both sides of every busy interval. */
  bufferMinutes: number;
  /** The earliest bookable start is `now` plus this. */
  minNoticeMinutes: number;
  /** Bookings and blocking calendar events, in any order, possibly overlapping. */
  busy: readonly Interval[];
  /** Only slots whose START lies in [range.start, range.end) are returned. */
  range: Interval;
  /** The zone whose clock the 15-minute grid follows. */
  visitorTimeZone: string;
  /** Passed in, never read from the clock, so the result depends on the arguments alone. */
  now: number;
}

/**
 * The bookable start instants, ascending and unique (docs/DECISIONS.md, Slots): the schedule's windows minus the
 * busy intervals widened by the buffer, then every quarter hour of the visitor's clock from which
 * the whole duration fits in one free window, no earlier than `now` plus the notice.
 * All sweeps run over epoch-ms numbers; Temporal is asked only for each zone's offsets and their
 * transitions (a few calls per month), not per day, window or slot.
 */
export function computeSlots(query: SlotQuery): number[] {
  const durationMs = query.durationMinutes * MINUTE_MS;
  const noticeMs = Math.max(0, query.minNoticeMinutes) * MINUTE_MS;
  const starts: Interval = { start: Math.max(query.range.start, query.now + noticeMs), end: query.range.end };
  if (!(durationMs > 0) || starts.start >= starts.end) return [];

  const windows = scheduleWindows(query.schedule, { start: starts.start, end: starts.end + durationMs });
  const busy = mergeIntervals(widenIntervals(query.busy, Math.max(0, query.bufferMinutes) * MINUTE_MS));
  const free = subtractIntervals(windows, busy);
  return gridStarts(free, durationMs, starts, offsetSegments(query.visitorTimeZone, starts));
}

/** The days of `month` ("yyyy-MM") in `timeZone` on which at least one of `slots` starts, ascending. */
export function availableDaysOfMonth(slots: readonly number[], month: string, timeZone: string): number[] {
  const monthRange = localMonthRange(month, timeZone);
  const clock = new ZoneClock(timeZone, monthRange);
  const firstDay = clock.epochDayAt(monthRange.start);
  const days = new Set<number>();
  for (const slot of slots) {
    if (slot >= monthRange.start && slot < monthRange.end) days.add(clock.epochDayAt(slot) - firstDay + 1);
  }
  return [...days].sort((a, b) => a - b);
}
