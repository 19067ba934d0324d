import { and, asc, eq, sql } from "drizzle-orm";
import { webhookDeliveries } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { deliverWebhook, endpointActive, sendable } from "./deliver";

/** Queue work besides mail: the deliveries a booking change wrote, or single deliveries (sweep, resume). */
export type WebhookQueueMessage = { webhookBookingId: number } | { webhookDeliveryId: number };

/** Queue sendBatch accepts at most 100 messages. */
const SWEEP_BATCH = 100;

export function isWebhookMessage(body: unknown): body is WebhookQueueMessage {
  if (typeof body !== "object" || body === null) return false;
  const id = "webhookBookingId" in body ? body.webhookBookingId : "webhookDeliveryId" in body ? body.webhookDeliveryId : null;
  return Number.isSafeInteger(id);
}

/** A failure here loses nothing: the deliveries are in D1 and the cron sweep enqueues them. */
async function enqueue(env: Env, messages: WebhookQueueMessage[]): Promise<void> {
  if (messages.length === 0) return;
  try {
    await env.EMAIL_QUEUE.sendBatch(messages.map((body) => ({ body })));
  } catch (error) {
    console.error(JSON.stringify({ event: "webhook-enqueue-failed", messages, error: String(error) }));
  }
}

/** After a booking change's batch: its deliveries (if the host has endpoints) go out now rather than at the next sweep. */
export const enqueueBookingWebhooks = (env: Env, bookingId: number) => enqueue(env, [{ webhookBookingId: bookingId }]);

export const enqueueWebhookDeliveries = (env: Env, ids: readonly number[]) => enqueue(env, ids.map((webhookDeliveryId) => ({ webhookDeliveryId })));

/** The deliveries a message stands for that are due now. */
async function dueIds(db: Db, message: WebhookQueueMessage, now: number): Promise<number[]> {
  const which = "webhookBookingId" in message ? eq(webhookDeliveries.bookingId, message.webhookBookingId) : eq(webhookDeliveries.id, message.webhookDeliveryId);
  const rows = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(which, sendable(now), endpointActive));
  return rows.map((row) => row.id);
}

/** The queue consumer's part for webhooks: each due delivery is sent once; retries are scheduled in D1, not by the queue. */
export async function handleWebhookMessages(db: Db, env: Env, messages: readonly Message<WebhookQueueMessage>[]): Promise<void> {
  for (const message of messages) {
    try {
      for (const id of await dueIds(db, message.body, Date.now())) await deliverWebhook(db, env, id, Date.now());
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ event: "webhook-delivery-error", messageId: message.id, error: String(error) }));
      message.retry();
    }
  }
}

/** The cron job: enqueues deliveries whose retry is due, whose message was lost, or whose sender stopped mid-way. */
export async function sweepDueWebhooks(db: Db, env: Env, now: number): Promise<number[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(sendable(now), endpointActive))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(SWEEP_BATCH);
  const ids = rows.map((row) => row.id);
  await enqueueWebhookDeliveries(env, ids);
  return ids;
}

/** Local development and tests only (/api/dev): every waiting retry becomes due now, then the sweep runs. */
export async function sweepWebhooksNow(db: Db, env: Env, now: number): Promise<number[]> {
  await db.update(webhookDeliveries).set({ nextAttemptAt: now }).where(and(eq(webhookDeliveries.status, "pending"), sql`${webhookDeliveries.nextAttemptAt} > ${now}`));
  return sweepDueWebhooks(db, env, now);
}
