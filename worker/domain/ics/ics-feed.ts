import { dayString } from "../calendar-days";
import { type IcsMeeting, meetingLines } from "./ics-meeting";
import { escapeText, formatUtcDateTime, icsDocument } from "./ics-text";

/*
 * A host's calendar feed (RFC 5545, METHOD:PUBLISH): what a calendar app subscribed to the private
 * feed address shows. Bookings keep their invitations' UID and SEQUENCE, so an app that also got the
 * invitation by mail shows one event, and a cancellation in the feed cancels that same event.
 */

export type FeedTiming = { kind: "timed"; start: number; end: number } | { kind: "all-day"; firstDay: number; lastDay: number };

export interface FeedEvent {
  uid: string;
  sequence: number;
  timing: FeedTiming;
  summary: string;
  description: string;
  location: string;
  /** A booking's meeting URL and conference (docs/MEETING-PLACES.md); none for the host's own events. */
  meeting?: IcsMeeting;
  cancelled: boolean;
  /** False: shown as free (TRANSP:TRANSPARENT), e.g. a birthday. */
  busy: boolean;
}

export interface Feed {
  /** The calendar's name in the subscribing app (X-WR-CALNAME). */
  name: string;
  events: readonly FeedEvent[];
  /** When the feed is written (DTSTAMP), passed in so the writer stays pure. */
  stamp: number;
}

/** Calendar apps poll a feed; this asks them to, hourly (Google and Apple read it as a hint). */
const REFRESH_INTERVAL = "PT1H";

const dateValue = (epochDay: number) => dayString(epochDay).replace(/-/g, "");

function timingLines(timing: FeedTiming): string[] {
  if (timing.kind === "timed") return [`DTSTART:${formatUtcDateTime(timing.start)}`, `DTEND:${formatUtcDateTime(timing.end)}`];
  // DTEND of an all-day event is the day after its last (exclusive).
  return [`DTSTART;VALUE=DATE:${dateValue(timing.firstDay)}`, `DTEND;VALUE=DATE:${dateValue(timing.lastDay + 1)}`];
}

/** One VEVENT of the feed; a booking written into a CalDAV calendar is the same event. */
export function feedEventLines(event: FeedEvent, stamp: number): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtcDateTime(stamp)}`,
    ...timingLines(event.timing),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...meetingLines(event.meeting),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `TRANSP:${event.busy ? "OPAQUE" : "TRANSPARENT"}`,
    "END:VEVENT",
  ];
}

/** The whole feed as one VCALENDAR text, CRLF line endings, folded. */
export function buildFeed(feed: Feed): string {
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hangout//Feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...feed.events.flatMap((event) => feedEventLines(event, feed.stamp)),
    "END:VCALENDAR",
  ]);
}
