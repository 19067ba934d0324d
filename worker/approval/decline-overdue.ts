import { and, asc, eq, lte } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { selectBookings } from "../booking/booking-lookup";
import type { Db, Env } from "../env";
import { declineRequest } from "./decide-request";

/** A tick declines at most this many; the next tick takes the rest. */
const SWEEP_BATCH = 50;

/**
 * The cron job: requests still pending at their deadline are declined, and their bookers told,
 * one conditional update each: a request the host decided meanwhile, or that an overlapping tick
 * already declined, changes nothing and mails no one twice. Returns the ids it declined.
 */
export async function declineOverdueRequests(db: Db, env: Env, now: number): Promise<number[]> {
  const overdue = await selectBookings(db, and(eq(bookings.status, "pending"), lte(bookings.decisionDeadline, now)))
    .orderBy(asc(bookings.decisionDeadline))
    .limit(SWEEP_BATCH);
  const declined: number[] = [];
  for (const found of overdue) {
    if (await declineRequest(db, env, found, { by: "deadline" }, now)) declined.push(found.booking.id);
  }
  return declined;
}
