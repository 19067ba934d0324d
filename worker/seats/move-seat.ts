import { sql } from "drizzle-orm";
import type { ChangeToCommit } from "../booking-change/commit-change";
import { seatIsFree, seatsOfTime } from "../booking/slot-guards";
import { type BookingMove, insertMoveMail, moveCalendarRows, movedBooking, moveWhere } from "../booking/reschedule-writes";
import type { OutgoingMessage } from "../email/outgoing-message";
import { type ReminderPlan, whenChanged, withdrawReminders } from "../booking/reminder-writes";
import { handOnHostReminders, seatReminders } from "./seat-reminders";
import { seatUidOf, timeEntryStatements } from "./seat-writes";

/** A seat's move: the booking's move, the capacity of its type's times, and the seat's key before it. */
export interface SeatMove {
  move: BookingMove;
  capacity: number;
  /** The key it takes when it opens its new time (no seat holds it yet). */
  newSeatUid: string;
  previousSeatUid: string | null;
  /** Its booker's address: a seat never joins a time where that address holds another seat. */
  bookerEmail: string | null;
  /** The room its mail names (the time's it joins, as read, else its own): the move holds only if it still is. */
  meetingUrl: string | null;
}

/**
 * Moves one seat (docs/SEATS.md): under the seat guard with the seat itself not counted (and no other
 * seat of the new time for its booker's address), it joins the
 * new time (taking its key and its room) or opens it (a new key; it keeps its own room, a reschedule
 * never makes a new one). The host's entries of both times are rebuilt, so the old time lists the
 * seats left (or is gone with the last) and the new one lists the newcomer; the seat's reminders
 * follow it. Nothing at all is written when the move lost its race.
 */
export function seatMoveStatements(
  d1: D1Database,
  { move, capacity, newSeatUid, previousSeatUid, bookerEmail, meetingUrl }: SeatMove,
  { messages, now, reminderPlan }: { messages: readonly OutgoingMessage[]; now: number; reminderPlan: ReminderPlan },
): Omit<ChangeToCommit, "change"> {
  const target = seatsOfTime(move, move.bookingId);
  const targetRoom = sql`(select meeting_url from bookings where ${target} and meeting_url is not null order by id limit 1)`;
  const roomAsTold = meetingUrl === null ? sql`1` : sql`coalesce(${targetRoom}, meeting_url) = ${meetingUrl}`;
  const moved = movedBooking(move);
  return {
    writes: [
      moveWhere(d1, move, {
        host: null,
        guard: sql`${seatIsFree(move, capacity, { exceptId: move.bookingId, bookerEmail })} and ${roomAsTold}`,
        seat: {
          uid: sql`coalesce((select seat_uid from bookings where ${target} order by id limit 1), ${newSeatUid})`,
          meetingUrl: sql`coalesce(${targetRoom}, meeting_url)`,
        },
      }),
      moveCalendarRows(d1, move),
      ...timeEntryStatements(d1, seatUidOf(moved)),
      ...(previousSeatUid === null ? [] : timeEntryStatements(d1, sql`(select ${previousSeatUid} where exists (select 1 from bookings where ${moved}))`)),
    ],
    mail: messages.map((message) => insertMoveMail(d1, move, message, now)),
    // The host's reminder the seat carried stays with the time it leaves; the seat's own are written anew.
    reminders: [
      ...(previousSeatUid === null ? [] : [handOnHostReminders(d1, move.bookingId, previousSeatUid, whenChanged(moved))]),
      withdrawReminders(d1, move.bookingId, whenChanged(moved)),
      ...seatReminders(d1, reminderPlan),
    ],
  };
}
