import { MINUTES_PER_DAY } from "../../../../worker/domain/calendar-days";
import { minutesOfDay, rangeLength } from "../../../../worker/domain/weekly-hours";
import { NEW_RANGE } from "./week-ranges";

/*
 * The range "Add Time" adds to a weekday of Weekly Hours: a new one never copies or overlaps the day's
 * ranges, which the API would refuse (docs/DECISIONS.md, Time: wall-clock "HH:mm" in the schedule's zone).
 */

export interface DayRange {
  start: string;
  end: string;
}

/** How long an added range runs, at most. */
const ADDED_MINUTES = 60;

/** The last minute a range can end on without running past midnight. */
const LAST_MINUTE = MINUTES_PER_DAY - 1;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The range to add after `ranges` (the day's own, complete ones), or null when the day has no free minute:
 * - none yet (or only rows still being typed): 09:00–17:00;
 * - else an hour from where the latest range ends (17:00–18:00 after 09:00–17:00);
 * - when that hour would run past midnight (the latest range ends after 22:59 or crosses midnight): the
 *   hour before the day's first range (08:00–09:00 before 09:00–23:30);
 * - when the day starts before 01:00 too: the first free gap of the day, up to an hour long.
 * A new range never crosses midnight, so it cannot clash with the next day's hours.
 */
export function nextRange(ranges: readonly DayRange[]): DayRange | null {
  const spans = ranges
    .filter((range) => range.start !== "" && range.end !== "" && range.start !== range.end)
    .map((range) => {
      const start = minutesOfDay(range.start);
      return { start, end: Math.min(start + rangeLength(range.start, range.end), LAST_MINUTE) };
    })
    .sort((a, b) => a.start - b.start);
  if (spans.length === 0) return NEW_RANGE;

  const latestEnd = Math.max(...spans.map((span) => span.end));
  if (latestEnd + ADDED_MINUTES <= LAST_MINUTE) return { start: clock(latestEnd), end: clock(latestEnd + ADDED_MINUTES) };

  const firstStart = spans[0]!.start;
  if (firstStart >= ADDED_MINUTES) return { start: clock(firstStart - ADDED_MINUTES), end: clock(firstStart) };

  let free = 0;
  for (const span of [...spans, { start: LAST_MINUTE, end: LAST_MINUTE }]) {
    if (span.start > free) return { start: clock(free), end: clock(Math.min(span.start, free + ADDED_MINUTES)) };
    free = Math.max(free, span.end);
  }
  return null;
}
