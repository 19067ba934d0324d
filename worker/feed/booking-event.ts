import { calendarMeetingOf } from "../../shared/meeting-place";
import type { FeedEvent } from "../domain/ics/ics-feed";
import { inviteSequence } from "../domain/ics/ics-invite";
import type { MailedBooking } from "../email/mail-facts";

/** A booking as its invitations describe it, and whether it still stands. */
export interface FeedBooking extends Omit<MailedBooking, "answers"> {
  status: string;
}

function bookingDescription(booking: FeedBooking): string {
  const booker = booking.bookerEmail ? `${booking.bookerName} <${booking.bookerEmail}>` : booking.bookerName;
  return [
    `Booked by ${booker}`,
    booking.guests.length > 0 ? `Guests: ${booking.guests.join(", ")}` : null,
    booking.notes ? `Notes: ${booking.notes}` : null,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** A booking as a calendar event, with the invitations' UID; also what a CalDAV calendar gets (worker/caldav). */
export function bookingEvent(booking: FeedBooking): FeedEvent {
  const cancelled = booking.status === "cancelled";
  return {
    uid: booking.icsUid,
    sequence: inviteSequence(cancelled ? "CANCEL" : "REQUEST", booking.sequence),
    timing: { kind: "timed", start: booking.startTime, end: booking.endTime },
    summary: `${booking.title} with ${booking.bookerName}`,
    description: bookingDescription(booking),
    location: booking.location,
    meeting: calendarMeetingOf({ kind: booking.locationKind, location: booking.location, meetingUrl: booking.meetingUrl }),
    cancelled,
    busy: true,
  };
}
