import { and, gte, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rateLimits } from "../../drizzle/schema";
import { rateLimitSubject } from "../domain/client-address";
import type { AppEnv, Db } from "../env";
import { HttpError } from "./http-error";

export interface RateLimit {
  /** What is limited and for whom, e.g. `login:account:alice@example.com`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 says, when a general "too many attempts" would leave the person guessing what to wait for. */
  message?: string;
}

const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a moment and try again.";

const windowStartOf = (now: number, windowSeconds: number) => now - (now % (windowSeconds * 1000));

/**
 * Fixed-window counter in D1 as one atomic upsert that answers the new count. A statement, not a
 * promise, so a caller may run it inside its own `db.batch` (a booking counts itself in its read batch).
 * `attempts` counts several at once (syncing n calendars is n reads) in the same single statement.
 */
export function countAttemptStatement(db: Db, { key, windowSeconds }: RateLimit, now: number, attempts = 1) {
  const windowStart = windowStartOf(now, windowSeconds);
  return db
    .insert(rateLimits)
    .values({ key, windowStart, count: attempts })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + ${attempts} else ${attempts} end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
}

/** 429 with Retry-After once the window's count (the counter statement's answer) passes the limit. */
export function refuseOverLimit(rows: readonly { count: number }[], { limit, windowSeconds, message }: RateLimit, now: number): void {
  if ((rows[0]?.count ?? 0) <= limit) return;
  const retryAfter = Math.max(1, Math.ceil((windowStartOf(now, windowSeconds) + windowSeconds * 1000 - now) / 1000));
  throw new HttpError(429, message ?? TOO_MANY_ATTEMPTS, { "Retry-After": String(retryAfter) });
}

/** Counts the attempt (or `attempts` of them), then refuses with 429 + Retry-After once the window's limit is passed. */
export async function enforceRateLimit(db: Db, limit: RateLimit, now = Date.now(), attempts = 1): Promise<void> {
  refuseOverLimit(await countAttemptStatement(db, limit, now, attempts), limit, now);
}

/**
 * Public reads per client address, counted by the Workers rate limiter (no database write per read):
 * 429 with Retry-After once the minute's allowance is used.
 */
export const limitPublicReads = createMiddleware<AppEnv>(async function limitPublicReads(c, next) {
  const { success } = await c.env.PUBLIC_READS.limit({ key: clientAddress(c) });
  if (!success) throw new HttpError(429, TOO_MANY_ATTEMPTS, { "Retry-After": "60" });
  await next();
});

/** Clears a counter, e.g. an account's failed logins after a successful one. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Counters whose key starts with `prefix`: a range, not LIKE, so user text never becomes a pattern. */
export const rateLimitKeyStartsWith = (prefix: string) => and(gte(rateLimits.key, prefix), lt(rateLimits.key, `${prefix}\uffff`));

/** Counters whose window started over a day ago can no longer refuse anything (no window is that long). */
export async function pruneRateLimits(db: Db, now: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 86_400_000));
}

/**
 * Who per-address limits count: the client address Cloudflare's edge (and wrangler dev) sets, as its
 * IPv4 address or its IPv6 /64 (rateLimitSubject); "unknown" keeps header-less tests keyed together.
 */
export const clientAddress = (c: Context<AppEnv>) => rateLimitSubject(c.req.header("CF-Connecting-IP") ?? "unknown");
