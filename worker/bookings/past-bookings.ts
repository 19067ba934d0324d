import { sql } from "drizzle-orm";
import * as z from "zod/mini";
import { d1Statement } from "../db/d1-statements";
import { CANCELLED_BY } from "../domain/no-show";

/** A booking that has already happened, as local development and the browser tests ask for one (no API books a past time). */
export const pastBookingSchema = z.object({
  slug: z.string(),
  start: z.int(),
  minutes: z.int().check(z.positive()),
  name: z.string(),
  email: z.email(),
  status: z.enum(["confirmed", "cancelled"]),
  cancelledBy: z.nullable(z.enum(CANCELLED_BY)),
});
export type PastBooking = z.infer<typeof pastBookingSchema>;

const DAY_MS = 86_400_000;

/**
 * Writes past bookings of the event types their slugs name, in ONE batch, through the app's own
 * database connection: a second process writing into the local D1 file makes workerd's concurrent
 * writes fail at once (SQLite busy, no wait). Returns how many were written (a slug nobody has writes none).
 */
export async function insertPastBookings(d1: D1Database, bookings: readonly PastBooking[]): Promise<number> {
  if (bookings.length === 0) return 0;
  const results = await d1.batch(
    bookings.map((booking) => {
      const end = booking.start + booking.minutes * 60_000;
      return d1Statement(
        d1,
        sql`insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end, booker_name,
          booker_email, cancellation_token_hash, ics_uid, status, cancelled_by, created_at)
        select user_id, id, title, ${booking.start}, ${end}, ${booking.start}, ${end}, ${booking.name}, ${booking.email},
          lower(hex(randomblob(32))), lower(hex(randomblob(16))) || '@hangout', ${booking.status}, ${booking.cancelledBy}, ${booking.start - 3 * DAY_MS}
        from event_types where slug = ${booking.slug}`,
      );
    }),
  );
  return results.reduce((written, result) => written + result.meta.changes, 0);
}
