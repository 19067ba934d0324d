import { eq, sql } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { databaseOver } from "../db/database";
import { DAY_MS } from "../domain/calendar-days";
import { enqueueOutbox } from "../email/outbox";
import type { Env } from "../env";
import { clearBusyStatement, insertBusyStatements, removeEventsStatements, type StoredBusy } from "../subscriptions/busy-storage";
import { SyncFailure } from "../subscriptions/calendar-source";
import { busyRange } from "../subscriptions/sync-policy";
import { recordFailure, recoveredMailStatements, type SubscriptionRow } from "../subscriptions/sync-outcome";
import { withAccess } from "./access-token";
import type { ChangeSet } from "./provider-contract";
import { CursorExpired, GrantRefused } from "./provider-errors";

/**
 * Everything is read again once a day: an incremental read reports changes, not the passing of time,
 * so events that have since entered the booking horizon come in with the daily full read.
 */
const FULL_SYNC_EVERY_MS = DAY_MS;

/** The statements that bring the calendar's stored busy time in line with the changes. */
function busyStatements(d1: D1Database, subscription: SubscriptionRow, changes: ChangeSet): D1PreparedStatement[] {
  const busy: StoredBusy[] = changes.changes.flatMap(({ externalId, busy }) => (busy ? [{ ...busy, externalId }] : []));
  const clear = changes.full ? [clearBusyStatement(d1, subscription.id)] : removeEventsStatements(d1, subscription.id, changes.changes.map((change) => change.externalId));
  return [...clear, ...insertBusyStatements(d1, subscription, busy)];
}

/**
 * Syncs one calendar of an OAuth connection (docs/CALENDAR-PROVIDERS.md): the changes since its cursor
 * (or everything, first and once a day, and when the provider says the cursor expired), applied to its
 * stored busy time with the new cursor in ONE batch, so the booking page never sees half a sync and a
 * repeated or overlapping sync changes nothing twice. A failure keeps the last good busy time.
 */
export async function syncConnectionCalendar(env: Env, subscription: SubscriptionRow, now: number): Promise<SubscriptionRow> {
  const db = databaseOver(env.DB);
  const [connection] = subscription.connectionId === null ? [] : await db.select().from(calendarConnections).where(eq(calendarConnections.id, subscription.connectionId));
  const calendarId = subscription.providerCalendarId;
  if (!connection || calendarId === null) return subscription;
  try {
    const range = busyRange(now);
    const due = subscription.syncToken === null || subscription.fullSyncAt === null || now - subscription.fullSyncAt >= FULL_SYNC_EVERY_MS;
    const changes = await withAccess(env, connection, now, async (client, token) => {
      try {
        return await client.readChanges(token, calendarId, due ? null : subscription.syncToken, range);
      } catch (error) {
        if (error instanceof CursorExpired) return client.readChanges(token, calendarId, null, range);
        throw error;
      }
    });
    const recovered = await recoveredMailStatements(env, subscription, now);
    const succeeded = { lastAttemptAt: now, lastSyncedAt: now, lastError: null, consecutiveFailures: 0, syncToken: changes.cursor, ...(changes.full ? { fullSyncAt: now } : {}) };
    const update = db
      .update(calendarSubscriptions)
      .set({ ...succeeded, busyCount: sql`(select count(*) from subscription_busy where subscription_id = ${subscription.id})` })
      .where(eq(calendarSubscriptions.id, subscription.id));
    const written = await batchReturningIds(env.DB, [...recovered, ...busyStatements(env.DB, subscription, changes), d1Statement(env.DB, update)]);
    await enqueueOutbox(env, recovered.length > 0 ? (written[0] ?? []) : []);
    const [stored] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, subscription.id));
    return stored ?? subscription;
  } catch (error) {
    // The host was told once, by the connection itself (broken-connection.ts): this calendar only records why.
    if (error instanceof GrantRefused) {
      await db.update(calendarSubscriptions).set({ lastAttemptAt: now, lastError: error.message }).where(eq(calendarSubscriptions.id, subscription.id));
      return { ...subscription, lastAttemptAt: now, lastError: error.message };
    }
    if (error instanceof SyncFailure) return recordFailure(env, subscription, error.message, now);
    console.error(JSON.stringify({ event: "connection-sync-error", subscriptionId: subscription.id, error: String(error) }));
    return recordFailure(env, subscription, "The calendar could not be synced.", now);
  }
}
