import { DAY_MS, utcDayOf } from "./calendar-days";
import type { CalendarEntry, CalendarEventType } from "./calendar-entry";
import { clockSpan, expandEvents } from "./event-occurrences";
import type { Interval } from "./intervals";
import { calendarClocks } from "./zone-clock";

const BLOCKING_TYPES: ReadonlySet<CalendarEventType> = new Set(["booked", "blocked", "personal"]);

/** Whether an entry can block at all, decided before any series expansion. */
function canBlock(entry: CalendarEntry): boolean {
  if (!BLOCKING_TYPES.has(entry.type) || !entry.isBusy || entry.mirrorsBooking) return false;
  return !entry.isAllDay || entry.type === "blocked";
}

/**
 * The busy time a host's calendar events add within `range` (docs/DECISIONS.md, Slots): timed booked, blocked and
 * personal events block, recurring series expanded (exdates honoured; a detached occurrence is a
 * row of its own); birthdays, all-day personal events, points in time, events marked free (imported
 * TRANSP:TRANSPARENT) and rows mirroring a booking (the booking itself blocks) do not; an all-day
 * blocked event blocks its whole days in the event's own zone.
 * `entries` must include every series that started before `range.end`, not only entries starting
 * inside it: the host context's read (worker/booking/host-context.ts) selects exactly those.
 */
export function busyFromEvents(entries: readonly CalendarEntry[], range: Interval): Interval[] {
  const blocking = entries.filter(canBlock);
  if (blocking.length === 0) return [];
  // All-day days are looked up a day wider than the range (zones differ by < 1 day), then trimmed.
  const window = { ...range, firstDay: utcDayOf(range.start) - 1, lastDay: utcDayOf(range.end) + 1 };
  const clockFor = calendarClocks(clockSpan(range));
  const busy: Interval[] = [];
  for (const { entry, start, end, startDay, endDay } of expandEvents(blocking, window, { clockFor })) {
    let span: Interval | null = null;
    if (startDay !== null && endDay !== null) {
      const clock = clockFor(entry.timezone);
      span = { start: clock.toInstant(startDay * DAY_MS), end: clock.toInstant((endDay + 1) * DAY_MS) };
    } else if (end !== null && end > start) {
      span = { start, end };
    }
    if (span && span.start < range.end && span.end > range.start) busy.push(span);
  }
  return busy;
}
