import type { calendarEvents } from "../../drizzle/schema";
import type { Interval } from "./intervals";

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

const BLOCKING_TYPES = new Set(["booked", "blocked", "personal"]);
const DAY_MS = 86_400_000;

/**
 * The busy time a host's calendar events add within `range` (DESIGN §5): timed booked, blocked and
 * personal events block; birthdays, all-day personal events, points in time, events marked free
 * (imported TRANSP:TRANSPARENT) and rows mirroring a booking (the booking itself blocks) do not; an
 * all-day blocked event blocks its whole days. All-day days are taken as UTC days here.
 */
export function busyFromEvents(rows: readonly CalendarEventRow[], range: Interval): Interval[] {
  const busy: Interval[] = [];
  for (const row of rows) {
    if (!BLOCKING_TYPES.has(row.type) || !row.isBusy || row.bookingId !== null) continue;
    let span: Interval | null = null;
    if (row.isAllDay) {
      if (row.type !== "blocked" || !row.startDate) continue;
      const first = Date.parse(`${row.startDate}T00:00:00Z`);
      const last = Date.parse(`${row.endDate ?? row.startDate}T00:00:00Z`);
      span = { start: first, end: last + DAY_MS };
    } else if (row.endTime !== null && row.endTime > row.startTime) {
      span = { start: row.startTime, end: row.endTime };
    }
    if (span && span.start < range.end && span.end > range.start) busy.push(span);
  }
  return busy;
}
