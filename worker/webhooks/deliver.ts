import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from "../../drizzle/schema";
import { openSecret } from "../crypto/secret-box";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { publicOrigin } from "../config/public-origin";
import { FAILURES_BEFORE_PAUSE, nextAttemptAt } from "../domain/webhook-retry";
import { enqueueOutbox } from "../email/outbox";
import { initialStatusOf } from "../email/recipient-limits";
import { hostWordsFor } from "../email/mail-words";
import { webhookPausedMessage } from "../email/webhook-messages";
import type { Db, Env } from "../env";
import { type AttemptOutcome, DELIVERY_TIMEOUT_MS, postWebhook } from "./post-webhook";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How long a claimed delivery belongs to its sender: well past the 10 s timeout. */
const SEND_LEASE_MS = DELIVERY_TIMEOUT_MS * 6;

/** The endpoint takes deliveries: it is active (or gone with its account: the delivery carries its address). */
export const endpointActive = sql`(${webhookDeliveries.endpointId} is null or exists (select 1 from webhook_endpoints e
  where e.id = ${webhookDeliveries.endpointId} and e.status = 'active'))`;

/** What the cron sweep and the queue may send now; a host's explicit "Send test" or "Redeliver" also goes to a paused endpoint. */
export const sendable = (now: number) =>
  and(
    or(eq(webhookDeliveries.status, "pending"), and(eq(webhookDeliveries.status, "sending"), lt(webhookDeliveries.leaseUntil, now))),
    lte(webhookDeliveries.nextAttemptAt, now),
  );

/** Takes the delivery for this sender in ONE statement, so a redelivered message or the sweep finds nothing to send twice. */
async function claim(db: Db, id: number, now: number, explicit: boolean): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "sending", attempts: sql`${webhookDeliveries.attempts} + 1`, leaseUntil: now + SEND_LEASE_MS, lastAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, id), sendable(now), explicit ? undefined : endpointActive))
    .returning();
  return row;
}

/** The host's mail when this failure is the one that pauses the endpoint (the count is checked inside the batch). */
async function pauseMail(db: Db, env: Env, row: DeliveryRow, outcome: AttemptOutcome, now: number) {
  if (row.endpointId === null) return [];
  const [host] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.userId));
  if (!host) return [];
  const message = webhookPausedMessage(await hostWordsFor(env.ASSETS, host.locale), {
    hostEmail: host.email,
    url: row.url,
    failures: FAILURES_BEFORE_PAUSE,
    lastError: outcome.error ?? "",
    settingsUrl: `${publicOrigin(env)}/settings`,
  });
  return [
    d1Statement(env.DB, sql`
      insert into email_outbox (kind, to_address, subject, body, html, status)
      select ${message.kind}, ${message.toAddress}, ${message.subject}, ${message.body}, ${message.html}, ${initialStatusOf(message, now)}
      from webhook_endpoints where id = ${row.endpointId} and consecutive_failures = ${FAILURES_BEFORE_PAUSE}
      returning id`),
  ];
}

/** Settles the attempt: its log line, the delivery's outcome and the endpoint's failure streak (paused at 20, with the mail) in one batch. */
async function record(db: Db, env: Env, row: DeliveryRow, outcome: AttemptOutcome, now: number): Promise<DeliveryRow> {
  const next = outcome.ok ? null : nextAttemptAt(row.attempts, row.createdAt, now);
  const settled = {
    status: outcome.ok ? ("delivered" as const) : next === null ? ("failed" as const) : ("pending" as const),
    nextAttemptAt: next ?? row.nextAttemptAt,
    leaseUntil: null,
    responseStatus: outcome.responseStatus,
    durationMs: outcome.durationMs,
    lastError: outcome.error,
    deliveredAt: outcome.ok ? now : null,
  };
  const ownClaim = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, "sending"), eq(webhookDeliveries.attempts, row.attempts));
  const failures = webhookEndpoints.consecutiveFailures;
  const streak = outcome.ok
    ? { consecutiveFailures: 0 }
    : {
        consecutiveFailures: sql`${failures} + 1`,
        status: sql`case when ${failures} + 1 >= ${FAILURES_BEFORE_PAUSE} then 'paused' else ${webhookEndpoints.status} end`,
        pausedAt: sql`case when ${webhookEndpoints.status} = 'active' and ${failures} + 1 >= ${FAILURES_BEFORE_PAUSE} then ${now} else ${webhookEndpoints.pausedAt} end`,
      };
  const endpoint = row.endpointId === null ? [] : [d1Statement(env.DB, db.update(webhookEndpoints).set(streak).where(eq(webhookEndpoints.id, row.endpointId)))];
  const mail = outcome.ok ? [] : await pauseMail(db, env, row, outcome, now);
  // The POST went out whoever holds the claim now: the attempt is logged either way.
  const attempt = d1Statement(
    env.DB,
    db.insert(webhookAttempts).values({ deliveryId: row.id, attemptedAt: now, responseStatus: outcome.responseStatus, durationMs: outcome.durationMs, error: outcome.error }),
  );
  const written = await batchReturningIds(env.DB, [attempt, d1Statement(env.DB, db.update(webhookDeliveries).set(settled).where(ownClaim)), ...endpoint, ...mail]);
  await enqueueOutbox(env, written.flat());
  return { ...row, ...settled };
}

/**
 * Sends one delivery if it is due and nobody else is sending it; answers it as it is afterwards, or
 * undefined when there was nothing to send. `explicit`: the host asked, so a paused endpoint gets it too.
 */
export async function deliverWebhook(db: Db, env: Env, id: number, now: number, explicit = false): Promise<DeliveryRow | undefined> {
  const row = await claim(db, id, now, explicit);
  if (!row) return undefined;
  const secret = await openSecret(env, "webhook-secret", row.userId, row.secretSealed);
  const outcome: AttemptOutcome = secret
    ? await postWebhook({ url: row.url, eventId: row.eventId, eventType: row.eventType, snapshot: row.snapshot, secret }, now)
    : { ok: false, responseStatus: null, durationMs: 0, error: "The signing secret could not be read; delete the endpoint and add it again." };
  return record(db, env, row, outcome, now);
}
