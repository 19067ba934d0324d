import { eq, type SQL, sql } from "drizzle-orm";
import { calendarSubscriptions, users } from "../../drizzle/schema";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { databaseOver } from "../db/database";
import { publicOrigin } from "../config/public-origin";
import type { OutgoingMessage } from "../email/outgoing-message";
import { enqueueOutbox } from "../email/outbox";
import { initialStatusOf } from "../email/recipient-limits";
import { hostWordsFor } from "../email/mail-words";
import { type SubscriptionMailFacts, syncFailingMessage, syncRecoveredMessage } from "../email/subscription-messages";
import type { Translator } from "../../shared/i18n/translator";
import type { Env } from "../env";
import { FAILURES_BEFORE_WARNING } from "./sync-policy";

/* What every kind of connected calendar's sync records afterwards: a failure (mailing the host on the third in a row) or a recovery. */

export type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;

/** The mail about `subscription`, written only while its failure count satisfies `when` (checked in the same batch). */
function mailIf(d1: D1Database, subscription: SubscriptionRow, message: OutgoingMessage, when: SQL, now: number) {
  return d1Statement(d1, sql`
    insert into email_outbox (kind, to_address, subject, body, html, status)
    select ${message.kind}, ${message.toAddress}, ${message.subject}, ${message.body}, ${message.html}, ${initialStatusOf(message, now)}
    from calendar_subscriptions where id = ${subscription.id} and ${when}
    returning id`);
}

/** The facts the host's mail about this calendar needs, and the host's words; null when the host has no deliverable address. */
async function mailFacts(env: Env, subscription: SubscriptionRow, lastError: string): Promise<(SubscriptionMailFacts & { t: Translator }) | null> {
  const [host] = await databaseOver(env.DB).select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, subscription.userId));
  if (!host) return null;
  return {
    t: await hostWordsFor(env.ASSETS, host.locale),
    hostEmail: host.email,
    calendarName: subscription.name,
    calendarHost: subscription.urlHost,
    lastSyncedAt: subscription.lastSyncedAt,
    lastError,
    settingsUrl: `${publicOrigin(env)}/settings`,
  };
}

/** Records a failed sync; the one that makes it the third in a row also mails the host, in the same batch. */
export async function recordFailure(env: Env, subscription: SubscriptionRow, message: string, now: number): Promise<SubscriptionRow> {
  const failures = calendarSubscriptions.consecutiveFailures;
  const update = databaseOver(env.DB)
    .update(calendarSubscriptions)
    .set({ lastAttemptAt: now, lastError: message, consecutiveFailures: sql`${failures} + 1` })
    .where(eq(calendarSubscriptions.id, subscription.id));
  const facts = await mailFacts(env, subscription, message);
  const warning = facts ? [mailIf(env.DB, subscription, syncFailingMessage(facts.t, facts), sql`${failures} = ${FAILURES_BEFORE_WARNING}`, now)] : [];
  const [, outboxIds = []] = await batchReturningIds(env.DB, [d1Statement(env.DB, update), ...warning]);
  await enqueueOutbox(env, outboxIds);
  return { ...subscription, lastAttemptAt: now, lastError: message, consecutiveFailures: subscription.consecutiveFailures + 1 };
}

/** The host hears that a calendar that was failing works again, once, with the sync that proves it: for that sync's batch, first. */
export async function recoveredMailStatements(env: Env, subscription: SubscriptionRow, now: number): Promise<D1PreparedStatement[]> {
  const facts = subscription.consecutiveFailures >= FAILURES_BEFORE_WARNING ? await mailFacts(env, subscription, "") : null;
  if (!facts) return [];
  return [mailIf(env.DB, subscription, syncRecoveredMessage(facts.t, { ...facts, lastSyncedAt: now }), sql`${calendarSubscriptions.consecutiveFailures} >= ${FAILURES_BEFORE_WARNING}`, now)];
}
