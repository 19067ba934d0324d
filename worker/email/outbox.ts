import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema";
import { queueMessage } from "../config/queue-message";
import type { Db, Env } from "../env";

/** A row the queue has not picked up this long after it was written counts as stuck. */
export const STUCK_AFTER_MS = 2 * 60_000;
/*
 * A row that failed before is the queue's to retry (its backoff adds up to ~16 minutes); the sweep
 * only steps in for those once the queue has clearly let go of them.
 */
const RETRIES_ABANDONED_AFTER_MS = 60 * 60_000;
/** Queue sendBatch accepts at most 100 messages. */
const SWEEP_BATCH = 100;

/**
 * Hands outbox rows (and a booking's calendar writes, in the same send) to the queue. A failure here
 * loses nothing: the rows are already in D1 and the cron sweeps enqueue them again, so the caller's
 * request still succeeds.
 */
export async function enqueueOutbox(env: Env, outboxIds: readonly number[], caldavWriteIds: readonly number[] = [], providerWriteIds: readonly number[] = []): Promise<void> {
  if (outboxIds.length === 0 && caldavWriteIds.length === 0 && providerWriteIds.length === 0) return;
  try {
    await env.EMAIL_QUEUE.sendBatch([
      ...outboxIds.map((id) => ({ body: queueMessage("mail", id) })),
      ...caldavWriteIds.map((id) => ({ body: queueMessage("caldav-write", id) })),
      ...providerWriteIds.map((id) => ({ body: queueMessage("provider-write", id) })),
    ]);
  } catch (error) {
    console.error(JSON.stringify({ event: "email-enqueue-failed", outboxIds, caldavWriteIds, providerWriteIds, error: String(error) }));
  }
}

/**
 * The cron job: re-enqueues pending rows a lost or failed enqueue left behind, and rows whose sender
 * stopped before settling them (the claim's lease ran out). Returns their ids.
 */
export async function sweepStuckOutbox(db: Db, env: Env, now: number): Promise<number[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(
          eq(emailOutbox.status, "pending"),
          or(
            // A released reminder was written long ago: it counts from when it became due.
            and(eq(emailOutbox.attempts, 0), lt(sql`coalesce(${emailOutbox.sendAfter}, ${emailOutbox.createdAt})`, now - STUCK_AFTER_MS)),
            lt(emailOutbox.createdAt, now - RETRIES_ABANDONED_AFTER_MS),
          ),
        ),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(SWEEP_BATCH);
  const ids = rows.map((row) => row.id);
  await enqueueOutbox(env, ids);
  return ids;
}
