import { DAY_MS } from "./calendar-days";
import type { Interval } from "./intervals";
import { exactInstant, type OffsetSegment, offsetAt, offsetSegments } from "./time-zones";

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

/** A zone's wall clock; "local ms" is a wall-clock reading written as if it were UTC epoch ms. */
export interface CalendarClock {
  toInstant(localMs: number): number;
  toLocal(instant: number): number;
}

/**
 * Clocks for the zones of many series around one span, built once per zone: inside the span the
 * slot engine's ZoneClock answers with arithmetic, outside it (a series' first date years ago, a
 * very long event) Temporal answers exactly. Both follow `compatible` disambiguation.
 */
export function calendarClocks(span: Interval): (zone: string) => CalendarClock {
  // ZoneClock looks a day either side of a local time, and local times are < 1 day off instants.
  const localSpan = { start: span.start + 2 * DAY_MS, end: span.end - 2 * DAY_MS };
  const clocks = new Map<string, CalendarClock>();
  return (zone) => {
    let clock = clocks.get(zone);
    if (clock) return clock;
    const fast = new ZoneClock(zone, span);
    clock = {
      toInstant: (localMs) =>
        localMs >= localSpan.start && localMs < localSpan.end ? fast.instantAt(localMs) : exactInstant(localMs, zone),
      toLocal: (instant) => instant + (instant >= span.start && instant < span.end ? fast.offsetAt(instant) : offsetAt(instant, zone)),
    };
    clocks.set(zone, clock);
    return clock;
  };
}
