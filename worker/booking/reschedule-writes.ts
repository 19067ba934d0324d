import { type SQL, sql } from "drizzle-orm";
import type { ChangeToCommit } from "../booking-change/commit-change";
import type { OutgoingMessage } from "../email/outgoing-message";
import { initialStatusOf } from "../email/recipient-limits";
import { d1Statement } from "../db/d1-statements";
import type { SeatColumns } from "./booking-writes";
import { type BookedTime, timeIsFree } from "./slot-guards";

/** A booking's move: where it goes, and what it was when the request read it. */
/** Which booking moves, and how the move knows it is still the one read. */
export interface MoveKey {
  bookingId: number;
  /** The sequence the request saw: a move that raced ahead of this one changed it, and this one writes nothing. */
  fromSequence: number;
  /** A fresh random id, so the statements after the move find the row only if THIS move took effect. */
  changeKey: string;
}

export interface BookingMove extends BookedTime, MoveKey {}

/** The new time columns a move writes. */
export type MovedTimes = Pick<BookedTime, "startTime" | "endTime" | "blockStart" | "blockEnd">;

/** Selects the moved booking's row only if this move took effect. */
export const movedBooking = (move: MoveKey): SQL => sql`id = ${move.bookingId} and change_key = ${move.changeKey}`;

/**
 * The UPDATE of a move: only if the booking is still confirmed and unchanged since it was read, and
 * `guard` holds; `host`, when given, is who holds it afterwards (a round-robin move picks again).
 * A seat's new room (`seat`) is its place too where the place was the room (a video room, a link).
 * Only a move to another time counts as a reschedule (Insights, docs/INSIGHTS.md): a handover keeps the time.
 */
export function moveWhere(d1: D1Database, move: MoveKey & MovedTimes, { host, guard, seat }: { host: SQL | null; guard: SQL; seat?: SeatColumns }) {
  return d1Statement(d1, sql`
    update bookings set start_time = ${move.startTime}, end_time = ${move.endTime}, block_start = ${move.blockStart},
      block_end = ${move.blockEnd}, sequence = sequence + 1,
      reschedule_count = reschedule_count + (start_time <> ${move.startTime} or end_time <> ${move.endTime}), change_key = ${move.changeKey}${host === null ? sql`` : sql`, host_user_id = ${host}`}
      ${seat === undefined ? sql`` : sql`, seat_uid = ${seat.uid}, meeting_url = ${seat.meetingUrl}, location = case when location = meeting_url then ${seat.meetingUrl} else location end`}
    where id = ${move.bookingId} and status = 'confirmed' and sequence = ${move.fromSequence} and ${guard}
    returning id`);
}

/**
 * Moves the booking only if it is still confirmed, unchanged since it was read, and the new time is
 * free of the host's other bookings and within the caps with its own old time not counted.
 */
const moveIfFree = (d1: D1Database, move: BookingMove) => moveWhere(d1, move, { host: null, guard: timeIsFree(move, move.bookingId) });

/** The host's calendar row and a signed-in booker's saved copy follow the booking. */
export function moveCalendarRows(d1: D1Database, move: MoveKey & MovedTimes) {
  return d1Statement(d1, sql`
    update calendar_events set start_time = ${move.startTime}, end_time = ${move.endTime}
    where booking_id = ${move.bookingId} and exists (select 1 from bookings where ${movedBooking(move)})`);
}

/** One mail of the move, written only if it took effect (and, given `hostUserId`, left the booking with that host). */
export function insertMoveMail(d1: D1Database, move: MoveKey, message: OutgoingMessage, now: number, hostUserId?: number) {
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select id, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${message.body},
      ${message.html}, ${message.ics}, ${message.icsMethod}, ${initialStatusOf(message, now)}
    from bookings where ${movedBooking(move)} and ${hostUserId === undefined ? sql`1` : sql`host_user_id = ${hostUserId}`}
    returning id`);
}

/**
 * The move, its calendar rows and its mail, for commitChange's one batch: all or nothing, and nothing
 * at all when the new time was taken or the booking changed meanwhile.
 */
export function moveStatements(
  d1: D1Database,
  move: BookingMove,
  { messages, now }: { messages: readonly OutgoingMessage[]; now: number },
): Pick<ChangeToCommit, "writes" | "mail"> {
  return {
    writes: [moveIfFree(d1, move), moveCalendarRows(d1, move)],
    mail: messages.map((message) => insertMoveMail(d1, move, message, now)),
  };
}
