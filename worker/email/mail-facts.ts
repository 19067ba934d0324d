import type { BookingAnswer } from "../domain/booking-answer";
import type { BookingMailFacts } from "../email/booking-messages";

/** What a booking's mail needs of the booking, new or stored. */
export interface MailedBooking {
  icsUid: string;
  /** The invitation's SEQUENCE as booked or last rescheduled. */
  sequence: number;
  title: string;
  location: string;
  startTime: number;
  endTime: number;
  bookerName: string;
  bookerEmail: string | null;
  notes: string;
  guests: readonly string[];
  answers: readonly BookingAnswer[];
}

/** What a booking's mail needs of its host. */
export interface MailedHost {
  username: string;
  email: string;
  emailNotifications: boolean;
}

/**
 * One mapping for confirmation and cancellation mail alike: each recipient's times in their own zone.
 * `allHosts`: every host of a collective booking (first the organizer), for the mail of each of them.
 */
export function bookingMailFacts(
  booking: MailedBooking,
  host: MailedHost,
  zones: { booker: string; host: string },
  allHosts: readonly { username: string; email: string }[] = [],
): BookingMailFacts {
  return {
    icsUid: booking.icsUid,
    sequence: booking.sequence,
    title: booking.title,
    location: booking.location,
    start: booking.startTime,
    end: booking.endTime,
    bookerName: booking.bookerName,
    bookerEmail: booking.bookerEmail,
    bookerTimeZone: zones.booker,
    notes: booking.notes,
    guests: booking.guests,
    answers: booking.answers,
    hostUsername: host.username,
    hostEmail: host.email,
    hostTimeZone: zones.host,
    notifyHost: host.emailNotifications,
    allHosts,
  };
}
