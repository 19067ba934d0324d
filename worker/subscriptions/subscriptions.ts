import { and, asc, count, eq, isNull, lt, or } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { stopChannel } from "../calendar-connections/channels";
import { sealSecret } from "../crypto/secret-box";
import { appRunsOnLoopback } from "../config/public-origin";
import { isPrivateTransport } from "../domain/outbound-url";
import type { Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { fetchableUrl } from "./calendar-source";
import { CALENDAR_ADDRESS_RULE, type SubscriptionBody } from "./schemas";
import { countCalendarReads, countManualSyncs } from "./sync-limits";
import { FAILURES_BEFORE_WARNING, SYNC_INTERVAL_MS } from "./sync-policy";
import { type SubscriptionRow, syncSubscription } from "./sync-subscription";

/** Each host may connect this many calendars: plenty for a person, a bound on what the cron fetches. */
export const MAX_SUBSCRIPTIONS = 10;
/** Calendars one cron run syncs, and how many at a time. */
const SYNCS_PER_RUN = 25;
const PARALLEL_SYNCS = 5;

/** A connected calendar as its owner sees it: the address itself is never shown again, only its host. */
export interface SubscriptionResponse {
  id: number;
  name: string;
  host: string;
  last_synced_at: string | null;
  last_error: string | null;
  /** True after three failed syncs in a row: the page warns the host. */
  failing: boolean;
  busy_count: number;
}

const isoOrNull = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

export function toSubscriptionResponse(row: SubscriptionRow): SubscriptionResponse {
  return {
    id: row.id,
    name: row.name,
    host: row.urlHost,
    last_synced_at: isoOrNull(row.lastSyncedAt),
    last_error: row.lastError,
    failing: row.consecutiveFailures >= FAILURES_BEFORE_WARNING,
    busy_count: row.busyCount,
  };
}

async function findOwnSubscription(db: Db, userId: number, id: number): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.userId, userId)));
  if (!row) throw notFound("Calendar");
  return row;
}

export async function listSubscriptions(db: Db, userId: number): Promise<SubscriptionResponse[]> {
  const rows = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.userId, userId)).orderBy(asc(calendarSubscriptions.id));
  return rows.map(toSubscriptionResponse);
}

/**
 * Connects a calendar and syncs it at once, so the host sees whether the address works. The address,
 * private like a password, is only ever fetched over https.
 */
export async function addSubscription(db: Db, env: Env, userId: number, body: SubscriptionBody, now: number): Promise<SubscriptionResponse> {
  if (!isPrivateTransport(new URL(fetchableUrl(body.url)), appRunsOnLoopback(env))) throw new HttpError(400, `url: ${CALENDAR_ADDRESS_RULE}`);
  const [existing] = await db.select({ n: count() }).from(calendarSubscriptions).where(eq(calendarSubscriptions.userId, userId));
  if ((existing?.n ?? 0) >= MAX_SUBSCRIPTIONS) throw new HttpError(400, `You can connect at most ${MAX_SUBSCRIPTIONS} calendars.`);
  // Adding and removing a calendar over and over must not read more than syncing it would.
  await countCalendarReads(db, userId, 1, now);
  const [row] = await db
    .insert(calendarSubscriptions)
    .values({ userId, name: body.name, urlSealed: await sealSecret(env, "subscription-url", userId, body.url), urlHost: new URL(body.url).hostname })
    .returning();
  if (!row) throw new Error("The calendar was not stored.");
  return toSubscriptionResponse(await syncSubscription(env, row, now));
}

/** "Sync now", within the manual syncs' limits. */
export async function syncOwnSubscription(db: Db, env: Env, userId: number, id: number, now: number): Promise<SubscriptionResponse> {
  const row = await findOwnSubscription(db, userId, id);
  await countManualSyncs(db, userId, [row.id], now);
  return toSubscriptionResponse(await syncSubscription(env, row, now));
}

/** Removes the calendar and, with it (cascade), the busy time it held; a connection's calendar stops its push channel first. */
export async function removeSubscription(db: Db, env: Env, userId: number, id: number): Promise<{ message: string }> {
  const row = await findOwnSubscription(db, userId, id);
  if (row.connectionId !== null) {
    const [connection] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, row.connectionId));
    if (connection) await stopChannel(env, connection, row, Date.now());
  }
  await db.delete(calendarSubscriptions).where(eq(calendarSubscriptions.id, row.id));
  return { message: "Calendar removed." };
}

/** The cron job: syncs the calendars whose last attempt is 15 minutes old, oldest first, a few at a time. */
export async function syncDueSubscriptions(db: Db, env: Env, now: number): Promise<void> {
  const due = await db
    .select()
    .from(calendarSubscriptions)
    .where(
      and(
        // A connection's calendars have their own, every tick (calendar-connections/connection-sweep.ts).
        isNull(calendarSubscriptions.connectionId),
        or(isNull(calendarSubscriptions.lastAttemptAt), lt(calendarSubscriptions.lastAttemptAt, now - SYNC_INTERVAL_MS)),
      ),
    )
    .orderBy(asc(calendarSubscriptions.lastAttemptAt))
    .limit(SYNCS_PER_RUN);
  for (let from = 0; from < due.length; from += PARALLEL_SYNCS) {
    await Promise.all(due.slice(from, from + PARALLEL_SYNCS).map((row) => syncSubscription(env, row, now)));
  }
}
