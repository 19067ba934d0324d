import { Temporal } from "temporal-polyfill";
import { civilOf, parseDay, parseMonth, wallClockFields, DAY_MS } from "./calendar-days";
import type { Interval } from "./intervals";
import { memoized } from "./memo";

/*
 * IANA zones: their names, their offsets, and local days and months as spans of instants. Every
 * answer comes from Temporal (`compatible` disambiguation, docs/DECISIONS.md, Time); zone-clock.ts answers the
 * same questions with arithmetic where one zone is asked about thousands of times.
 */

/** Region/City style names, "UTC", "Etc/GMT+5"; fixed offsets like "+02:00" are not zone names. */
const ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Answers kept per isolate for each memoized zone question (a few hundred zones, a year of months each). */
const MEMO_LIMIT = 2_000;

const resolveZoneName = memoized((name: string): string | null => {
  try {
    return Temporal.ZonedDateTime.from({ year: 2000, month: 1, day: 1, timeZone: name }).timeZoneId;
  } catch {
    return null;
  }
}, MEMO_LIMIT);

/**
 * The canonical spelling of an IANA time zone name ("america/new_york" → "America/New_York"), or null
 * when the runtime's zone database does not know it. Resolved through Temporal, the same engine every
 * slot computation uses, so a zone accepted here always works there; once per name and isolate.
 */
export function canonicalTimeZone(name: string): string | null {
  return ZONE_NAME_PATTERN.test(name) ? resolveZoneName(name) : null;
}

/** Exact offset (ms) of `zone` at an instant. */
export const offsetAt = (instant: number, zone: string): number =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;

/** The local day (epoch day) an instant falls on in `zone`. */
export const localDayOf = (instant: number, zone: string): number => Math.floor((instant + offsetAt(instant, zone)) / DAY_MS);

/** Exact instant of a wall-clock time, given as ms since the epoch of the local calendar. */
export function exactInstant(localMs: number, zone: string): number {
  return Temporal.PlainDateTime.from(wallClockFields(localMs)).toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds;
}

/** The instant a local day begins (its first existing moment, even where midnight is skipped). */
function startOfLocalDay(epochDay: number, zone: string): number {
  const { year, month, day } = civilOf(epochDay);
  return Temporal.PlainDate.from({ year, month: month + 1, day }).toZonedDateTime(zone).epochMilliseconds;
}

/** [start of `date`, start of the next day) in `zone`: 23 h or 25 h on DST change days. Throws RangeError for a date that is not real. */
export function localDayRange(date: string, zone: string): Interval {
  const day = parseDay(date);
  if (day === null) throw new RangeError(`Invalid date "${date}", expected yyyy-MM-dd.`);
  return { start: startOfLocalDay(day, zone), end: startOfLocalDay(day + 1, zone) };
}

const monthSpan = memoized((month: string, zone: string): Readonly<Interval> => {
  const parsed = parseMonth(month);
  if (parsed === null) throw new RangeError(`Invalid month "${month}", expected yyyy-MM.`);
  const first = Temporal.PlainDate.from({ year: parsed.year, month: parsed.month + 1, day: 1 });
  const startOf = (date: Temporal.PlainDate) => date.toZonedDateTime(zone).epochMilliseconds;
  return { start: startOf(first), end: startOf(first.add({ months: 1 })) };
}, MEMO_LIMIT);

/** [start of the month's first day, start of the next month's first day) in `zone`. Throws RangeError for anything but yyyy-MM. */
export function localMonthRange(month: string, zone: string): Interval {
  return { ...monthSpan(month, zone) };
}

/** A stretch of time over which a zone's UTC offset is constant: local = instant + offset. */
export interface OffsetSegment extends Interval {
  offset: number;
}

/**
 * The zone's offsets over `span`, one segment per stretch between transitions, so callers can do
 * local-time arithmetic on epoch ms without asking Temporal about every instant.
 */
export function offsetSegments(zone: string, span: Interval): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let zoned = Temporal.Instant.fromEpochMilliseconds(span.start).toZonedDateTimeISO(zone);
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
