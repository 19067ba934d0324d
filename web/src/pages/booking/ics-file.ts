import { escapeText, formatUtcDateTime, icsDocument } from "../../../../worker/domain/ics/ics-text";
import { meetingLines } from "../../../../worker/domain/ics/ics-meeting";
import type { BookedEvent } from "./calendar-event";

/*
 * The booking as a one-event iCalendar file (RFC 5545) for "Download .ics": METHOD:PUBLISH, a
 * PRODID, the booking's own UID (the one its email invitations carry, so calendars merge them).
 */
export function icsFile(event: BookedEvent, now: number): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hangout//Booking page//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    `DTSTART:${formatUtcDateTime(event.start)}`,
    `DTEND:${formatUtcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    // One URL per event (RFC 5545): the meeting's when it has one (the description keeps the manage link).
    ...(event.meeting.url === null ? [`URL:${event.cancelUrl}`] : []),
    ...meetingLines(event.meeting),
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return icsDocument(lines);
}

/** A link target that downloads the file with no object URL to manage. */
export const icsDataUrl = (text: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
