import { and, asc, count, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "../../drizzle/schema";
import { sealSecret } from "../crypto/secret-box";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { appRunsOnLoopback } from "../config/public-origin";
import { webhookUrlProblem } from "../domain/webhook-url";
import type { Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import type { WebhookBody } from "./schemas";
import { toEndpointView, type WebhookEndpointView } from "./views";
import { enqueueWebhookDeliveries } from "./webhook-queue";
import { pingStatement } from "./webhook-statements";

/** Plenty for a person's integrations; a bound on what one booking fans out to. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** POST /api/webhooks: the new endpoint with its signing secret, the only time the secret is shown. */
export interface NewWebhookEndpointResponse extends WebhookEndpointView {
  secret: string;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** `whsec_` and 256 random bits. */
function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** The host's own endpoint, or a 404 (someone else's ids included). */
export async function findOwnEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

export async function listEndpoints(db: Db, userId: number): Promise<WebhookEndpointView[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.id));
  return rows.map(toEndpointView);
}

/** A `ping` for the endpoint when it subscribed to pings: it is how its receiver hears it is connected. */
async function pingIfSubscribed(env: Env, row: EndpointRow, now: number): Promise<void> {
  if (!row.events.includes("ping")) return;
  const [ids = []] = await batchReturningIds(env.DB, [pingStatement(env.DB, row.id, now)]);
  await enqueueWebhookDeliveries(env, ids);
}

export async function addEndpoint(db: Db, env: Env, userId: number, body: WebhookBody, now: number): Promise<NewWebhookEndpointResponse> {
  const problem = webhookUrlProblem(body.url, appRunsOnLoopback(env));
  if (problem) throw new HttpError(400, problem);
  const [existing] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw new HttpError(400, `You can add at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints.`);
  const secret = newSigningSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId, url: new URL(body.url).href, events: body.events, secretSealed: await sealSecret(env, "webhook-secret", userId, secret) })
    .returning();
  if (!row) throw new Error("The webhook endpoint was not stored.");
  await pingIfSubscribed(env, row, now);
  return { ...toEndpointView(row), secret };
}

/** Removes the endpoint and its deliveries, sent or not: nothing more goes to it. */
export async function removeEndpoint(db: Db, env: Env, userId: number, id: number): Promise<{ message: string }> {
  const row = await findOwnEndpoint(db, userId, id);
  await env.DB.batch([
    d1Statement(env.DB, db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, row.id))),
    d1Statement(env.DB, db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id))),
  ]);
  return { message: "Webhook endpoint deleted." };
}

/** The host resumes a paused endpoint: its streak starts over and what waited while it was paused goes out now. */
export async function resumeEndpoint(db: Db, env: Env, userId: number, id: number, now: number): Promise<WebhookEndpointView> {
  const row = await findOwnEndpoint(db, userId, id);
  const waiting = and(eq(webhookDeliveries.endpointId, row.id), eq(webhookDeliveries.status, "pending"));
  const [, , ...rows] = await env.DB.batch<{ id: number }>([
    d1Statement(env.DB, db.update(webhookEndpoints).set({ status: "active", consecutiveFailures: 0, pausedAt: null }).where(eq(webhookEndpoints.id, row.id))),
    d1Statement(env.DB, db.update(webhookDeliveries).set({ nextAttemptAt: now }).where(waiting)),
    d1Statement(env.DB, db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(waiting)),
  ]);
  await enqueueWebhookDeliveries(env, rows.flatMap((result) => result.results.map((delivery) => delivery.id)));
  const resumed = { ...row, status: "active" as const, consecutiveFailures: 0, pausedAt: null };
  await pingIfSubscribed(env, resumed, now);
  return toEndpointView(resumed);
}
