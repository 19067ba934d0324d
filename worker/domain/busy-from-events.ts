import { DAY_MS, utcDayOf } from "./calendar-days";
import { calendarClocks } from "./zone-clock";
import { type CalendarEventRow, clockSpan, expandEvents } from "./event-occurrences";
import type { Interval } from "./intervals";

export type { CalendarEventRow } from "./event-occurrences";

const BLOCKING_TYPES = new Set(["booked", "blocked", "personal"]);

/** Whether a row can block at all, decided before any series expansion. */
function canBlock(row: CalendarEventRow): boolean {
  if (!BLOCKING_TYPES.has(row.type) || !row.isBusy || row.bookingId !== null) return false;
  return !row.isAllDay || row.type === "blocked";
}

/**
 * The busy time a host's calendar events add within `range` (DESIGN §5): timed booked, blocked and
 * personal events block, recurring series expanded (exdates honoured; a detached occurrence is a
 * row of its own); birthdays, all-day personal events, points in time, events marked free (imported
 * TRANSP:TRANSPARENT) and rows mirroring a booking (the booking itself blocks) do not; an all-day
 * blocked event blocks its whole days in the event's own zone.
 * `rows` must include every series that started before `range.end`, not only rows starting inside
 * it: worker/calendar/busy-event-rows.ts selects exactly those.
 */
export function busyFromEvents(rows: readonly CalendarEventRow[], range: Interval): Interval[] {
  const blocking = rows.filter(canBlock);
  if (blocking.length === 0) return [];
  // All-day days are looked up a day wider than the range (zones differ by < 1 day), then trimmed.
  const window = { ...range, firstDay: utcDayOf(range.start) - 1, lastDay: utcDayOf(range.end) + 1 };
  const clockFor = calendarClocks(clockSpan(range));
  const busy: Interval[] = [];
  for (const { row, start, end, startDay, endDay } of expandEvents(blocking, window, { clockFor })) {
    let span: Interval | null = null;
    if (startDay !== null && endDay !== null) {
      const clock = clockFor(row.timezone);
      span = { start: clock.toInstant(startDay * DAY_MS), end: clock.toInstant((endDay + 1) * DAY_MS) };
    } else if (end !== null && end > start) {
      span = { start, end };
    }
    if (span && span.start < range.end && span.end > range.start) busy.push(span);
  }
  return busy;
}
