import { importBudget } from "../calendar/import-budget";
import type { Db } from "../env";
import { countAttemptStatement, enforceRateLimit, type RateLimit, refuseOverLimit } from "../http/rate-limit";

const TEN_MINUTES = 10 * 60;

/** About one a minute, in a burst a person fixing a calendar may need; the calendar's server is asked each time. */
export const MANUAL_SYNCS_PER_CALENDAR = 10;

const BUDGET_SPENT = "You imported or synced calendars too often. Please wait a few minutes and try again.";

const calendarLimit = (subscriptionId: number): RateLimit => ({
  key: `calendar-sync:calendar:${subscriptionId}`,
  limit: MANUAL_SYNCS_PER_CALENDAR,
  windowSeconds: TEN_MINUTES,
  message: "This calendar was synced too often. Please wait a few minutes and try again.",
});

/** Counts reading `calendars` calendars (a new connection's first sync) against the account's import budget in one statement; 429 past it. */
export async function countCalendarReads(db: Db, userId: number, calendars: number, now: number): Promise<void> {
  if (calendars > 0) await enforceRateLimit(db, importBudget(userId, BUDGET_SPENT), now, calendars);
}

/**
 * "Sync now" of the host's own calendars, counted before any is fetched: every calendar against its
 * own limit first (one batch), so a refused repeat spends none of the account's import budget.
 */
export async function countManualSyncs(db: Db, userId: number, subscriptionIds: readonly number[], now: number): Promise<void> {
  const limits = subscriptionIds.map(calendarLimit);
  const [first, ...rest] = limits.map((limit) => countAttemptStatement(db, limit, now));
  if (first === undefined) return;
  const counts = await db.batch([first, ...rest]);
  limits.forEach((limit, index) => refuseOverLimit(counts[index] ?? [], limit, now));
  await countCalendarReads(db, userId, subscriptionIds.length, now);
}
