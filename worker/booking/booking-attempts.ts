import { sql } from "drizzle-orm";
import { rateLimits } from "../../drizzle/schema";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import type { RateLimit } from "../http/rate-limit";

/** DESIGN §3: 60 bookings per client address per 10 minutes — more than a person ever makes. */
export const bookingLimit = (address: string): RateLimit => ({ key: `booking:address:${address}`, limit: 60, windowSeconds: 600 });

/*
 * The same fixed-window counter as http/rate-limit.ts, written as a statement rather than awaited,
 * so a booking can count itself inside its read batch and stay at two D1 round trips.
 */
export function countBookingAttempt(db: Db, { key, windowSeconds }: RateLimit, now: number) {
  const windowStart = now - (now % (windowSeconds * 1000));
  return db
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
}

/** 429 with Retry-After once the window's count passes the limit. */
export function refuseOverLimit(rows: readonly { count: number }[], { limit, windowSeconds }: RateLimit, now: number): void {
  const count = rows[0]?.count ?? 0;
  if (count <= limit) return;
  const windowMs = windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((now - (now % windowMs) + windowMs - now) / 1000));
  throw new HttpError(429, "Too many attempts. Please wait a moment and try again.", { "Retry-After": String(retryAfter) });
}
