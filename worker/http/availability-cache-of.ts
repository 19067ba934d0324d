import type { Context } from "hono";
import type { AppEnv } from "../env";

/** Cache hit or miss, for whoever measures the cache (bench, tests, a curious operator). */
export const CACHE_STATUS_HEADER = "X-Hangout-Cache";

/** The edge cache (Cache API), shared by the isolates of a location. */
export interface EdgeCache {
  /** Opens it: only when the isolate's memory has no answer. */
  open(): Promise<Cache>;
  /** The URL an answer's key is stored under (a key is a path: the isolate's memory needs no origin). */
  urlOf(key: string): string;
}

export interface AvailabilityCache {
  /** Null without an edge cache: answers are then kept in the isolate's memory only. */
  edge: EdgeCache | null;
  /** Where stores run after the answer is sent (the request's execution context). */
  waitUntil: (promise: Promise<unknown>) => void;
}

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
