import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { bookings, eventTypes } from "../../drizzle/schema";
import { builtOnce } from "../db/placeholder-batch";
import type { Db } from "../env";
import { holdsTime } from "../booking/booking-status";
import { comparableAddress } from "../booking/slot-guards";

/*
 * What a new seat must know of its time before its batch (docs/SEATS.md), read in the checked read's
 * own batch (no extra round trip): the room the time holds, so the seat's answer, mail, invitation
 * and reminders name it, and whether the booker's address already holds a seat of it.
 */

/** The 409 of a second seat of one time for one address (in the `errors` catalogues: errors.seatAlreadyHeld). */
export const SEAT_ALREADY_HELD = "This email address already has a seat at this time.";

/**
 * Per end time of the seats holding the asked start of the slug's type: the time's room (its seats
 * share one) and 1 when one of them has the asked address. The length is known only once the type is
 * read, so the caller keeps the row of the asked end.
 */
export const seatTimeRead = builtOnce((db: Db) =>
  db
    .select({
      endTime: bookings.endTime,
      room: sql<string | null>`min(${bookings.meetingUrl})`,
      held: sql<number | null>`max(${comparableAddress(bookings.bookerEmail)} = ${comparableAddress(sql.placeholder("seatEmail"))})`,
    })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(
      and(
        eq(eventTypes.slug, sql.placeholder("slug")),
        isNotNull(eventTypes.seats),
        eq(bookings.hostUserId, eventTypes.userId),
        isNotNull(bookings.seatUid),
        eq(bookings.startTime, sql.placeholder("seatStart")),
        holdsTime(sql`${bookings.status}`),
      ),
    )
    .groupBy(bookings.endTime),
);

/**
 * The newest booking id when the read ran: a time nobody holds names its room from it
 * (seat-room.ts), so racing first seats agree on one room, and a time opened again later gets a new one.
 */
export const bookingMarkRead = builtOnce((db: Db) => db.select({ mark: sql<number | null>`max(${bookings.id})` }).from(bookings));

/** What the read found of the asked time: its room (null: none yet) and whether the address holds a seat. */
export interface SeatTimeFound {
  room: string | null;
  held: boolean;
  mark: number;
}

export function seatTimeFound(rows: readonly { endTime: number; room: string | null; held: number | null }[], end: number, mark: number | null): SeatTimeFound {
  const row = rows.find((candidate) => candidate.endTime === end);
  return { room: row?.room ?? null, held: row?.held === 1, mark: mark ?? 0 };
}

/**
 * For a move's checked read (booking/checked-move.ts), in its own batch, as `seatTimeRead` for a new
 * seat: per end time of the other seats at the asked start of the moved seat's type and host, the
 * time's room and whether one of them has its booker's address. The caller keeps the asked end: a
 * seat never joins a time its address already holds a seat of, and is told the room it joins.
 */
export const moverSeatRead = builtOnce((db: Db) => {
  const mover = alias(bookings, "mover");
  return db
    .select({
      endTime: bookings.endTime,
      room: sql<string | null>`min(${bookings.meetingUrl})`,
      held: sql<number | null>`max(${comparableAddress(bookings.bookerEmail)} = ${comparableAddress(mover.bookerEmail)})`,
    })
    .from(bookings)
    .innerJoin(
      mover,
      and(
        eq(mover.cancellationTokenHash, sql.placeholder("moverTokenHash")),
        eq(mover.eventTypeId, bookings.eventTypeId),
        eq(mover.hostUserId, bookings.hostUserId),
        ne(mover.id, bookings.id),
      ),
    )
    .where(
      and(
        isNotNull(bookings.seatUid),
        eq(bookings.startTime, sql.placeholder("seatStart")),
        holdsTime(sql`${bookings.status}`),
      ),
    )
    .groupBy(bookings.endTime);
});
