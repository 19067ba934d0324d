import { and, inArray, lt } from "drizzle-orm";
import { webhookDeliveries } from "../../drizzle/schema";
import { PRUNE_BATCH } from "../email/prune-sent-mail";
import type { Db } from "../env";

/*
 * Keeps the table small: a settled delivery (delivered or given up) is only worth keeping while the
 * host may look it up in the delivery log. After 30 days it goes.
 */
export const KEEP_SETTLED_DELIVERIES_MS = 30 * 86_400_000;

/** Deletes deliveries settled more than 30 days ago (by their last attempt); answers how many. */
export async function pruneWebhookDeliveries(db: Db, now: number): Promise<number> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ["delivered", "failed"]), lt(webhookDeliveries.lastAttemptAt, now - KEEP_SETTLED_DELIVERIES_MS)))
    .limit(PRUNE_BATCH);
  const deleted = await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, due)).returning({ id: webhookDeliveries.id });
  return deleted.length;
}
