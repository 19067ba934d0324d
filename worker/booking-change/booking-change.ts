import { type SQL, sql } from "drizzle-orm";

/**
 * A change to one booking, for the statements that must follow it in the SAME D1 batch (webhook
 * deliveries, calendar writes, reminders, availability version): nothing is lost and nothing is
 * written for a change that did not happen.
 */
export interface BookingChange {
  /**
   * "requested": a booking made as a request awaiting the host's approval, and "declined":
   * such a request turned down. Both hold or free time (the availability version follows) but are no
   * meeting yet: no webhook, no calendar write. An approved request is "created". "no_show": a host
   * marked (or unmarked) who did not come; only webhooks hear of it (worker/bookings/no-show.ts).
   */
  kind: "created" | "rescheduled" | "cancelled" | "requested" | "declined" | "no_show";
  /**
   * A condition on `bookings` that selects the changed booking's row only when the batch's change
   * took effect, for `insert … select … from bookings where <it>` (e.g. the new row's token hash).
   */
  bookingRow: SQL;
  /** For a reschedule, the time the booking had before. */
  previous?: { startTime: number; endTime: number };
  /**
   * For a round-robin booking that may change hands (a move, a handover): who held it as read. Their
   * webhooks hear of the change too, with the booking as it is now (whom it went to among its hosts).
   */
  formerHostUserId?: number;
  now: number;
}

/** The user ids of every host of the booking whose id is `bookingId` (an SQL expression): its `host_user_id`, and the other hosts of a collective booking. */
export const hostsOfBooking = (bookingId: SQL): SQL =>
  sql`select host_user_id from bookings where id = ${bookingId} union select user_id from booking_hosts where booking_id = ${bookingId}`;

/** The user ids of every host of the changed booking, once the change took effect. */
export const hostsOfChange = (change: BookingChange): SQL =>
  sql`select host_user_id from bookings where ${change.bookingRow}
    union select user_id from booking_hosts where booking_id in (select id from bookings where ${change.bookingRow})`;

/** The kinds of change a host's calendars and webhooks hear of: a request and its decline are not a meeting yet. */
export const isMeetingChange = (change: BookingChange): boolean => change.kind !== "requested" && change.kind !== "declined";
