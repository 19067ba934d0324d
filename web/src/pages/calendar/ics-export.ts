import { escapeText, formatUtcDateTime, icsDocument } from "../../../../worker/domain/ics/ics-text";
import { addDays } from "../../lib/date-strings";
import { type CalendarEvent, firstDayOf, lastDayOf } from "./event-model";

/*
 * One event as an iCalendar file (RFC 5545): a product id and an entry with title,
 * description, location, start and end. Timed events are written in UTC; all-day events as dates
 * (VALUE=DATE, the end being the day after the last one, as the RFC counts it).
 */

export const PRODUCT_ID = "-//Hangout//Hangout Calendar//EN";

const utcStamp = (date: Date): string => formatUtcDateTime(date.getTime());
const dateValue = (day: string): string => day.replace(/-/g, "");

function timingLines(event: CalendarEvent): string[] {
  if (event.is_all_day) {
    return [`DTSTART;VALUE=DATE:${dateValue(firstDayOf(event))}`, `DTEND;VALUE=DATE:${dateValue(addDays(lastDayOf(event), 1))}`];
  }
  const start = `DTSTART:${utcStamp(new Date(event.start_time))}`;
  // A point in time has no end: DTSTART alone is an event of no duration (RFC 5545 §3.6.1).
  return event.end_time === null ? [start] : [start, `DTEND:${utcStamp(new Date(event.end_time))}`];
}

/** The .ics text for one occurrence; `now` stamps it (DTSTAMP). */
/** The description, with the booking's own link after it as the app shows it. */
const exportedDescription = (event: CalendarEvent) =>
  [event.description, event.manage_url ? `Manage this booking: ${event.manage_url}` : ""].filter(Boolean).join("\n\n");

export function eventToIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    // Stable per occurrence, so importing the same file twice does not duplicate it.
    `UID:hangout-event-${event.id}-${utcStamp(new Date(event.start_time))}@hangout`,
    `DTSTAMP:${utcStamp(now)}`,
    ...timingLines(event),
    `SUMMARY:${escapeText(event.title)}`,
    ...(exportedDescription(event) ? [`DESCRIPTION:${escapeText(exportedDescription(event))}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return icsDocument(lines);
}

/** A file name made from the title: "Team sync" → "team-sync.ics". */
export function icsFileName(event: CalendarEvent): string {
  const base = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "event"}.ics`;
}

/** Hands the browser the file as a download. */
export function downloadIcs(event: CalendarEvent): void {
  const blob = new Blob([eventToIcs(event, new Date())], { type: "text/calendar;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = icsFileName(event);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
