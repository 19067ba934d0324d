/*
 * When a failed webhook delivery is tried again: exponential backoff from 5 minutes (the cron sweep's
 * period), doubling up to 8 hours, for 24 hours after the event; the last attempt lands at the 24-hour
 * mark. An endpoint that fails this many times in a row is paused and its owner told.
 */
export const FIRST_RETRY_DELAY_MS = 5 * 60_000;
export const MAX_RETRY_DELAY_MS = 8 * 3_600_000;
export const RETRY_WINDOW_MS = 24 * 3_600_000;
export const FAILURES_BEFORE_PAUSE = 20;

/** The delay after the `attempts`-th failed attempt (1 → 5 min, 2 → 10 min, …, at most 8 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** The next attempt after `attempts` failures of an event that happened at `eventAt`; null: give up. */
export function nextAttemptAt(attempts: number, eventAt: number, now: number): number | null {
  const deadline = eventAt + RETRY_WINDOW_MS;
  if (now >= deadline) return null;
  return Math.min(now + retryDelayMs(attempts), deadline);
}
