import { and, asc, eq, gt, lt, or } from "drizzle-orm";
import { calendarConnections, providerWrites } from "../../drizzle/schema";
import { enqueueOutbox, STUCK_AFTER_MS } from "../email/outbox";
import type { Db, Env } from "../env";

/** Queue sendBatch accepts at most 100 messages. */
const SWEEP_BATCH = 100;
/** A failed write the queue has not brought back within this long is the cron's: a provider down for hours loses nothing. */
const QUEUE_LET_GO_AFTER_MS = 30 * 60_000;

/**
 * The cron job: re-enqueues writes into working connections that a lost enqueue left pending, those
 * whose writer stopped mid-way, and those still waiting long after their last failure.
 */
export async function sweepProviderWrites(db: Db, env: Env, now: number): Promise<void> {
  const rows = await db
    .select({ id: providerWrites.id })
    .from(providerWrites)
    .innerJoin(calendarConnections, eq(calendarConnections.id, providerWrites.connectionId))
    .where(
      and(
        eq(calendarConnections.status, "active"),
        or(
          and(eq(providerWrites.status, "pending"), eq(providerWrites.attempts, 0), lt(providerWrites.createdAt, now - STUCK_AFTER_MS)),
          and(eq(providerWrites.status, "pending"), gt(providerWrites.attempts, 0), lt(providerWrites.leaseUntil, now - QUEUE_LET_GO_AFTER_MS)),
          and(eq(providerWrites.status, "sending"), lt(providerWrites.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(asc(providerWrites.createdAt))
    .limit(SWEEP_BATCH);
  await enqueueOutbox(env, [], [], rows.map((row) => row.id));
}
