import { Temporal } from "temporal-polyfill";
import type { Interval } from "./intervals";

export const MINUTE_MS = 60_000;
export const MINUTES_PER_DAY = 1_440;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_PATTERN = /^\d{4}-\d{2}$/;
/**
 * IANA names only: Temporal would also take offsets ("+05:30") and bracketed ISO strings, which
 * the visitor's browser cannot hand back to `Intl.DateTimeFormat` as a zone name.
 */
const ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** A stretch of time over which a zone's UTC offset is constant: local = instant + offset. */
export interface OffsetSegment extends Interval {
  offset: number;
}

/** True for an IANA zone name this runtime knows ("UTC", "Asia/Kathmandu"). */
export function isValidTimeZone(name: string): boolean {
  if (!ZONE_NAME_PATTERN.test(name)) return false;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

/** Parses "yyyy-MM-dd" strictly; throws RangeError for anything else (including 2026-02-30). */
function parseLocalDate(date: string): Temporal.PlainDate {
  if (!DATE_PATTERN.test(date)) throw new RangeError(`Invalid date "${date}", expected yyyy-MM-dd.`);
  return Temporal.PlainDate.from(date);
}

/** Parses "yyyy-MM" strictly; throws RangeError for anything else. */
function parseLocalMonth(month: string): Temporal.PlainYearMonth {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`Invalid month "${month}", expected yyyy-MM.`);
  return Temporal.PlainYearMonth.from(month);
}

/** The instant a local day begins (its first existing moment, even where midnight is skipped). */
function startOfLocalDay(date: Temporal.PlainDate, timeZone: string): number {
  return date.toZonedDateTime(timeZone).epochMilliseconds;
}

/** [start of `date`, start of the next day) in `timeZone`: 23 h or 25 h on DST change days. */
export function localDayRange(date: string, timeZone: string): Interval {
  const day = parseLocalDate(date);
  return { start: startOfLocalDay(day, timeZone), end: startOfLocalDay(day.add({ days: 1 }), timeZone) };
}

/** [start of the month's first day, start of the next month's first day) in `timeZone`. */
export function localMonthRange(month: string, timeZone: string): Interval {
  const first = parseLocalMonth(month).toPlainDate({ day: 1 });
  return { start: startOfLocalDay(first, timeZone), end: startOfLocalDay(first.add({ months: 1 }), timeZone) };
}

/**
 * The zone's offsets over `span`, one segment per stretch between transitions, so callers can do
 * local-time arithmetic on epoch ms without asking Temporal about every instant.
 */
export function offsetSegments(timeZone: string, span: Interval): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let zoned = Temporal.Instant.fromEpochMilliseconds(span.start).toZonedDateTimeISO(timeZone);
  let start = span.start;
  for (;;) {
    const next = zoned.getTimeZoneTransition("next");
    const nextStart = next ? next.epochMilliseconds : Number.POSITIVE_INFINITY;
    segments.push({ start, end: Math.min(nextStart, span.end), offset: zoned.offsetNanoseconds / 1e6 });
    if (!next || nextStart >= span.end) return segments;
    zoned = next;
    start = nextStart;
  }
}
