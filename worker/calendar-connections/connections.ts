import { and, asc, count, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { caldavAccounts, calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import { sealSecret } from "../crypto/secret-box";
import { CALENDAR_PROVIDERS, type CalendarProvider } from "../domain/calendar-providers";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { MAX_SUBSCRIPTIONS } from "../subscriptions/subscriptions";
import { countCalendarReads, countManualSyncs } from "../subscriptions/sync-limits";
import { syncSubscription } from "../subscriptions/sync-subscription";
import { refreshToken } from "./access-token";
import { ensureChannel, stopChannel } from "./channels";
import { type ConnectionRow, findOwnConnection } from "./connection-rows";
import { type CalendarConnectionResponse, toConnectionResponse } from "./connection-view";
import { providerClient } from "./provider-client";
import type { ConnectionChoiceBody } from "./schemas";

/** What Settings → Connected calendars shows: which providers the operator set up, and the host's connections. */
export async function listConnections(db: Db, env: Env, userId: number): Promise<{ providers: Record<CalendarProvider, boolean>; connections: CalendarConnectionResponse[] }> {
  const rows = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)).orderBy(asc(calendarConnections.id));
  const providers = Object.fromEntries(CALENDAR_PROVIDERS.map((provider) => [provider, providerClient(env, provider) !== null])) as Record<CalendarProvider, boolean>;
  return { providers, connections: await Promise.all(rows.map((row) => toConnectionResponse(db, row))) };
}

/**
 * Which calendars count as busy (each becomes a connected calendar, synced and watched at once) and which
 * one receives bookings. The host has ONE calendar for bookings: choosing one here clears any other
 * connection's and CalDAV account's. Only the account's own calendars; the connected calendars' limit holds.
 */
export async function chooseConnectionCalendars(db: Db, env: Env, userId: number, id: number, body: ConnectionChoiceBody, now: number): Promise<CalendarConnectionResponse> {
  const connection = await findOwnConnection(db, userId, id);
  const known = new Map(connection.calendars.map((calendar) => [calendar.id, calendar]));
  const chosen = [...new Set(body.busy_calendars)];
  if (chosen.some((calendarId) => !known.has(calendarId))) throw new HttpError(400, "Each calendar must be one of the account's calendars.");
  if (body.write_calendar !== null && known.get(body.write_calendar)?.writable !== true) throw new HttpError(400, "Bookings can only be written into one of the account's calendars it may change.");
  if (connection.status === "broken" && (chosen.length > 0 || body.write_calendar !== null)) throw new HttpError(409, "Connect the account again first.");
  const current = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.connectionId, connection.id));
  const [others] = await db
    .select({ n: count() })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.userId, userId), or(isNull(calendarSubscriptions.connectionId), ne(calendarSubscriptions.connectionId, connection.id))));
  if ((others?.n ?? 0) + chosen.length > MAX_SUBSCRIPTIONS) throw new HttpError(400, `You can connect at most ${MAX_SUBSCRIPTIONS} calendars.`);
  const dropped = current.filter((row) => row.providerCalendarId === null || !chosen.includes(row.providerCalendarId));
  const kept = new Set(current.map((row) => row.providerCalendarId));
  const added = chosen.filter((calendarId) => !kept.has(calendarId));
  await countCalendarReads(db, userId, added.length, now);
  for (const row of dropped) await stopChannel(env, connection, row, now);
  const values = await Promise.all(
    added.map(async (calendarId) => ({
      userId,
      name: known.get(calendarId)?.name ?? calendarId,
      urlSealed: await sealSecret(env, "subscription-url", userId, calendarId),
      urlHost: connection.accountEmail,
      connectionId: connection.id,
      providerCalendarId: calendarId,
    })),
  );
  if (dropped.length > 0) await db.delete(calendarSubscriptions).where(inArray(calendarSubscriptions.id, dropped.map((row) => row.id)));
  const inserted = values.length > 0 ? await db.insert(calendarSubscriptions).values(values).returning() : [];
  if (body.write_calendar !== null) {
    await db.batch([
      db.update(calendarConnections).set({ writeCalendarId: null }).where(and(eq(calendarConnections.userId, userId), ne(calendarConnections.id, connection.id))),
      db.update(caldavAccounts).set({ writeCalendarUrl: null }).where(eq(caldavAccounts.userId, userId)),
    ]);
  }
  const [updated] = await db.update(calendarConnections).set({ writeCalendarId: body.write_calendar }).where(eq(calendarConnections.id, connection.id)).returning();
  await Promise.all(
    inserted.map(async (row) => {
      const synced = await syncSubscription(env, row, now);
      await ensureChannel(env, updated ?? connection, synced, now);
    }),
  );
  return toConnectionResponse(db, updated ?? connection);
}

/** "Sync now" for all the connection's busy calendars, each within the manual syncs' limits. */
export async function syncConnectionNow(db: Db, env: Env, userId: number, id: number, now: number): Promise<CalendarConnectionResponse> {
  const connection = await findOwnConnection(db, userId, id);
  const rows = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.connectionId, connection.id));
  await countManualSyncs(db, userId, rows.map((row) => row.id), now);
  await Promise.all(rows.map((row) => syncSubscription(env, row, now)));
  return toConnectionResponse(db, await findOwnConnection(db, userId, id));
}

/**
 * What leaving a connection asks of its provider: every push channel stopped and the grant revoked (the
 * refresh token revokes its access tokens with it). Failures are logged, never thrown: the host's
 * disconnect or deletion goes ahead, and a channel left running lapses by itself within days.
 */
async function release(env: Env, connection: ConnectionRow, calendars: readonly (typeof calendarSubscriptions.$inferSelect)[], now: number): Promise<void> {
  for (const calendar of calendars) await stopChannel(env, connection, calendar, now);
  try {
    const client = providerClient(env, connection.provider);
    if (client) await client.revoke(await refreshToken(env, connection));
  } catch (error) {
    console.error(JSON.stringify({ event: "calendar-revoke-failed", connectionId: connection.id, error: String(error) }));
  }
}

/** Disconnect: channels stopped, grant revoked, then the connection goes with its calendars' busy time and pending writes. Events already written stay. */
export async function disconnect(db: Db, env: Env, userId: number, id: number, now: number): Promise<{ message: string }> {
  const connection = await findOwnConnection(db, userId, id);
  const calendars = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.connectionId, connection.id));
  await release(env, connection, calendars, now);
  await db.delete(calendarConnections).where(eq(calendarConnections.id, connection.id));
  return { message: "Calendar account disconnected." };
}

/** Before an account is deleted: each of its connections released at its provider (its rows go with the user's). */
export async function releaseConnectionsOf(db: Db, env: Env, userId: number, now: number): Promise<void> {
  const connections = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
  for (const connection of connections) {
    const calendars = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.connectionId, connection.id));
    await release(env, connection, calendars, now);
  }
}
