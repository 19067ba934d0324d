import { eq, type SQL, sql } from "drizzle-orm";
import { calendarSubscriptions, users } from "../../drizzle/schema";
import { openSecret } from "../crypto/secret-box";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { appRunsOnLoopback, publicOrigin } from "../config/public-origin";
import { BOOKING_HORIZON_MS } from "../domain/booking-limits";
import { DAY_MS } from "../domain/calendar-days";
import { readIcsCalendar } from "../domain/ics/ics-import";
import { IcsImportError } from "../domain/ics/ics-import-error";
import type { Interval } from "../domain/intervals";
import { isPrivateTransport } from "../domain/outbound-url";
import { SubscriptionTooBusy, subscriptionBusy } from "../domain/subscription-busy";
import type { OutgoingMessage } from "../email/outgoing-message";
import { enqueueOutbox } from "../email/outbox";
import { initialStatusOf } from "../email/recipient-limits";
import type { Translator } from "../../shared/i18n/translator";
import { hostWordsFor } from "../email/mail-words";
import { type SubscriptionMailFacts, syncFailingMessage, syncRecoveredMessage } from "../email/subscription-messages";
import type { Env } from "../env";
import { fetchCalDavCalendar } from "../caldav/caldav-source";
import { caldavCredentials } from "../caldav/account-credentials";
import { fetchableUrl, fetchCalendar, SyncFailure } from "./calendar-source";
import { FAILURES_BEFORE_WARNING } from "./sync-policy";
import { databaseOver } from "../db/database";

export type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;

/** Intervals per insert statement: one JSON parameter well inside D1's value size limit. */
const INTERVALS_PER_STATEMENT = 5000;

const INSERT_BUSY = `
  insert into subscription_busy (subscription_id, user_id, start_time, end_time)
  select ?1, ?2, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]') from json_each(?3) j`;

/** Busy time from a day ago (a slot's read margin) to the booking horizon. */
const busyRange = (now: number): Interval => ({ start: now - DAY_MS, end: now + BOOKING_HORIZON_MS });

/** The busy time in the calendar's texts; a SyncFailure in words for the host when they give none. */
function busyOf(texts: readonly string[], now: number): Interval[] {
  try {
    // Floating times (rare in published calendars) are read as UTC.
    return subscriptionBusy(texts.flatMap((text) => readIcsCalendar(text, { now, timezone: "UTC" })), busyRange(now));
  } catch (error) {
    if (error instanceof IcsImportError && /valid \.ics/.test(error.message)) throw new SyncFailure("The address did not answer with a calendar (.ics).");
    if (error instanceof IcsImportError || error instanceof SubscriptionTooBusy) throw new SyncFailure(error.message);
    throw error;
  }
}

/** An address connected over plain http before only https was taken: it is not sent in clear again. */
function refuseInsecure(env: Env, address: string): void {
  if (isPrivateTransport(new URL(fetchableUrl(address)), appRunsOnLoopback(env))) return;
  throw new SyncFailure("The calendar's address must start with https:// or webcal://; remove the calendar and add it again.");
}

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
async function recordFailure(env: Env, subscription: SubscriptionRow, message: string, now: number): Promise<SubscriptionRow> {
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

/**
 * Fetches one subscribed calendar and replaces its busy time in one batch, so the booking page never
 * sees half a sync. A failure changes nothing but the connection's status: the last good busy time
 * keeps blocking slots. Answers the connection as it is afterwards.
 */
export async function syncSubscription(env: Env, subscription: SubscriptionRow, now: number): Promise<SubscriptionRow> {
  const db = databaseOver(env.DB);
  const succeeded = { lastAttemptAt: now, lastSyncedAt: now, lastError: null, consecutiveFailures: 0 };
  try {
    const address = await openSecret(env, "subscription-url", subscription.userId, subscription.urlSealed);
    if (address === null) throw new SyncFailure("The calendar's address could not be read; remove the calendar and add it again.");
    if (subscription.caldavAccountId === null) refuseInsecure(env, address);
    const answer =
      subscription.caldavAccountId === null
        ? await fetchCalendar(address, { etag: subscription.etag, lastModified: subscription.lastModified })
        : await fetchCalDavCalendar(await caldavCredentials(env, subscription.caldavAccountId, subscription.userId), address, subscription.etag, busyRange(now));
    const byId = eq(calendarSubscriptions.id, subscription.id);
    // The host hears that a calendar that was failing works again, once, with the sync that proves it.
    const facts = subscription.consecutiveFailures >= FAILURES_BEFORE_WARNING ? await mailFacts(env, subscription, "") : null;
    const recovered = facts
      ? [mailIf(env.DB, subscription, syncRecoveredMessage(facts.t, { ...facts, lastSyncedAt: now }), sql`${calendarSubscriptions.consecutiveFailures} >= ${FAILURES_BEFORE_WARNING}`, now)]
      : [];
    if (answer.kind === "unchanged") {
      const [outboxIds = []] = await batchReturningIds(env.DB, [...recovered, d1Statement(env.DB, db.update(calendarSubscriptions).set(succeeded).where(byId))]);
      await enqueueOutbox(env, outboxIds);
      return { ...subscription, ...succeeded };
    }
    const busy = busyOf(answer.texts, now);
    const inserts = [];
    for (let from = 0; from < busy.length; from += INTERVALS_PER_STATEMENT) {
      const chunk = busy.slice(from, from + INTERVALS_PER_STATEMENT).map(({ start, end }) => [start, end]);
      inserts.push(env.DB.prepare(INSERT_BUSY).bind(subscription.id, subscription.userId, JSON.stringify(chunk)));
    }
    const update = db
      .update(calendarSubscriptions)
      .set({ ...succeeded, etag: answer.etag, lastModified: answer.lastModified, busyCount: busy.length })
      .where(byId);
    const [outboxIds = []] = await batchReturningIds(env.DB, [
      ...recovered,
      env.DB.prepare("delete from subscription_busy where subscription_id = ?").bind(subscription.id),
      ...inserts,
      d1Statement(env.DB, update),
    ]);
    await enqueueOutbox(env, recovered.length > 0 ? outboxIds : []);
    return { ...subscription, ...succeeded, etag: answer.etag, lastModified: answer.lastModified, busyCount: busy.length };
  } catch (error) {
    if (error instanceof SyncFailure) return recordFailure(env, subscription, error.message, now);
    console.error(JSON.stringify({ event: "subscription-sync-error", subscriptionId: subscription.id, error: String(error) }));
    return recordFailure(env, subscription, "The calendar could not be synced.", now);
  }
}
