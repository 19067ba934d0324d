import { exactInstant, offsetAt } from "./calendar-time";
import type { Interval } from "./intervals";
import { DAY_MS, ZoneClock } from "./zone-clock";

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
