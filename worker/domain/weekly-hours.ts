import { MINUTES_PER_DAY } from "./calendar-days";

/**
 * Wall-clock times ("HH:mm") as a schedule's weekly rules and date overrides hold them (docs/DECISIONS.md, Time):
 * times in the schedule's own zone, never instants. A range whose end is before its start crosses
 * midnight into the next day; a range whose end equals its start is meaningless and refused.
 */

/** 00:00 to 23:59, two digits each: "9:00", "24:00" and "12:60" are not wall-clock times. */
export const WALL_CLOCK_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export interface WeeklyRange {
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/** "09:30" → 570. Expects a time that matches WALL_CLOCK_PATTERN. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Length of a range in minutes, counting through midnight when the end is before the start. */
export function rangeLength(start: string, end: string): number {
  const length = minutesOfDay(end) - minutesOfDay(start);
  return length > 0 ? length : length + MINUTES_PER_DAY;
}

export const crossesMidnight = (start: string, end: string) => minutesOfDay(end) < minutesOfDay(start);

const describeRange = (range: WeeklyRange) => `${range.start_time}–${range.end_time}`;

/** Minutes since Sunday 00:00 of a range's start and end; an end past Saturday wraps to Sunday. */
function weekSpan(range: WeeklyRange): { start: number; end: number } {
  const start = range.day_of_week * MINUTES_PER_DAY + minutesOfDay(range.start_time);
  return { start, end: start + rangeLength(range.start_time, range.end_time) };
}

function spansOverlap(a: WeeklyRange, b: WeeklyRange): boolean {
  const first = weekSpan(a);
  const second = weekSpan(b);
  // Shift by a whole week so a Saturday-night range is compared with Sunday morning too.
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some(
    (shift) => first.start < second.end + shift && second.start + shift < first.end,
  );
}

/**
 * The first pair of ranges that overlap on the weekly timeline (ranges that only touch do not), as a
 * sentence naming the day, or null. A range crossing midnight is checked against the next day's too.
 */
export function findWeeklyOverlap(ranges: readonly WeeklyRange[]): string | null {
  const sorted = [...ranges].sort((a, b) => weekSpan(a).start - weekSpan(b).start);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const earlier = sorted[i]!;
      const later = sorted[j]!;
      if (!spansOverlap(earlier, later)) continue;
      if (earlier.day_of_week === later.day_of_week) {
        return `${DAY_NAMES[later.day_of_week]} has overlapping times: ${describeRange(earlier)} and ${describeRange(later)}.`;
      }
      const earlierRunsOn = crossesMidnight(earlier.start_time, earlier.end_time) && (earlier.day_of_week + 1) % 7 === later.day_of_week;
      const [from, into] = earlierRunsOn ? [earlier, later] : [later, earlier];
      return `${DAY_NAMES[into.day_of_week]} has overlapping times: ${DAY_NAMES[from.day_of_week]} ${describeRange(from)} runs past midnight into ${describeRange(into)}.`;
    }
  }
  return null;
}

/** Why a set of weekly ranges cannot be saved (a range that ends when it starts, an overlap), or null. */
export function findWeeklyRangeProblem(ranges: readonly WeeklyRange[]): string | null {
  const empty = ranges.find((range) => range.start_time === range.end_time);
  if (empty) return `${DAY_NAMES[empty.day_of_week]} has a time range that ends when it starts (${describeRange(empty)}).`;
  return findWeeklyOverlap(ranges);
}

/** Rules in the order a week reads: by day, then by start time. */
export function sortWeeklyRanges<T extends WeeklyRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.day_of_week - b.day_of_week || minutesOfDay(a.start_time) - minutesOfDay(b.start_time));
}
