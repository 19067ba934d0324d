import { importBudget } from "../calendar/import-budget";
import type { Db } from "../env";
import { enforceRateLimit, type RateLimit } from "../http/rate-limit";

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

/** Counts reading `calendars` calendars (a new connection's first sync) against the account's import budget; 429 past it. */
export async function countCalendarReads(db: Db, userId: number, calendars: number, now: number): Promise<void> {
  for (let read = 0; read < calendars; read++) await enforceRateLimit(db, importBudget(userId, BUDGET_SPENT), now);
}

/**
 * "Sync now" of the host's own calendars, counted before any is fetched: each calendar against its
 * own limit first, so a refused repeat spends none of the account's import budget.
 */
export async function countManualSyncs(db: Db, userId: number, subscriptionIds: readonly number[], now: number): Promise<void> {
  for (const id of subscriptionIds) await enforceRateLimit(db, calendarLimit(id), now);
  await countCalendarReads(db, userId, subscriptionIds.length, now);
}
