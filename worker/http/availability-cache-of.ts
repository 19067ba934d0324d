import type { Context } from "hono";
import type { AvailabilityCache } from "../booking/availability-cache";
import type { AppEnv } from "../env";

/** Cache hit or miss, for whoever measures the cache (bench, tests, a curious operator). */
export const CACHE_STATUS_HEADER = "X-Hangout-Cache";

/**
 * A cache of its own at the edge (apart from `caches.default`), with stores finishing after the
 * answer is sent; none with AVAILABILITY_EDGE_CACHE = "off" (README: on a workers.dev address the
 * Cache API keeps nothing, and every store would still cost CPU).
 */
export const availabilityCacheOf = (c: Context<AppEnv>): AvailabilityCache => ({
  edge:
    c.env.AVAILABILITY_EDGE_CACHE === "off"
      ? null
      : { open: () => caches.open("hangout-availability"), urlOf: (key) => new URL(key, c.req.url).href },
  waitUntil: (promise) => c.executionCtx.waitUntil(promise),
});
