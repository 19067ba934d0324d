/*
 * The app's attempt limits count in fixed windows aligned to the clock (worker/http/rate-limit.ts):
 * ten minutes for most. A test that counts up to a limit must not straddle a window's end, or the
 * count starts again half-way, depending on the time of day it runs. Called before such a test, this
 * waits out the last minute of the window (at most a minute: one run in ten for ten-minute windows).
 */
const TEN_MINUTES_MS = 10 * 60_000;
const MARGIN_MS = 60_000;

/** Give such a test this much more time than its own. */
export const WINDOW_WAIT_TIMEOUT_MS = 70_000;

export async function awayFromWindowEnd(windowMs = TEN_MINUTES_MS): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
