import { type SQL, sql } from "drizzle-orm";
import type { ChangeToCommit } from "../booking-change/commit-change";
import type { OutgoingMessage } from "../email/outgoing-message";
import { extraParagraph } from "../email/mail-body";
import { heldConfirmationNote, initialStatusOf } from "../email/recipient-limits";
import type { BookingAnswer } from "../domain/booking-answer";
import type { LocationKind } from "../../shared/location-kinds";
import { d1Statement } from "../db/d1-statements";
import { type BookedTime, timeIsFree } from "./slot-guards";

/** What a new booking stores besides its host and time. */
export interface BookingFields {
  title: string;
  /** The place itself (address, phone number, meeting URL, or the custom text), read as `locationKind` says. */
  location: string;
  locationKind: LocationKind;
  /** The meeting's URL: a fixed link, or the booking's own video room (docs/MEETING-PLACES.md); null for none. */
  meetingUrl: string | null;
  bookerName: string;
  bookerEmail: string | null;
  bookerUserId: number | null;
  notes: string;
  guests: readonly string[];
  /** Checked against the event type's questions, with their labels as they are now. */
  answers: readonly BookingAnswer[];
  tokenHash: string;
  icsUid: string;
  sequence: number;
  /** The language the booking is made in (a tag Hangout speaks): the booker's mail uses it. */
  locale: string;
  /** The booker's zone: mail the host's actions send them later shows their times in it. */
  bookerTimeZone: string;
}

export interface NewBooking extends BookedTime, BookingFields {}

/** The time columns a new booking writes. */
export type BookingTimes = Pick<BookedTime, "eventTypeId" | "startTime" | "endTime" | "blockStart" | "blockEnd">;

/** A seat's key and meeting URL as SQL: taken from the time's other seats inside the insert (worker/seats/). */
export interface SeatColumns {
  uid: SQL;
  meetingUrl: SQL;
}

/** What a seat's host notification adds (worker/seats/): the seats-taken line, and the booking's UID its invitation trades for the seat key. */
export interface SeatNotification {
  line: SQL;
  icsUid: string;
}

/*
 * Hand-written SQL because the guard must live inside the INSERT: drizzle's insert…select wants
 * every column of the table.
 */

/**
 * The INSERT of a new booking whose SELECT takes its host from `host` (a user id, or a column of the
 * rows `from` names) and writes only where `guard` holds: of racing requests, only those that find
 * it true insert. `tail` ends the SELECT (a round-robin's order and limit). Returns the new id, or no
 * row when the time was taken.
 */
export function insertBookingWhere(
  d1: D1Database,
  b: BookingTimes & BookingFields,
  { host, teamId, from, guard, tail, seat }: { host: number | SQL; teamId: number | null; from: SQL; guard: SQL; tail: SQL; seat?: SeatColumns },
) {
  return d1Statement(d1, sql`
    insert into bookings (host_user_id, team_id, event_type_id, title, location, start_time, end_time, block_start,
      block_end, booker_name, booker_email, booker_user_id, notes, guests, answers, cancellation_token_hash, status, ics_uid, locale,
      location_kind, meeting_url, booker_time_zone, seat_uid)
    select ${host}, ${teamId}, ${b.eventTypeId}, ${b.title}, ${b.location}, ${b.startTime}, ${b.endTime},
      ${b.blockStart}, ${b.blockEnd}, ${b.bookerName}, ${b.bookerEmail}, ${b.bookerUserId}, ${b.notes},
      ${JSON.stringify(b.guests)}, ${JSON.stringify(b.answers)}, ${b.tokenHash}, 'confirmed', ${b.icsUid}, ${b.locale},
      ${b.locationKind}, ${seat?.meetingUrl ?? b.meetingUrl}, ${b.bookerTimeZone}, ${seat?.uid ?? null}
    ${from} where ${guard} ${tail}
    returning id`);
}

/**
 * Inserts the booking only if its time is free (`timeIsFree`): of racing requests exactly one
 * inserts. Returns the new id, or no row when the time was taken.
 */
