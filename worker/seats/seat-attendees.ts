import { type SQL, and, eq, isNotNull, sql } from "drizzle-orm";
import { bookings, eventTypes } from "../../drizzle/schema";
import { builtOnce } from "../db/placeholder-batch";
import type { Db } from "../env";
import { holdsTime } from "../booking/booking-status";

/*
 * "Show attendees to each other" (event_types.seats_show_attendees, docs/SEATS.md): a seat's booker
 * then reads the names of the other seats holding their time, never their addresses. Off (the
 * default), none of these reads answers a name.
 */

/**
 * For a booking read (booking-lookup.ts): the names of the other seats holding its time, as a JSON
 * array in seat order, when its type shows attendees and the booking itself still holds the time;
 * else null. Read with the booking, so a seat that left is gone from it at once.
 */
export const otherSeatNames: SQL.Aliased<string | null> = sql<string | null>`case
  when ${eventTypes.seatsShowAttendees} = 1 and ${bookings.seatUid} is not null and ${holdsTime(sql`${bookings.status}`)} then (
    select json_group_array(booker_name) from (
      select other.booker_name from bookings other
      where other.seat_uid = ${bookings.seatUid} and other.id <> ${bookings.id} and ${holdsTime(sql`other.status`)}
      order by other.id))
  end`.as("other_seat_names");

/** The names `otherSeatNames` answered; none when it answered null. */
export function attendeeNames(json: string | null): string[] {
  if (json === null) return [];
  const names: unknown = JSON.parse(json);
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
}

/**
 * For the checked read before a seat's batch (checked-booking-request.ts), one more statement in that
 * same batch: the seats already holding the asked start of the slug's type, when it shows attendees.
 * The length is known only once the type is read, so the caller keeps the rows of the asked end.
 * A seat booked between this read and the batch is not named: the mail says who held the time.
 */
export const seatmatesRead = builtOnce((db: Db) =>
  db
    .select({ name: bookings.bookerName, endTime: bookings.endTime })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(
      and(
        eq(eventTypes.slug, sql.placeholder("slug")),
        sql`${eventTypes.seatsShowAttendees} = 1`,
        eq(bookings.hostUserId, eventTypes.userId),
        isNotNull(bookings.seatUid),
        eq(bookings.startTime, sql.placeholder("seatStart")),
        holdsTime(sql`${bookings.status}`),
      ),
    )
    .orderBy(bookings.id),
);

/** The names of the rows `seatmatesRead` answered that end at `end`: the seats of the asked time. */
export const seatmatesUntil = (rows: readonly { name: string; endTime: number }[], end: number): string[] =>
  rows.filter((row) => row.endTime === end).map((row) => row.name);
