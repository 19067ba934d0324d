import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { rateLimits } from "../../drizzle/schema";
import type { AppEnv, Db } from "../env";
import { HttpError } from "./http-error";

export interface RateLimit {
  /** What is limited and for whom, e.g. `login:account:alice@example.com`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in D1, one atomic upsert per check, so the limit holds across isolates and
 * requests. Counts the attempt, then refuses with 429 + Retry-After once the window's limit is passed.
 */
export async function enforceRateLimit(db: Db, { key, limit, windowSeconds }: RateLimit, now = Date.now()): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  if (row && row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new HttpError(429, "Too many attempts. Please wait a moment and try again.", {
      "Retry-After": String(retryAfter),
    });
  }
}

/** Clears a counter, e.g. an account's failed logins after a successful one. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** The client address Cloudflare's edge (and wrangler dev) sets; "unknown" keeps tests keyed together. */
export const clientAddress = (c: Context<AppEnv>) => c.req.header("CF-Connecting-IP") ?? "unknown";
