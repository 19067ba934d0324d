import { retryDelaySeconds } from "../email/consumer";
import { ProviderBusy } from "./provider-errors";

/** Queue delays stop here (Cloudflare Queues' bound is 12 hours); the cron sweep takes over past it. */
const MAX_DELAY_SECONDS = 60 * 60;

/**
 * When to try a failed provider call again: at least what the provider's Retry-After asked for, else the
 * mail's backoff, plus up to half as much again at random, so writes held back together do not all
 * return in the same second. `random` is Math.random in production.
 */
export function providerRetryDelaySeconds(error: unknown, attempt: number, random: () => number): number {
  const base = error instanceof ProviderBusy ? Math.max(1, error.retryAfterSeconds) : retryDelaySeconds(attempt);
  return Math.min(MAX_DELAY_SECONDS, Math.ceil(base + (base / 2) * random()));
}
