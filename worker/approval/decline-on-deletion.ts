import { and, eq } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { changeStatements } from "../booking-change/commit-change";
import { selectBookings } from "../booking/booking-lookup";
import type { Db, Env } from "../env";
import { declineChange } from "./decide-request";

/**
 * The host's pending requests, declined as the host would decline them, for an account deletion's
 * own batch: each booker hears their request will not happen, where the account's cascade would
 * otherwise remove it silently. The statements return the new outbox ids.
 */
export async function pendingDeclineStatements(db: Db, env: Env, hostUserId: number, now: number): Promise<D1PreparedStatement[]> {
  const pending = await selectBookings(db, and(eq(bookings.hostUserId, hostUserId), eq(bookings.status, "pending")));
  const changes = await Promise.all(pending.map((found) => declineChange(db, env, found, { by: "host", reason: null }, now)));
  return changes.flatMap((change) => changeStatements(db.$client, change));
}
