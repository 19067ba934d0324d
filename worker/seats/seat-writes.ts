import { type SQL, sql } from "drizzle-orm";
import { type NewBooking, insertBookingWhere } from "../booking/booking-writes";
import { holdsTime } from "../booking/booking-status";
import { seatIsFree, seatsOfTime } from "../booking/slot-guards";
import { d1Statement } from "../db/d1-statements";

/*
 * The writes of seats (docs/SEATS.md). A seat is a bookings row; the seats of one time share its
 * `seat_uid`, which keys the host's one calendar entry, CalDAV event and feed event for the time.
 */

/** A new seat and the capacity of its type's times. */
export interface NewSeat {
  booking: NewBooking;
  capacity: number;
  /** The key the seat gets when it opens its time (no other seat holds it): `uuid@host`. */
  newSeatUid: string;
}

/**
 * Inserts the seat only if `seatIsFree` holds inside this one statement: of racing requests for a
 * time with n seats left, exactly n insert, and of racing requests of one address at most one. The
 * seat key and the meeting URL are copied from a seat already holding the time, in the same
 * statement, so the time's seats share one key and one room. A seat told of a room (its mail is
 * written before the batch) inserts only if that is the time's room or the time has none: what the
 * booker is told is what the time holds (seat-room.ts makes racing first seats agree on it).
 */
export function insertSeatIfFree(d1: D1Database, { booking, capacity, newSeatUid }: NewSeat): D1PreparedStatement {
  const ofTime = seatsOfTime(booking);
  const timeRoom = sql`(select meeting_url from bookings where ${ofTime} and meeting_url is not null order by id limit 1)`;
  const roomAsTold = booking.meetingUrl === null ? sql`1` : sql`coalesce(${timeRoom}, ${booking.meetingUrl}) = ${booking.meetingUrl}`;
  return insertBookingWhere(d1, booking, {
    host: booking.hostUserId,
    teamId: null,
    from: sql``,
    guard: sql`${seatIsFree(booking, capacity, { bookerEmail: booking.bookerEmail })} and ${roomAsTold}`,
    tail: sql``,
    seat: {
      uid: sql`coalesce((select seat_uid from bookings where ${ofTime} order by id limit 1), ${newSeatUid})`,
      meetingUrl: sql`coalesce(${timeRoom}, ${booking.meetingUrl})`,
    },
  });
}

/** The seats holding the time whose key is `seatUid` (an SQL expression; null selects none). */
const holdingSeats = (seatUid: SQL) => sql`seat_uid = ${seatUid} and ${holdsTime(sql`status`)}`;

/** The seat key of the booking `bookingRow` selects: null when the change did not take effect. */
export const seatUidOf = (bookingRow: SQL): SQL => sql`(select seat_uid from bookings where ${bookingRow})`;

/**
 * The host's ONE calendar entry for a time, rebuilt from its seats as they are now: the entry of every
 * seat ever of the time goes (the host's only: a booker's saved copy stays), and one entry is written
 * on the lowest seat still holding it, its attendees listed, one per line, in the description and by
 * name, their addresses as its guests. No seat left: no entry, the time is free in the calendar too.
 * The same two statements follow every seat change, so an entry never lists a seat that left. Its
 * "Manage" link stays empty: each seat's private link is its booker's, and the host manages seats
 * from Bookings.
 */
export function timeEntryStatements(d1: D1Database, seatUid: SQL): D1PreparedStatement[] {
  const seats = holdingSeats(seatUid);
  return [
    d1Statement(d1, sql`
      delete from calendar_events where booking_id in (
        select b.id from bookings b where b.seat_uid = ${seatUid} and b.host_user_id = calendar_events.user_id)`),
    d1Statement(d1, sql`
      insert into calendar_events (user_id, title, type, description, location, start_time, end_time, guests, booking_id, booker_name)
      select a.host_user_id, a.title, 'booked',
        (select group_concat(line, char(10)) from (select booker_name || coalesce(' <' || booker_email || '>', '') as line
          from bookings where ${seats} order by id)),
        a.location, a.start_time, a.end_time,
        (select json_group_array(booker_email) from (select booker_email from bookings where ${seats} and booker_email is not null order by id)),
        a.id,
        (select group_concat(booker_name, ', ') from (select booker_name from bookings where ${seats} order by id))
      from bookings a where a.id = (select min(id) from bookings where ${seats})
      returning id`),
  ];
}

/** How many seats hold the time `seatUid` names, as SQL: the host's mail and the webhooks say it. */
export const seatsTaken = (seatUid: SQL): SQL => sql`(select count(*) from bookings where ${holdingSeats(seatUid)})`;
