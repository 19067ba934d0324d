import { calendarMeetingOf } from "../../shared/meeting-place";
import type { Translator } from "../../shared/i18n/translator";
import type { FeedEvent } from "../domain/ics/ics-feed";
import { inviteSequence } from "../domain/ics/ics-invite";
import type { MailedBooking } from "../email/mail-facts";
import { guestList } from "../email/mail-lines";

/*
 * A booking as the host's calendars show it (the feed, a CalDAV calendar): the host's title, notes and
 * place as they are, the words Hangout adds in the host's language (docs/LANGUAGES.md, "The host's mail").
 */

/** A booking as its invitations describe it, and whether it still stands. */
export interface FeedBooking extends Omit<MailedBooking, "answers"> {
  status: string;
}

function bookingDescription(booking: FeedBooking, t: Translator): string {
  const booker = booking.bookerEmail ? `${booking.bookerName} <${booking.bookerEmail}>` : booking.bookerName;
  return [
    t.t("hostmail.feed.bookedBy", { booker }),
    booking.guests.length > 0 ? t.t("hostmail.feed.guests", { guests: guestList(booking.guests, t) }) : null,
    booking.notes ? t.t("hostmail.feed.notes", { notes: booking.notes }) : null,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** A booking as a calendar event in the host's words `t`, with the invitations' UID; also what a CalDAV calendar gets (worker/caldav). */
export function bookingEvent(booking: FeedBooking, t: Translator): FeedEvent {
  const cancelled = booking.status === "cancelled";
  return {
    uid: booking.icsUid,
    sequence: inviteSequence(cancelled ? "CANCEL" : "REQUEST", booking.sequence),
    timing: { kind: "timed", start: booking.startTime, end: booking.endTime },
    summary: t.t("hostmail.feed.summary", { title: booking.title, booker: booking.bookerName }),
    description: bookingDescription(booking, t),
    location: booking.location,
    meeting: calendarMeetingOf({ kind: booking.locationKind, location: booking.location, meetingUrl: booking.meetingUrl }),
    cancelled,
    busy: true,
  };
}
