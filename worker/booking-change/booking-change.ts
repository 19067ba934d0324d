import type { SQL } from "drizzle-orm";

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
