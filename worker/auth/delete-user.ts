import { and, eq, gte, inArray, isNotNull, lt, not, or } from "drizzle-orm";
import { bookings, emailOutbox, eventTypes, rateLimits, retiredNames, users } from "../../drizzle/schema";
import { pendingDeclineStatements } from "../approval/decline-on-deletion";
import { upcomingCancellationStatements } from "../booking/cancel-booking";
import { releaseConnectionsOf } from "../calendar-connections/connections";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { enqueueOutbox } from "../email/outbox";
import { retireSlugsStatement } from "../event-types/slugs";
import type { Db, Env } from "../env";
import { rateLimitKeyStartsWith } from "../http/rate-limit";
import { leaveTeamsStatements, typeStaysWithItsTeam } from "../teams/leave-teams";
import { attemptLimits, passwordKeyPrefix } from "./attempt-limits";

/** R2 deletes at most 1000 keys per call. */
const R2_DELETE_BATCH = 1000;

/**
 * Deletes a user and everything that is theirs. Rows go in one batch: they leave their teams first
 * (teams/leave-teams.ts: shared teams keep their types, empty ones go), their upcoming bookings are
 * cancelled and their pending requests declined (bookers mailed, saved copies removed), their username and slugs retired, then the
 * user row, whose foreign-key cascade takes events, schedules (with rules and overrides), event
 * types, bookings as host and recovery codes, plus what no foreign key reaches (the unsent outbox
 * rows of their bookings, their attempt counters). Images go after the rows, so a failure never
 * leaves rows pointing at missing images: every event type's image and every upload under their key
 * prefix `u<id>/` (uploads never attached to an event type included), except what a team type they
 * made still shows.
 */
export async function deleteUserWithData(db: Db, env: Env, userId: number, now: number): Promise<void> {
  const user = await db.query.users.findFirst({ columns: { email: true, username: true }, where: eq(users.id, userId) });
  if (!user) return;
  const images = await db
    .select({ key: eventTypes.imageKey })
    .from(eventTypes)
    .where(and(eq(eventTypes.userId, userId), isNotNull(eventTypes.imageKey), not(typeStaysWithItsTeam(userId))));
  const hostedBookings = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.hostUserId, userId));
  // Push channels stopped and grants revoked at the providers while the tokens still exist.
  await releaseConnectionsOf(db, env, userId, now);
  const cancellations = [...(await upcomingCancellationStatements(db, env, userId, now)), ...(await pendingDeclineStatements(db, env, userId, now))];
  const statement = (query: Parameters<typeof d1Statement>[1]) => d1Statement(db.$client, query);
  const written = await batchReturningIds(db.$client, [
    ...leaveTeamsStatements(db, userId),
    // Its /u and /book links answer "not found" from now on, never someone else's page.
    statement(db.insert(retiredNames).values({ kind: "username", name: user.username, ownerUserId: userId }).onConflictDoNothing()),
    statement(retireSlugsStatement(db, eq(eventTypes.userId, userId))),
    // Mail not yet sent about its bookings goes; the cancellations written next stay and are sent.
    statement(db.delete(emailOutbox).where(inArray(emailOutbox.bookingId, hostedBookings))),
    ...cancellations,
    statement(
      db
        .delete(rateLimits)
        .where(or(rateLimitKeyStartsWith(passwordKeyPrefix(user.email)), eq(rateLimits.key, attemptLimits.codeForAccount(userId).key))),
    ),
    statement(db.delete(users).where(eq(users.id, userId))),
  ]);
  await enqueueOutbox(env, written.flat());
  const keys = new Set(images.flatMap((row) => (row.key ? [row.key] : [])));
  for (const key of await listKeys(env.IMAGES, uploadPrefix(userId))) keys.add(key);
  for (const key of await keysStillShown(db, userId)) keys.delete(key);
  const all = [...keys];
  for (let start = 0; start < all.length; start += R2_DELETE_BATCH) {
    await env.IMAGES.delete(all.slice(start, start + R2_DELETE_BATCH));
  }
}

/** Where the upload route stores a user's images (worker/uploads/image-keys.ts). */
const uploadPrefix = (userId: number) => `u${userId}/`;

/** Their uploads that an event type still shows once they are gone: the team types they made. */
async function keysStillShown(db: Db, userId: number): Promise<string[]> {
  const prefix = uploadPrefix(userId);
  // A range, not LIKE: "u1/" and "u1/\uffff" bound exactly the keys under the prefix.
  const rows = await db
    .select({ key: eventTypes.imageKey })
    .from(eventTypes)
    .where(and(gte(eventTypes.imageKey, prefix), lt(eventTypes.imageKey, `${prefix}\uffff`)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

async function listKeys(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}
