import { and, asc, eq, sql } from "drizzle-orm";
import { webhookDeliveries } from "../../drizzle/schema";
import { type QueueMessage, queueMessage, readQueueMessage } from "../config/queue-message";
import type { Db, Env } from "../env";
import { deliverWebhook, endpointActive, sendable } from "./deliver";

/** Queue sendBatch accepts at most 100 messages. */
const SWEEP_BATCH = 100;

/** A failure here loses nothing: the deliveries are in D1 and the cron sweep enqueues them. */
async function enqueue(env: Env, messages: QueueMessage[]): Promise<void> {
  if (messages.length === 0) return;
  try {
    await env.EMAIL_QUEUE.sendBatch(messages.map((body) => ({ body })));
  } catch (error) {
    console.error(JSON.stringify({ event: "webhook-enqueue-failed", messages, error: String(error) }));
  }
}

/** After a booking change's batch: its deliveries (if the host has endpoints) go out now rather than at the next sweep. */
export const enqueueBookingWebhooks = (env: Env, bookingId: number) => enqueue(env, [queueMessage("webhook-booking", bookingId)]);

export const enqueueWebhookDeliveries = (env: Env, ids: readonly number[]) => enqueue(env, ids.map((id) => queueMessage("webhook-delivery", id)));

/** The deliveries a message stands for (a booking's, or one) that are due now; none for another kind's message. */
async function dueIds(db: Db, body: unknown, now: number): Promise<number[]> {
  const message = readQueueMessage(body);
  if (message?.kind !== "webhook-booking" && message?.kind !== "webhook-delivery") return [];
  const which = message.kind === "webhook-booking" ? eq(webhookDeliveries.bookingId, message.id) : eq(webhookDeliveries.id, message.id);
  const rows = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(which, sendable(now), endpointActive));
  return rows.map((row) => row.id);
}

/** The queue consumer's part for webhooks: each due delivery is sent once; retries are scheduled in D1, not by the queue. */
export async function handleWebhookMessages(db: Db, env: Env, messages: readonly Message<unknown>[]): Promise<void> {
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