const insertBookingIfFree = (d1: D1Database, b: NewBooking) =>
  insertBookingWhere(d1, b, { host: b.hostUserId, teamId: null, from: sql``, guard: timeIsFree(b), tail: sql`` });

/** The host's calendar entry for the booking; written only if the booking row was (found by token). */
export function insertHostCalendarEntry(d1: D1Database, tokenHash: string, manageUrl: string) {
  return d1Statement(d1, sql`
    insert into calendar_events (user_id, title, type, description, location, start_time, end_time, guests,
      booking_id, booker_name, booker_email, manage_url)
    select host_user_id, title, 'booked', notes, location, start_time, end_time, guests,
      id, booker_name, booker_email, ${manageUrl}
    from bookings where cancellation_token_hash = ${tokenHash}
    returning id`);
}

/**
 * One outbox row, written only if the booking row was (and, given `hostUserId`, went to that host);
 * held when its recipient had enough mail this hour. The host's notification says so when the
 * booker's confirmation (written just before) was held.
 */
export function insertOutboxForNewBooking(
  d1: D1Database,
  tokenHash: string,
  message: OutgoingMessage,
  { bookerAddress, now, hostUserId, seat }: { bookerAddress: string | null; now: number; hostUserId?: number; seat?: SeatNotification },
) {
  const held = sql`exists (select 1 from email_outbox o join bookings b on b.id = o.booking_id
    where b.cancellation_token_hash = ${tokenHash} and o.kind = 'booking-confirmation' and o.status = 'held')`;
  const note = message.kind === "host-notification" && bookerAddress ? extraParagraph(heldConfirmationNote(bookerAddress)) : null;
  const withNote = (content: string, extra: string | undefined) =>
    extra === undefined ? sql`${content}` : sql`case when ${held} then ${content + extra} else ${content} end`;
  // A line only the statement can know (a seat's "3 of 5 seats taken"), ending the host's notification.
  const forHost = message.kind === "host-notification" ? seat : undefined;
  const line = forHost?.line;
  // The host's invitation names the time's one event (its seat key), so a calendar keeps one event per time.
  const ics = forHost === undefined || message.ics === null ? sql`${message.ics}` : sql`replace(${message.ics}, ${forHost.icsUid}, seat_uid)`;
  const withLine = (content: SQL, html: boolean) =>
    line === undefined ? content : html ? sql`${content} || '<p>' || ${line} || '</p>' || char(10)` : sql`${content} || char(10) || ${line} || char(10)`;
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select id, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject},
      ${withLine(withNote(message.body, note?.text), false)}, ${withLine(withNote(message.html, note?.html), true)}, ${ics},
      ${message.icsMethod}, ${initialStatusOf(message, now)}
    from bookings where cancellation_token_hash = ${tokenHash} and ${hostUserId === undefined ? sql`1` : sql`host_user_id = ${hostUserId}`}
    returning id`);
}

/** The booker's address of the new booking's mail: its confirmation's, when it has one. */
export const bookerAddressOf = (messages: readonly OutgoingMessage[]): string | null =>
  messages.find((message) => message.kind === "booking-confirmation")?.toAddress ?? null;

/** Selects the new booking's row once its insert took effect: by its token hash, which only it has. */
export const newBookingRow = (tokenHash: string): SQL => sql`cancellation_token_hash = ${tokenHash}`;

/**
 * The booking, its host calendar entry and its outgoing mail, for commitChange's one batch (see
 * docs/ARCHITECTURE.md, "Booking changes"): the insert refuses any clash, and the rest is written only
 * if it inserted, so mail exists exactly when the booking does.
 */
export function newBookingStatements(
  d1: D1Database,
  booking: NewBooking,
  { manageUrl, messages, now }: { manageUrl: string; messages: readonly OutgoingMessage[]; now: number },
): Pick<ChangeToCommit, "writes" | "mail"> {
  const bookerAddress = bookerAddressOf(messages);
  return {
    writes: [insertBookingIfFree(d1, booking), insertHostCalendarEntry(d1, booking.tokenHash, manageUrl)],
    mail: messages.map((message) => insertOutboxForNewBooking(d1, booking.tokenHash, message, { bookerAddress, now })),
  };
}
