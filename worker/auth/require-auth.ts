import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { users } from "../../drizzle/schema";
import { authenticateApiToken } from "../api-tokens/authenticate";
import { bearerToken } from "../api-tokens/token-format";
import type { AppEnv, AuthUser, Env } from "../env";
import { HttpError } from "../http/http-error";
import { readSessionToken } from "./tokens";

const SESSION_INVALID = "Your session is invalid or has expired. Please log in again.";

/**
 * The user of an `x-auth-token` session. The user row is read on every request so a deleted account,
 * a password change (token version bump) or a lost admin flag takes effect at once.
 */
async function sessionUser(c: Context<AppEnv>, token: string): Promise<AuthUser> {
  const session = await readSessionToken(c.env, token);
  if (!session) throw new HttpError(401, SESSION_INVALID);
  const user = await c.var.db.query.users.findFirst({
    columns: { id: true, username: true, email: true, isAdmin: true, tokenVersion: true, locale: true },
    where: eq(users.id, session.userId),
  });
  if (!user || user.tokenVersion !== session.version) throw new HttpError(401, SESSION_INVALID);
  return { id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin, locale: user.locale };
}

/** What the session checks read of a request: its headers, and the bindings for the signing key. */
interface RequestHeaders {
  env: Env;
  req: { header(name: string): string | undefined };
}

/** A request that brings a personal API token and no session: refused (403) whatever the token's scope. */
function refuseApiToken(c: RequestHeaders): void {
  if (!c.req.header("x-auth-token") && bearerToken(c.req.header("authorization"))) {
    throw new HttpError(403, "API tokens cannot be used here. Sign in to Hangout to do this.");
  }
}

/**
 * A session's signed claims, for a route that checks the user row inside its own one-round-trip batch
 * (Insights, docs/INSIGHTS.md): it must refuse the answer when that check fails, as requireAuth would.
 * API tokens are refused as requireAuth refuses them.
 */
export async function sessionClaimsOf(c: RequestHeaders): Promise<{ userId: number; version: number }> {
  refuseApiToken(c);
  const token = c.req.header("x-auth-token");
  if (!token) throw new HttpError(401, "Authentication required.");
  const claims = await readSessionToken(c.env, token);
  if (!claims) throw new HttpError(401, SESSION_INVALID);
  return claims;
}

/** The answer for a session whose user row no longer matches its claims (a deleted account, a password change). */
export const sessionInvalid = () => new HttpError(401, SESSION_INVALID);

/**
 * Signed-in sessions only: settings, password, two-factor, API tokens, admin, and every change to a
 * booking. A personal API token is refused here (403) whatever its scope, so a leaked token can never
 * take over the account.
 */
export const requireAuth = createMiddleware<AppEnv>(async function requireAuthMiddleware(c, next) {
  refuseApiToken(c);
  const token = c.req.header("x-auth-token");
  if (!token) throw new HttpError(401, "Authentication required.");
  c.set("user", await sessionUser(c, token));
  await next();
});

/**
 * Changing a booking (cancel, request a reschedule) mails the booker and fires webhooks, so it needs a
 * session like requireAuth: this guard puts that rule ahead of requireAuthOrApiToken on the routers that
 * otherwise serve tokens, and answers a token the same 403 whatever its scope or validity.
 */
export const refuseApiTokens = createMiddleware<AppEnv>(async function refuseApiTokensMiddleware(c, next) {
  refuseApiToken(c);
  await next();
});

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * The host API (events, availability, event types): a session, or `Authorization: Bearer <API token>`
 * with its scope enforced. Either way the routes see the same user and scope every query by it.
 */
export const requireAuthOrApiToken = createMiddleware<AppEnv>(async function requireAuthOrApiTokenMiddleware(c, next) {
  const session = c.req.header("x-auth-token");
  const bearer = session ? null : bearerToken(c.req.header("authorization"));
  if (!bearer) {
    if (!session) throw new HttpError(401, "Authentication required.");
    c.set("user", await sessionUser(c, session));
    return next();
  }
  const holder = await authenticateApiToken(c.var.db, bearer, Date.now());
  if (!holder) throw new HttpError(401, "This API token is invalid, expired or revoked.");
  if (holder.scope === "read" && !READ_METHODS.has(c.req.method)) throw new HttpError(403, "This API token can only read.");
  c.set("user", holder.user);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async function requireAdminMiddleware(c, next) {
  if (!c.var.user.isAdmin) throw new HttpError(403, "Only administrators can do this.");
  await next();
});
