import { sql } from "drizzle-orm";
import { calendarWriteStatements } from "../caldav/calendar-writes";
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

/**
 * Commits a booking change in ONE D1 batch (all or nothing: mail, reminders, webhooks and calendar
 * writes exist exactly when the change does), then hands what it wrote to the queue. A new follow-up
 * is added here, or in changeFollowUps, once for every kind of change. Answers the changed booking's
 * id and its (first) host, or null when the change did not take effect (the time was taken, or a racing change won).
 */
export async function commitChange(db: Db, env: Env, commit: ChangeToCommit): Promise<{ bookingId: number; hostUserId: number } | null> {
  const d1 = db.$client;
  const statements = changeStatements(d1, commit);
  const calendarWrites = isMeetingChange(commit.change) ? calendarWriteStatements(d1, commit.change) : [];
  const changedRow = d1Statement(d1, sql`select id from bookings where ${commit.change.bookingRow}`);
  // The same batch answers who holds the booking: a round-robin insert chose them inside its statement.
  const changedHost = d1Statement(d1, sql`select host_user_id as id from bookings where ${commit.change.bookingRow}`);
  const ids = await batchReturningIds(d1, [...statements, ...calendarWrites, changedRow, changedHost]);
  const bookingId = ids.at(-2)?.[0];
  const hostUserId = ids.at(-1)?.[0];
  if (bookingId === undefined || hostUserId === undefined) return null;
  const firstMail = commit.writes.length;
  const outboxIds = ids.slice(firstMail, firstMail + commit.mail.length).flat();
  await enqueueOutbox(env, outboxIds, ids.slice(statements.length, -2).flat());
  await enqueueBookingWebhooks(env, bookingId);
  return { bookingId, hostUserId };
}
