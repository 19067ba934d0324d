import { and, asc, eq, isNotNull } from "drizzle-orm";
import { calendarConnections, calendarSubscriptions } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { syncConnectionCalendar } from "./connection-sync";

/** Calendars one cron run reads, and how many at a time. */
const SYNCS_PER_RUN = 50;
const PARALLEL_SYNCS = 5;

/**
 * The cron job: every calendar of a working connection is read incrementally at every tick, the
 * least recently read first. With its sync token that is one small events.list answering "no changes"
 * most of the time, and it is what makes a lost or late push cost one tick at most (docs/CALENDAR-PROVIDERS.md).
 */
export async function syncConnectionCalendars(db: Db, env: Env, now: number): Promise<void> {
  const due = await db
    .select({ subscription: calendarSubscriptions })
    .from(calendarSubscriptions)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSubscriptions.connectionId))
    .where(and(eq(calendarConnections.status, "active"), isNotNull(calendarSubscriptions.providerCalendarId)))
    .orderBy(asc(calendarSubscriptions.lastAttemptAt))
    .limit(SYNCS_PER_RUN);
  for (let from = 0; from < due.length; from += PARALLEL_SYNCS) {
    await Promise.all(due.slice(from, from + PARALLEL_SYNCS).map(({ subscription }) => syncConnectionCalendar(env, subscription, now)));
  }
}
