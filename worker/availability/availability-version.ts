import { eq, sql } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import { type BookingChange, hostsOfChange } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";
import type { Db } from "../env";

/*
 * Cached availability is named by its host's availability version (worker/booking/availability-cache.ts):
 * every write that can change a host's free time bumps it IN THE SAME BATCH, so no cached answer
 * outlives the write that made it wrong.
 */

/** For a drizzle `db.batch` beside a schedule, event type, calendar or subscription write of `userId`. */
export const bumpAvailabilityVersion = (db: Db, userId: number) =>
  db
    .update(users)
    .set({ availabilityVersion: sql`${users.availabilityVersion} + 1` })
    .where(eq(users.id, userId));

/**
 * For a booking change's D1 batch (created, rescheduled, cancelled): bumps every host of the booking
 * (a collective booking has several), only when the change took effect (`change.bookingRow` selects its row then).
 */
export function availabilityVersionStatements(d1: D1Database, change: BookingChange): D1PreparedStatement[] {
  return [
    d1Statement(d1, sql`update users set availability_version = availability_version + 1
      where id in (${hostsOfChange(change)})`),
  ];
}
