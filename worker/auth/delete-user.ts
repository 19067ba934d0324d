import { and, eq, isNotNull } from "drizzle-orm";
import { eventTypes, users } from "../../drizzle/schema";
import type { Db, Env } from "../env";

/**
 * Deletes a user and everything that is theirs. Rows go by foreign-key cascade (events, schedules,
 * rules, overrides, event types, bookings as host, recovery codes); header images live in R2 and are
 * deleted here, after the rows, so a failure never leaves rows pointing at missing images.
 */
export async function deleteUserWithData(db: Db, env: Env, userId: number): Promise<void> {
  const images = await db
    .select({ key: eventTypes.imageKey })
    .from(eventTypes)
    .where(and(eq(eventTypes.userId, userId), isNotNull(eventTypes.imageKey)));
  await db.delete(users).where(eq(users.id, userId));
  const keys = images.flatMap((row) => (row.key ? [row.key] : []));
  if (keys.length > 0) await env.IMAGES.delete(keys);
}
