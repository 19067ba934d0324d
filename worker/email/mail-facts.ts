import type { LocationKind } from "../../shared/location-kinds";
import type { MeetingPlace } from "../../shared/meeting-place";
import type { BookingAnswer } from "../domain/booking-answer";
import { type BookingWords, type MailWords, wordsOfHost } from "./mail-words";

/** Everything a booking's mail is written from, for one host (a booking with several hosts has one per host). */
export interface BookingMailFacts {
  icsUid: string;
  sequence: number;
  title: string;
  location: string;
  /** The place as booked (its kind, location and meeting URL), for its link and the invitation's CONFERENCE. */
  place: MeetingPlace;
  start: number;
  end: number;
  bookerName: string;
  bookerEmail: string | null;
  /** Zone the booker's mail shows times in (their browser zone when known, else UTC). */
  bookerTimeZone: string;
  notes: string;
  guests: readonly string[];
  /** The booker's answers to the event type's questions; the host's notification shows them. */
  answers: readonly BookingAnswer[];
  hostUsername: string;
  hostEmail: string;
  /** Zone of the host's schedule: the host's mail shows times in it. */
  hostTimeZone: string;
  notifyHost: boolean;
  /** Every host of a collective booking, the first one the organizer; empty when one host holds it. */
  allHosts: readonly { username: string; email: string }[];
  /** The booker's words (the booking's language) and this host's (their account's language). */
  words: MailWords;
}

/** What a booking's mail needs of the booking, new or stored. */
export interface MailedBooking {
  icsUid: string;
  /** The invitation's SEQUENCE as booked or last rescheduled. */
  sequence: number;
  title: string;
  location: string;
  locationKind: LocationKind;
  meetingUrl: string | null;
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
  /** The host's language (users.locale): their mail and invitation speak it. */
  locale: string;
}

/** Whom a booking's mail is written for: each side's zone, and the booking's words (the booker's and every host's). */
export interface MailReaders {
  booker: string;
  host: string;
  words: BookingWords;
}

/**
 * One mapping for confirmation and cancellation mail alike: each recipient's times in their own zone.
 * `allHosts`: every host of a collective booking (first the organizer), for the mail of each of them.
 */
export function bookingMailFacts(
  booking: MailedBooking,
  host: MailedHost,
  readers: MailReaders,
  allHosts: readonly { username: string; email: string }[] = [],
): BookingMailFacts {
  return {
    icsUid: booking.icsUid,
    sequence: booking.sequence,
    title: booking.title,
    location: booking.location,
    place: { kind: booking.locationKind, location: booking.location, meetingUrl: booking.meetingUrl },
    start: booking.startTime,
    end: booking.endTime,
    bookerName: booking.bookerName,
    bookerEmail: booking.bookerEmail,
    bookerTimeZone: readers.booker,
    notes: booking.notes,
    guests: booking.guests,
    answers: booking.answers,
    hostUsername: host.username,
    hostEmail: host.email,
    hostTimeZone: readers.host,
    notifyHost: host.emailNotifications,
    allHosts,
    words: wordsOfHost(readers.words, host.locale),
  };
}
