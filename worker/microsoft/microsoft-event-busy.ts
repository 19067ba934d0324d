import { Temporal } from "temporal-polyfill";
import { ianaZoneOf } from "../domain/ics/ics-zones";
import type { Interval } from "../domain/intervals";
import type { GraphDateTimeTimeZone, GraphEvent } from "./microsoft-wire";

/** Graph's `{ dateTime, timeZone }` as an instant: UTC when asked for (Prefer: outlook.timezone), else its Windows or IANA zone. Null when unreadable. */
function instantOf(at: GraphDateTimeTimeZone | undefined): number | null {
  if (!at || typeof at.dateTime !== "string" || typeof at.timeZone !== "string") return null;
  const zone = ianaZoneOf(at.timeZone);
  if (zone === null) return null;
  try {
    return Temporal.PlainDateTime.from(at.dateTime).toZonedDateTime(zone).epochMilliseconds;
  } catch {
    return null;
  }
}

/**
 * The busy time an Outlook event adds within `range` (the semantics of the other calendars,
 * docs/CALENDAR-PROVIDERS.md): removed and cancelled events and those shown as free block nothing; an
 * all-day event blocks only when shown as busy (Outlook marks them free unless the host says otherwise);
 * the rest block from start to end. calendarView expands series, each occurrence its own event.
 */
export function busyOfGraphEvent(event: GraphEvent, range: Interval): Interval | null {
  if (event["@removed"] || event.isCancelled === true || event.showAs === "free") return null;
  if (event.isAllDay === true && event.showAs !== "busy") return null;
  const start = instantOf(event.start);
  const end = instantOf(event.end);
  if (start === null || end === null || end <= start) return null;
  if (end <= range.start || start >= range.end) return null;
  return { start, end };
}
