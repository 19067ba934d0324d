import { type SQL, sql } from "drizzle-orm";
import { d1Statement } from "../db/d1-statements";
import type { OutgoingMessage } from "../email/outgoing-message";
import { handOnHostReminders } from "./seat-reminders";
import { timeEntryStatements } from "./seat-writes";

/** The cancelled seat as its cancellation knows it. */
export interface CancelledSeat {
  id: number;
  hostUserId: number;
  seatUid: string;
  icsUid: string;
}

/**
 * What a seat's cancellation writes besides its status flip, each once `cancelled` holds (docs/SEATS.md):
 * a booker's saved copy goes, the host's one entry of the time is rebuilt (gone with the last seat),
 * and the host's reminder the seat carried passes to a seat that stays. Its own reminders are then
 * withdrawn as any booking's.
 */
export const seatCancelStatements = (d1: D1Database, seat: CancelledSeat, cancelled: SQL): D1PreparedStatement[] => [
  d1Statement(d1, sql`delete from calendar_events where booking_id = ${seat.id} and user_id <> ${seat.hostUserId} and ${cancelled}`),
  ...timeEntryStatements(d1, sql`${seat.seatUid}`),
  handOnHostReminders(d1, seat.id, seat.seatUid, cancelled),
];

/**
 * The host's invitation of a seat's time is the time's one event (its seat key): the last seat's
 * cancellation cancels that event; an earlier seat's names the seat alone, which leaves it standing.
 */
export const hostCancelIcs = (seat: CancelledSeat, ics: string): SQL =>
  sql`case when exists (select 1 from bookings where seat_uid = ${seat.seatUid} and status = 'confirmed')
    then ${ics} else replace(${ics}, ${seat.icsUid}, ${seat.seatUid}) end`;

/** The seat a cancellation concerns, or null for a booking without seats. */
export const seatOf = (booking: { id: number; hostUserId: number; seatUid: string | null; icsUid: string }): CancelledSeat | null =>
  booking.seatUid === null ? null : { id: booking.id, hostUserId: booking.hostUserId, seatUid: booking.seatUid, icsUid: booking.icsUid };

/** The ics a cancellation mail stores: the host's of a seat per `hostCancelIcs`, any other as built. */
export const cancellationIcs = (seat: CancelledSeat | null, message: OutgoingMessage): SQL =>
  seat === null || message.kind !== "host-cancellation" || message.ics === null ? sql`${message.ics}` : hostCancelIcs(seat, message.ics);
