import type { Interval } from "./intervals";
import { type OffsetSegment, offsetSegments } from "./zoned-time";

export const DAY_MS = 86_400_000;
/** Lookups look this far around a local time for a transition (zones change at most once a day). */
const TRANSITION_REACH_MS = DAY_MS;

/**
 * One zone's clock over a span, answered with integer arithmetic on epoch ms. Temporal supplies
 * the offsets and their transitions once (a handful of calls per month instead of one per window
 * boundary); converting local wall-clock time back to an instant then follows Temporal's
 * "compatible" disambiguation exactly, which the domain tests check against Temporal itself.
 *
 * "Local ms" below is a wall-clock reading written as if it were UTC epoch ms.
 */
export class ZoneClock {
  private readonly segments: OffsetSegment[];

  /** `span` must cover, with a day to spare, every instant and local time later asked about. */
  constructor(timeZone: string, span: Interval) {
    this.segments = offsetSegments(timeZone, span);
  }

  /** The zone's UTC offset in ms at `instant`. */
  offsetAt(instant: number): number {
    const segments = this.segments;
    let low = 0;
    let high = segments.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (segments[middle]!.start <= instant) low = middle;
      else high = middle - 1;
    }
    return segments[low]!.offset;
  }

  /** Days since 1970-01-01 of the local date at `instant`. */
  epochDayAt(instant: number): number {
    return Math.floor((instant + this.offsetAt(instant)) / DAY_MS);
  }

  /**
   * The instant showing `localMs` on this clock. A reading repeated by a fall-back change takes
   * its earlier occurrence; one skipped by a spring-forward change is read with the offset from
   * before the change, which lands it later by the size of the gap (02:30 → 03:30).
   */
  instantAt(localMs: number): number {
    const offsetBefore = this.offsetAt(localMs - TRANSITION_REACH_MS);
    const offsetAfter = this.offsetAt(localMs + TRANSITION_REACH_MS);
    const withBefore = localMs - offsetBefore;
    if (offsetBefore === offsetAfter || this.offsetAt(withBefore) === offsetBefore) return withBefore;
    const withAfter = localMs - offsetAfter;
    if (this.offsetAt(withAfter) === offsetAfter) return withAfter;
    return withBefore;
  }
}

/** Days since 1970-01-01 of a "yyyy-MM-dd" date, or null when it is not a real date. */
export function epochDayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utc = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls 2026-02-30 over into March; a real date reads back unchanged.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month || utc.getUTCDate() !== day) return null;
  return utc.getTime() / DAY_MS;
}

/** 0 = Sunday … 6 = Saturday for a day counted from 1970-01-01 (a Thursday). */
export function weekdayOfEpochDay(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}
