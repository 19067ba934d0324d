import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { webhookAttempts, webhookDeliveries } from "../../drizzle/schema";
import { batchReturningIds } from "../db/d1-statements";
import type { Db, Env } from "../env";
import { notFound } from "../http/http-error";
import { type DeliveryRow, deliverWebhook } from "./deliver";
import { findOwnEndpoint } from "./endpoints";
import { toDeliveryView, type WebhookDeliveryView } from "./views";
import { pingStatement } from "./webhook-statements";

/** The delivery log shows this many of an endpoint's latest deliveries. */
export const DELIVERY_LOG_SIZE = 50;

/** The deliveries as the log shows them, each with its attempts, oldest first. */
async function withAttempts(db: Db, rows: readonly DeliveryRow[]): Promise<WebhookDeliveryView[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
    .orderBy(asc(webhookAttempts.id));
  return rows.map((row) => toDeliveryView(row, attempts.filter((attempt) => attempt.deliveryId === row.id)));
}

const oneWithAttempts = async (db: Db, row: DeliveryRow): Promise<WebhookDeliveryView> => (await withAttempts(db, [row]))[0]!;

export async function listDeliveries(db: Db, userId: number, endpointId: number): Promise<WebhookDeliveryView[]> {
  const endpoint = await findOwnEndpoint(db, userId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  return withAttempts(db, rows);
}

/** Sends at once, the host waiting for the answer (at most the 10 s timeout); answers the delivery afterwards. */
async function sendNow(db: Db, env: Env, id: number, now: number): Promise<WebhookDeliveryView> {
  const sent = await deliverWebhook(db, env, id, now, true);
  const [row] = sent ? [sent] : await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound("Delivery");
  return oneWithAttempts(db, row);
}

/** "Send test": a `ping`, to a paused endpoint too. */
export async function sendTestPing(db: Db, env: Env, userId: number, endpointId: number, now: number): Promise<WebhookDeliveryView> {
  const endpoint = await findOwnEndpoint(db, userId, endpointId);
  const [[id] = []] = await batchReturningIds(env.DB, [pingStatement(env.DB, endpoint.id, now)]);
  if (id === undefined) throw notFound("Webhook endpoint");
  return sendNow(db, env, id, now);
}

/** "Redeliver": the same event (same id, same body) once more, now, whatever happened to it before. */
export async function redeliver(db: Db, env: Env, userId: number, endpointId: number, deliveryId: number, now: number): Promise<WebhookDeliveryView> {
  const endpoint = await findOwnEndpoint(db, userId, endpointId);
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id), ne(webhookDeliveries.status, "sending")))
    .returning({ id: webhookDeliveries.id });
  if (!row) {
    const [inFlight] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
    if (!inFlight) throw notFound("Delivery");
    return oneWithAttempts(db, inFlight);
  }
  return sendNow(db, env, row.id, now);
}
