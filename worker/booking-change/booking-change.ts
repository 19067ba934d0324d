import { type SQL, sql } from "drizzle-orm";

/**
 * A change to one booking, for the statements that must follow it in the SAME D1 batch (webhook
 * deliveries, calendar writes, reminders, availability version): nothing is lost and nothing is
 * written for a change that did not happen.
 */
export interface BookingChange {
  kind: "created" | "rescheduled" | "cancelled";
  /**
   * A condition on `bookings` that selects the changed booking's row only when the batch's change
   * took effect, for `insert … select … from bookings where <it>` (e.g. the new row's token hash).
   */
  bookingRow: SQL;
  /** For a reschedule, the time the booking had before. */
  previous?: { startTime: number; endTime: number };
  now: number;
}

/** The user ids of every host of the booking whose id is `bookingId` (an SQL expression): its `host_user_id`, and the other hosts of a collective booking. */
export const hostsOfBooking = (bookingId: SQL): SQL =>
  sql`select host_user_id from bookings where id = ${bookingId} union select user_id from booking_hosts where booking_id = ${bookingId}`;

/** The user ids of every host of the changed booking, once the change took effect. */
export const hostsOfChange = (change: BookingChange): SQL =>
  sql`select host_user_id from bookings where ${change.bookingRow}
    union select user_id from booking_hosts where booking_id in (select id from bookings where ${change.bookingRow})`;
