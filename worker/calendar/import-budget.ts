import type { RateLimit } from "../http/rate-limit";

/**
 * Reading a calendar with the import's reader is the most expensive thing a user can ask for, whether
 * they upload it (.ics import) or have Hangout fetch it (adding a connected calendar, "Sync now"): all
 * of it spends one budget per account, far above what a person uses. The cron's syncs spend none.
 */
export const importBudget = (userId: number, message?: string): RateLimit => ({
  key: `import-ics:user:${userId}`,
  limit: 30,
  windowSeconds: 10 * 60,
  ...(message === undefined ? {} : { message }),
});
