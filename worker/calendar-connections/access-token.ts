import { eq } from "drizzle-orm";
import { calendarConnections } from "../../drizzle/schema";
import { openSecret, sealSecret } from "../crypto/secret-box";
import { databaseOver } from "../db/database";
import type { Env } from "../env";
import { SyncFailure } from "../subscriptions/calendar-source";
import { markBroken } from "./broken-connection";
import { type ConnectionRow, PROVIDER_NAMES } from "./connection-rows";
import { type CalendarProviderClient, type ProviderTokens } from "./provider-contract";
import { providerClient } from "./provider-client";
import { AccessExpired, GrantRefused } from "./provider-errors";

/** Tokens are refreshed this long before they expire, so no call starts with one about to lapse. */
const REFRESH_BEFORE_MS = 5 * 60_000;

export const sealTokens = async (env: Env, userId: number, tokens: ProviderTokens, refreshToken: string) => ({
  accessTokenSealed: await sealSecret(env, "oauth-token", userId, tokens.accessToken),
  accessExpiresAt: tokens.expiresAt,
  refreshTokenSealed: await sealSecret(env, "oauth-token", userId, refreshToken),
});

async function opened(env: Env, connection: ConnectionRow, sealed: string): Promise<string> {
  const token = await openSecret(env, "oauth-token", connection.userId, sealed);
  if (token === null) throw new GrantRefused("Hangout could not read the account's access; connect it again.");
  return token;
}

export async function refreshToken(env: Env, connection: ConnectionRow): Promise<string> {
  return opened(env, connection, connection.refreshTokenSealed);
}

/** A fresh access token from the refresh token, stored sealed; the provider may hand out a new refresh token too. */
async function refreshed(env: Env, client: CalendarProviderClient, connection: ConnectionRow, now: number): Promise<string> {
  const refresh = await refreshToken(env, connection);
  const tokens = await client.refresh(refresh, now);
  await databaseOver(env.DB)
    .update(calendarConnections)
    .set(await sealTokens(env, connection.userId, tokens, tokens.refreshToken ?? refresh))
    .where(eq(calendarConnections.id, connection.id));
  return tokens.accessToken;
}

/**
 * Runs `call` with a working access token of the connection: refreshed before it expires, and once
 * more when the provider answers 401 anyway. A refused grant (invalid_grant, or 401 after the refresh)
 * marks the connection broken and mails the host once (broken-connection.ts); it stays a GrantRefused
 * for the caller, which records it like any failure.
 */
export async function withAccess<T>(env: Env, connection: ConnectionRow, now: number, call: (client: CalendarProviderClient, accessToken: string) => Promise<T>): Promise<T> {
  if (connection.status === "broken") throw new GrantRefused(connection.brokenReason ?? "Connect the account again.");
  const client = providerClient(env, connection.provider);
  if (!client) throw new SyncFailure(`${PROVIDER_NAMES[connection.provider]} is not set up on this Hangout.`);
  try {
    const current = connection.accessExpiresAt - REFRESH_BEFORE_MS > now ? await opened(env, connection, connection.accessTokenSealed) : await refreshed(env, client, connection, now);
    try {
      return await call(client, current);
    } catch (error) {
      if (!(error instanceof AccessExpired)) throw error;
    }
    const fresh = await refreshed(env, client, connection, now);
    try {
      return await call(client, fresh);
    } catch (error) {
      if (error instanceof AccessExpired) throw new GrantRefused(`${PROVIDER_NAMES[connection.provider]} refused Hangout's access even after a refresh; connect the account again.`);
      throw error;
    }
  } catch (error) {
    if (error instanceof GrantRefused) await markBroken(env, connection, error.message, now);
    throw error;
  }
}
