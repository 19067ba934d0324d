import { and, asc, eq, lt, or } from "drizzle-orm";
import { caldavWrites } from "../../drizzle/schema";
import { enqueueOutbox, STUCK_AFTER_MS } from "../email/outbox";
import type { Db, Env } from "../env";

/** Queue sendBatch accepts at most 100 messages. */
const SWEEP_BATCH = 100;

/** The cron job: re-enqueues calendar writes a lost enqueue left pending, and those whose writer stopped mid-way. */
export async function sweepStuckCalDavWrites(db: Db, env: Env, now: number): Promise<void> {
  const rows = await db
    .select({ id: caldavWrites.id })
    .from(caldavWrites)
    .where(
      or(
        and(eq(caldavWrites.status, "pending"), eq(caldavWrites.attempts, 0), lt(caldavWrites.createdAt, now - STUCK_AFTER_MS)),
        and(eq(caldavWrites.status, "sending"), lt(caldavWrites.leaseUntil, now)),
      ),
    )
    .orderBy(asc(caldavWrites.createdAt))
    .limit(SWEEP_BATCH);
  await enqueueOutbox(env, [], rows.map((row) => row.id));
}
