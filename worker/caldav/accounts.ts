import { and, asc, count, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { caldavAccounts, calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { countAttempt } from "../auth/attempt-limits";
import { openSecret, sealSecret } from "../crypto/secret-box";
import { appRunsOnLoopback } from "../config/public-origin";
import { isPrivateTransport } from "../domain/outbound-url";
import type { Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { SyncFailure } from "../subscriptions/calendar-source";
import { MAX_SUBSCRIPTIONS } from "../subscriptions/subscriptions";
import { countCalendarReads, countManualSyncs } from "../subscriptions/sync-limits";
import { syncSubscription } from "../subscriptions/sync-subscription";
import type { CalDavAccountRow } from "./account-credentials";
import { discoverCalendars } from "./discovery";
import { type CalDavAccountBody, type CalDavChoiceBody, SERVER_ADDRESS_RULE } from "./schemas";
import { caldavSignInLimits } from "./sign-in-limits";

/** A CalDAV account as its owner sees it, never its password. Its busy calendars' sync status is in the connected calendars list. */
export interface CalDavAccountResponse {
  id: number;
  server: string;
  username: string;
  calendars: { url: string; name: string; busy: boolean; write: boolean }[];
  /** Why the last booking could not be written into the calendar; null once a write succeeds. */
  write_error: string | null;
  write_error_at: string | null;
}

/** The account's calendars that count as busy: connected calendars (subscriptions) with the account's id. */
async function busyCalendarsOf(db: Db, env: Env, account: CalDavAccountRow): Promise<{ id: number; url: string | null }[]> {
  const rows = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.caldavAccountId, account.id));
  return Promise.all(rows.map(async (row) => ({ id: row.id, url: await openSecret(env, "subscription-url", row.userId, row.urlSealed) })));
}

async function toResponse(db: Db, env: Env, account: CalDavAccountRow): Promise<CalDavAccountResponse> {
  const busy = new Set((await busyCalendarsOf(db, env, account)).map((calendar) => calendar.url));
  return {
    id: account.id,
    server: new URL(account.serverUrl).hostname,
    username: account.username,
    calendars: account.calendars.map(({ url, name }) => ({ url, name, busy: busy.has(url), write: url === account.writeCalendarUrl })),
    write_error: account.lastWriteError,
    write_error_at: account.lastWriteErrorAt === null ? null : new Date(account.lastWriteErrorAt).toISOString(),
  };
}

async function findOwnAccount(db: Db, userId: number, id: number): Promise<CalDavAccountRow> {
  const [row] = await db.select().from(caldavAccounts).where(and(eq(caldavAccounts.id, id), eq(caldavAccounts.userId, userId)));
  if (!row) throw notFound("CalDAV account");
  return row;
}

export async function listCalDavAccounts(db: Db, env: Env, userId: number): Promise<CalDavAccountResponse[]> {
  const rows = await db.select().from(caldavAccounts).where(eq(caldavAccounts.userId, userId)).orderBy(asc(caldavAccounts.id));
  return Promise.all(rows.map((row) => toResponse(db, env, row)));
}

/**
 * Signs in (over https only, counted against the sign-in limits of the host and of `address`, the
 * client's) and discovers the account's calendars; nothing is stored when that fails (400 with the reason).
 */
export async function addCalDavAccount(db: Db, env: Env, userId: number, address: string, body: CalDavAccountBody, now: number): Promise<CalDavAccountResponse> {
  if (!isPrivateTransport(new URL(body.server_url), appRunsOnLoopback(env))) throw new HttpError(400, `server_url: ${SERVER_ADDRESS_RULE}`);
  const [existing] = await db.select({ n: count() }).from(caldavAccounts).where(eq(caldavAccounts.userId, userId));
  if ((existing?.n ?? 0) >= MAX_SUBSCRIPTIONS) throw new HttpError(400, `You can connect at most ${MAX_SUBSCRIPTIONS} CalDAV accounts.`);
  await countAttempt(db, caldavSignInLimits(userId, address), now);
  const credentials = { serverUrl: body.server_url, username: body.username, password: body.password };
  let calendars;
  try {
    calendars = await discoverCalendars(credentials);
  } catch (error) {
    if (error instanceof SyncFailure) throw new HttpError(400, error.message);
    throw error;
  }
  if (calendars.length === 0) throw new HttpError(400, "No CalDAV calendars were found at this address.");
  const [row] = await db
    .insert(caldavAccounts)
    .values({ userId, serverUrl: body.server_url, username: body.username, passwordSealed: await sealSecret(env, "caldav-password", userId, body.password), calendars })
    .returning();
  if (!row) throw new Error("The CalDAV account was not stored.");
  return toResponse(db, env, row);
}

/**
 * Which calendars count as busy (each becomes a connected calendar, synced at once) and which one
 * bookings are written into. Only the account's own calendars; the connected calendars' limit holds.
 */
export async function chooseCalendars(db: Db, env: Env, userId: number, id: number, body: CalDavChoiceBody, now: number): Promise<CalDavAccountResponse> {
  const account = await findOwnAccount(db, userId, id);
  const known = new Map(account.calendars.map((calendar) => [calendar.url, calendar.name]));
  const chosen = [...new Set(body.busy_calendars)];
  if ([...chosen, ...(body.write_calendar ? [body.write_calendar] : [])].some((url) => !known.has(url))) {
    throw new HttpError(400, "Each calendar must be one of the account's calendars.");
  }
  const current = await busyCalendarsOf(db, env, account);
  const [others] = await db
    .select({ n: count() })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.userId, userId), or(isNull(calendarSubscriptions.caldavAccountId), ne(calendarSubscriptions.caldavAccountId, account.id))));
  if ((others?.n ?? 0) + chosen.length > MAX_SUBSCRIPTIONS) throw new HttpError(400, `You can connect at most ${MAX_SUBSCRIPTIONS} calendars.`);
  const dropped = current.filter((calendar) => calendar.url === null || !chosen.includes(calendar.url)).map((calendar) => calendar.id);
  const kept = new Set(current.map((calendar) => calendar.url));
  const added = chosen.filter((url) => !kept.has(url));
  // Each newly ticked calendar is read at once: unticking and ticking must not read more than syncing would.
  await countCalendarReads(db, userId, added.length, now);
  const urlHost = new URL(account.serverUrl).hostname;
  const values = await Promise.all(
    added.map(async (url) => ({ userId, name: known.get(url) ?? url, urlSealed: await sealSecret(env, "subscription-url", userId, url), urlHost, caldavAccountId: account.id })),
  );
  if (dropped.length > 0) await db.delete(calendarSubscriptions).where(inArray(calendarSubscriptions.id, dropped));
  const inserted = values.length > 0 ? await db.insert(calendarSubscriptions).values(values).returning() : [];
  // The host has ONE calendar for bookings (docs/CALENDAR-PROVIDERS.md): choosing one here clears the others'.
  if (body.write_calendar !== null) {
    await db.batch([
      db.update(caldavAccounts).set({ writeCalendarUrl: null }).where(and(eq(caldavAccounts.userId, userId), ne(caldavAccounts.id, account.id))),
      db.update(calendarConnections).set({ writeCalendarId: null }).where(eq(calendarConnections.userId, userId)),
    ]);
  }
  const [updated] = await db.update(caldavAccounts).set({ writeCalendarUrl: body.write_calendar }).where(eq(caldavAccounts.id, account.id)).returning();
  await Promise.all(inserted.map((row) => syncSubscription(env, row, now)));
  return toResponse(db, env, updated ?? account);
}

/** Removes the account with its calendars' busy time and pending writes; events already written stay in the calendar. */
export async function removeCalDavAccount(db: Db, userId: number, id: number): Promise<{ message: string }> {
  const account = await findOwnAccount(db, userId, id);
  await db.delete(caldavAccounts).where(eq(caldavAccounts.id, account.id));
  return { message: "CalDAV account removed." };
}

/** "Sync now" for all the account's busy calendars, each within the manual syncs' limits. */
export async function syncCalDavAccount(db: Db, env: Env, userId: number, id: number, now: number): Promise<CalDavAccountResponse> {
  const account = await findOwnAccount(db, userId, id);
  const rows = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.caldavAccountId, account.id));
  await countManualSyncs(db, userId, rows.map((row) => row.id), now);
  await Promise.all(rows.map((row) => syncSubscription(env, row, now)));
  return toResponse(db, env, await findOwnAccount(db, userId, id));
}
