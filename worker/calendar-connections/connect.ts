import { sha256 } from "@noble/hashes/sha2.js";
import { and, count, eq, lt } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions, oauthStates, providerWrites } from "../../drizzle/schema";
import { publicOrigin } from "../config/public-origin";
import type { CalendarProvider } from "../domain/calendar-providers";
import { enqueueOutbox } from "../email/outbox";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { hashLinkToken, newLinkToken } from "../http/link-token";
import { SyncFailure } from "../subscriptions/calendar-source";
import { MAX_SUBSCRIPTIONS } from "../subscriptions/subscriptions";
import { syncSubscription } from "../subscriptions/sync-subscription";
import { sealTokens } from "./access-token";
import { ensureChannel } from "./channels";
import { type ConnectionRow, PROVIDER_NAMES } from "./connection-rows";
import { type CalendarConnectionResponse, toConnectionResponse } from "./connection-view";
import { type CalendarProviderClient } from "./provider-contract";
import { providerClient } from "./provider-client";
import type { ConnectCompleteBody } from "./schemas";

/** A consent must come back within this long. */
const STATE_TTL_MS = 10 * 60_000;
const STATE_REFUSED = "This sign-in was not started here or has expired. Please connect again.";

/** The SPA page the provider sends the browser back to (README: the redirect URI to register). */
export const redirectUri = (env: Env, provider: CalendarProvider) => `${publicOrigin(env)}/settings/connect/${provider}`;

function clientOf(env: Env, provider: CalendarProvider): CalendarProviderClient {
  const client = providerClient(env, provider);
  if (!client) throw new HttpError(400, `${PROVIDER_NAMES[provider]} is not set up on this Hangout.`);
  return client;
}

const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** RFC 7636 S256: the challenge a verifier answers. */
export const pkceChallenge = (verifier: string) => base64Url(sha256(new TextEncoder().encode(verifier)));

/**
 * Starts the OAuth 2.0 authorization code flow: a fresh `state` bound to the signed-in host (stored as
 * its SHA-256 with the browser's PKCE challenge), and the consent address to send the browser to. The
 * verifier stays in the browser that started it, so a code is only redeemed there, by this host.
 */
export async function startConnect(db: Db, env: Env, userId: number, provider: CalendarProvider, codeChallenge: string, now: number): Promise<{ url: string }> {
  const client = clientOf(env, provider);
  const state = newLinkToken();
  await db.batch([
    db.delete(oauthStates).where(and(eq(oauthStates.userId, userId), lt(oauthStates.expiresAt, now))),
    db.insert(oauthStates).values({ stateHash: hashLinkToken(state), userId, provider, codeChallenge, expiresAt: now + STATE_TTL_MS }),
  ]);
  return { url: client.authorizeUrl({ state, codeChallenge, redirectUri: redirectUri(env, provider) }) };
}

/** Takes the state once: only its own host, within its time, with the verifier of its challenge. Anything else: 400 and nothing changes. */
async function takeState(db: Db, userId: number, provider: CalendarProvider, body: ConnectCompleteBody, now: number): Promise<void> {
  const stateHash = hashLinkToken(body.state);
  const [row] = await db.select().from(oauthStates).where(eq(oauthStates.stateHash, stateHash));
  if (!row || row.userId !== userId || row.provider !== provider || row.expiresAt < now) throw new HttpError(400, STATE_REFUSED);
  if (pkceChallenge(body.code_verifier) !== row.codeChallenge) throw new HttpError(400, "code_verifier does not match the sign-in that was started.");
  const [taken] = await db.delete(oauthStates).where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.userId, userId))).returning({ stateHash: oauthStates.stateHash });
  if (!taken) throw new HttpError(400, STATE_REFUSED);
}

/** The host's connected calendars of this connection are read again and watched; its writes held while it was broken go out. */
async function resume(db: Db, env: Env, connection: ConnectionRow, now: number): Promise<void> {
  const calendars = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.connectionId, connection.id));
  for (const calendar of calendars) {
    const synced = await syncSubscription(env, { ...calendar, syncToken: null }, now);
    await ensureChannel(env, connection, synced, now);
  }
  const held = await db.select({ id: providerWrites.id }).from(providerWrites).where(and(eq(providerWrites.connectionId, connection.id), eq(providerWrites.status, "pending")));
  await enqueueOutbox(env, [], [], held.map((row) => row.id));
}

/**
 * The browser came back from the consent page with a code: the state is checked and taken, the code
 * redeemed with the verifier, the account and its calendars read, and the tokens stored sealed. The
 * same account connected again (a broken one included) is updated in place and healed.
 */
export async function completeConnect(db: Db, env: Env, userId: number, provider: CalendarProvider, body: ConnectCompleteBody, now: number): Promise<CalendarConnectionResponse> {
  const client = clientOf(env, provider);
  await takeState(db, userId, provider, body, now);
  let tokens;
  let account;
  try {
    tokens = await client.exchangeCode({ code: body.code, codeVerifier: body.code_verifier, redirectUri: redirectUri(env, provider) }, now);
    account = await client.account(tokens.accessToken);
  } catch (error) {
    if (error instanceof SyncFailure) throw new HttpError(400, error.message);
    throw error;
  }
  if (tokens.refreshToken === null) throw new HttpError(400, `${PROVIDER_NAMES[provider]} did not grant offline access. Please connect again.`);
  const [existing] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider), eq(calendarConnections.accountEmail, account.email)));
  const fields = {
    ...(await sealTokens(env, userId, tokens, tokens.refreshToken)),
    scope: tokens.scope,
    calendars: account.calendars.map(({ id, name, writable }) => ({ id, name, writable })),
    status: "active" as const,
    brokenReason: null,
    brokenAt: null,
  };
  if (existing) {
    const [healed] = await db.update(calendarConnections).set(fields).where(eq(calendarConnections.id, existing.id)).returning();
    if (!healed) throw new Error("The calendar connection was not stored.");
    await resume(db, env, healed, now);
    return toConnectionResponse(db, healed);
  }
  const [connected] = await db.select({ n: count() }).from(calendarConnections).where(eq(calendarConnections.userId, userId));
  if ((connected?.n ?? 0) >= MAX_SUBSCRIPTIONS) throw new HttpError(400, `You can connect at most ${MAX_SUBSCRIPTIONS} calendar accounts.`);
  const [row] = await db.insert(calendarConnections).values({ userId, provider, accountEmail: account.email, ...fields }).returning();
  if (!row) throw new Error("The calendar connection was not stored.");
  return toConnectionResponse(db, row);
}
