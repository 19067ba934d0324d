import { type FeedEvent, feedEventLines } from "./ics-feed";
import { icsDocument } from "./ics-text";

/*
 * A booking as a CalDAV calendar object resource (RFC 4791 §4.1): one VEVENT with the invitation's
 * UID, and no METHOD, which a stored object must not carry. No ORGANIZER or ATTENDEE either: a server
 * doing implicit scheduling (RFC 6638, e.g. iCloud, Fastmail) would otherwise mail the booker a second
 * invitation beside Hangout's own.
 */
export function buildCalendarObject(event: FeedEvent, stamp: number): string {
  return icsDocument(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hangout//Booking//EN", "CALSCALE:GREGORIAN", ...feedEventLines(event, stamp), "END:VCALENDAR"]);
}

/** The event's resource name inside the calendar collection: the UID with only URL-safe characters. */
export function calendarObjectName(uid: string): string {
  return `${uid.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`;
}

/** The event's address in the calendar at `calendarUrl`. */
export function calendarObjectUrl(calendarUrl: string, uid: string): string {
  return new URL(calendarObjectName(uid), calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`).toString();
}
