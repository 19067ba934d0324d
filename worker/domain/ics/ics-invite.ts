/*
 * iCalendar (RFC 5545) invitations for bookings: METHOD:REQUEST when booked, METHOD:CANCEL with the
 * same UID and a higher SEQUENCE when cancelled (RFC 5546 iTIP), so mail clients update the one event.
 * Written by hand rather than through ical.js: the writer is tiny, and ical.js folds continuation
 * lines one octet past the limit; tests parse the output with ical.js as an independent reader.
 */

import { type IcsMeeting, meetingLines } from "./ics-meeting";
import { escapeText, formatUtcDateTime, icsDocument } from "./ics-text";

export type InviteMethod = "REQUEST" | "CANCEL";

/**
 * SEQUENCE of a booking's invitation (RFC 5546): a REQUEST carries the booking's own sequence (0 when
 * booked, + 1 with each reschedule); the CANCEL that supersedes it one more.
 */
export const inviteSequence = (method: InviteMethod, bookingSequence: number) => (method === "CANCEL" ? bookingSequence + 1 : bookingSequence);

export interface InvitePerson {
  name: string;
  /** A validated address (no CR/LF, no spaces); a person without one is left out of the invite. */
  email: string | null;
}

export interface InviteInput {
  method: InviteMethod;
  uid: string;
  /** 0 for the first REQUEST; each later message about the event needs a higher number. */
  sequence: number;
  start: number;
  end: number;
  /** When the message is written (DTSTAMP), passed in so the writer stays pure. */
  stamp: number;
  summary: string;
  description: string;
  location: string;
  /** The meeting's URL and conference, once booked (docs/MEETING-PLACES.md). */
  meeting?: IcsMeeting;
  organizer: InvitePerson;
  /** The booker, then (a collective booking) every host. */
  attendees: readonly InvitePerson[];
}

/** A quoted parameter value (CN): DQUOTE and control characters cannot appear inside one. */
function quoteParam(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes.
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").trim()}"`;
}

function personLine(property: "ORGANIZER" | "ATTENDEE", person: InvitePerson, extra: string): string | null {
  if (!person.email) return null;
  return `${property};CN=${quoteParam(person.name)}${extra}:mailto:${person.email}`;
}

/** The whole VCALENDAR text of one invitation or cancellation, CRLF line endings, folded. */
export function buildInvite(input: InviteInput): string {
  const cancelled = input.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hangout//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(input.uid)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${formatUtcDateTime(input.stamp)}`,
    `DTSTART:${formatUtcDateTime(input.start)}`,
    `DTEND:${formatUtcDateTime(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    ...meetingLines(input.meeting),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    personLine("ORGANIZER", input.organizer, ""),
    ...input.attendees.map((attendee) => personLine("ATTENDEE", attendee, ";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE")),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return icsDocument(lines);
}
