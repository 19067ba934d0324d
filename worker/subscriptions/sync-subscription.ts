import { eq } from "drizzle-orm";
import { calendarSubscriptions } from "../../drizzle/schema";
import { openSecret } from "../crypto/secret-box";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { appRunsOnLoopback } from "../config/public-origin";
import { readIcsCalendar } from "../domain/ics/ics-import";
import { IcsImportError } from "../domain/ics/ics-import-error";
import type { Interval } from "../domain/intervals";
import { isPrivateTransport } from "../domain/outbound-url";
import { SubscriptionTooBusy, subscriptionBusy } from "../domain/subscription-busy";
import { enqueueOutbox } from "../email/outbox";
import type { Env } from "../env";
import { fetchCalDavCalendar } from "../caldav/caldav-source";
import { caldavCredentials } from "../caldav/account-credentials";
import { syncConnectionCalendar } from "../calendar-connections/connection-sync";
import { clearBusyStatement, insertBusyStatements } from "./busy-storage";
import { fetchableUrl, fetchCalendar, SyncFailure } from "./calendar-source";
import { busyRange } from "./sync-policy";
import { recordFailure, recoveredMailStatements, type SubscriptionRow } from "./sync-outcome";
import { databaseOver } from "../db/database";

export type { SubscriptionRow };


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

/**
 * Fetches one subscribed calendar and replaces its busy time in one batch, so the booking page never
 * sees half a sync. A failure changes nothing but the connection's status: the last good busy time
 * keeps blocking slots. Answers the connection as it is afterwards.
 */
export async function syncSubscription(env: Env, subscription: SubscriptionRow, now: number): Promise<SubscriptionRow> {
  if (subscription.connectionId !== null) return syncConnectionCalendar(env, subscription, now);
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
    const recovered = await recoveredMailStatements(env, subscription, now);
    if (answer.kind === "unchanged") {
      const [outboxIds = []] = await batchReturningIds(env.DB, [...recovered, d1Statement(env.DB, db.update(calendarSubscriptions).set(succeeded).where(byId))]);
      await enqueueOutbox(env, outboxIds);
      return { ...subscription, ...succeeded };
    }
    const busy = busyOf(answer.texts, now);
    const inserts = insertBusyStatements(env.DB, subscription, busy.map((interval) => ({ ...interval, externalId: null })));
    const update = db
      .update(calendarSubscriptions)
      .set({ ...succeeded, etag: answer.etag, lastModified: answer.lastModified, busyCount: busy.length })
      .where(byId);
    const [outboxIds = []] = await batchReturningIds(env.DB, [
      ...recovered,
      clearBusyStatement(env.DB, subscription.id),
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
