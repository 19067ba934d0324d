import { Temporal } from "temporal-polyfill";
import type { Interval } from "../domain/intervals";
import type { GoogleEvent, GoogleEventDateTime } from "./google-wire";

/** An event's start or end as an instant; an all-day date is midnight in the calendar's zone. Null when unreadable. */
function instantOf(at: GoogleEventDateTime | undefined, calendarZone: string): number | null {
  if (at?.dateTime) {
    const instant = Date.parse(at.dateTime);
    return Number.isNaN(instant) ? null : instant;
  }
  if (!at?.date) return null;
  try {
    return Temporal.PlainDate.from(at.date).toZonedDateTime({ timeZone: calendarZone }).epochMilliseconds;
  } catch {
    return null;
  }
}

/**
 * The busy time an event of a Google calendar adds within `range` (the semantics of subscribed and CalDAV
 * calendars, domain/subscription-busy.ts): cancelled events and those marked free (`transparency:
 * transparent`, which all-day events are unless the host marks them busy) block nothing; the rest block
 * from start to end. Occurrences come expanded (singleEvents=true), each its own event. Null: no busy time here.
 */
export function busyOfGoogleEvent(event: GoogleEvent, calendarZone: string, range: Interval): Interval | null {
  if (event.status === "cancelled" || event.transparency === "transparent") return null;
  const start = instantOf(event.start, calendarZone);
  const end = instantOf(event.end, calendarZone);
  if (start === null || end === null || end <= start) return null;
  if (end <= range.start || start >= range.end) return null;
  return { start, end };
}
