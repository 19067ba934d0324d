import { sql } from "drizzle-orm";
import { calendarWriteStatements, splitCalendarWriteIds } from "../caldav/calendar-writes";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { enqueueOutbox } from "../email/outbox";
import type { Db, Env } from "../env";
import { enqueueBookingWebhooks } from "../webhooks/webhook-queue";
import { type BookingChange, isMeetingChange } from "./booking-change";
import { changeFollowUps } from "./change-follow-ups";

/** One booking change with the statements that make it, each guarded so that it writes only if the change takes effect. */
export interface ChangeToCommit {
  change: BookingChange;
  /** The guarded write that makes the change (insert, move, status flip) first, then the rows that move with it (calendar entries). */
  writes: readonly D1PreparedStatement[];
  /** The change's mail: each statement returns the ids of the outbox rows it wrote. */
  mail: readonly D1PreparedStatement[];
  /** Reminders written or withdrawn with the change, after its mail. */
  reminders: readonly D1PreparedStatement[];
}

/**
 * The change's statements with every follow-up (webhook deliveries, availability version), in batch
 * order, for a batch that is not the change's own (an account deletion cancels its bookings in its
 * deletes' batch). Only the mail statements return rows: their ids are outbox ids.
 */
export const changeStatements = (d1: D1Database, { change, writes, mail, reminders }: ChangeToCommit): D1PreparedStatement[] => [
  ...writes,
  ...mail,
  ...reminders,
  ...changeFollowUps(d1, change),
];

/** What a committed change answers: the changed booking's id and its (first) host; null when it did not take effect. */
export type Committed = { bookingId: number; hostUserId: number } | null;

/**
 * Commits a booking change in ONE D1 batch (all or nothing: mail, reminders, webhooks and calendar
 * writes exist exactly when the change does), then hands what it wrote to the queue. A new follow-up
 * is added here, or in changeFollowUps, once for every kind of change. Answers the changed booking's
 * id and its (first) host, or null when the change did not take effect (the time was taken, or a racing change won).
 */
export async function commitChange(db: Db, env: Env, commit: ChangeToCommit): Promise<Committed> {
  const [committed] = await commitChanges(db, env, [commit]);
  return committed ?? null;
}

/**
 * Several changes, each as `commitChange` commits it, in ONE batch whatever their number: each is
 * guarded on its own, so one that does not take effect writes nothing and holds none of the others
 * back, and a later one sees what an earlier one wrote. Answers each change's outcome, in order.
 */
export async function commitChanges(db: Db, env: Env, commits: readonly ChangeToCommit[]): Promise<Committed[]> {
  if (commits.length === 0) return [];
  const d1 = db.$client;
  const statements: D1PreparedStatement[] = [];
  const layout = commits.map((commit) => {
    const start = statements.length;
    const own = changeStatements(d1, commit);
    const mailStart = start + commit.writes.length;
    statements.push(...own, ...(isMeetingChange(commit.change) ? calendarWriteStatements(d1, commit.change) : []));
    const calendarEnd = statements.length;
    statements.push(d1Statement(d1, sql`select id from bookings where ${commit.change.bookingRow}`));
    // The same batch answers who holds the booking: a round-robin insert chose them inside its statement.
    statements.push(d1Statement(d1, sql`select host_user_id as id from bookings where ${commit.change.bookingRow}`));
    return { mailStart, mailEnd: mailStart + commit.mail.length, calendarStart: start + own.length, calendarEnd };
  });
  const ids = await batchReturningIds(d1, statements);
  const committed = layout.map(({ calendarEnd }): Committed => {
    const bookingId = ids[calendarEnd]?.[0];
    const hostUserId = ids[calendarEnd + 1]?.[0];
    return bookingId === undefined || hostUserId === undefined ? null : { bookingId, hostUserId };
  });
  const tookEffect = layout.filter((_, index) => committed[index] !== null);
  const outboxIds = tookEffect.flatMap(({ mailStart, mailEnd }) => ids.slice(mailStart, mailEnd).flat());
  const calendarIds = splitCalendarWriteIds(tookEffect.flatMap(({ calendarStart, calendarEnd }) => ids.slice(calendarStart, calendarEnd)));
  if (tookEffect.length > 0) await enqueueOutbox(env, outboxIds, calendarIds.caldav, calendarIds.provider);
  for (const done of committed) if (done) await enqueueBookingWebhooks(env, done.bookingId);
  return committed;
}
