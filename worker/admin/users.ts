import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { emailOutbox, users } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { deleteUserWithData } from "../auth/delete-user";
import { countUpcomingBookingsByHost } from "../booking/cancel-booking";
import { readMailSetup } from "../email/mail-settings";

export interface AdminUserView {
  id: number;
  username: string;
  email: string;
  created_at: string;
  is_admin: boolean;
  is_two_factor_enabled: boolean;
  /** Bookings still ahead with this user as host: what deleting them would cancel. */
  upcoming_bookings: number;
}

export async function listUsers(db: Db, now: number): Promise<AdminUserView[]> {
  const [rows, upcoming] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        isAdmin: users.isAdmin,
        isTwoFactorEnabled: users.isTwoFactorEnabled,
      })
      .from(users)
      .orderBy(asc(users.id)),
    countUpcomingBookingsByHost(db, now),
  ]);
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    created_at: new Date(u.createdAt).toISOString(),
    is_admin: u.isAdmin,
    is_two_factor_enabled: u.isTwoFactorEnabled,
    upcoming_bookings: upcoming.get(u.id) ?? 0,
  }));
}

/** Admins are never deleted through the API, by anyone. */
export async function deleteNonAdminUser(db: Db, env: Env, userId: number, now: number): Promise<void> {
  const target = await db.query.users.findFirst({ columns: { id: true, isAdmin: true }, where: eq(users.id, userId) });
  if (!target) throw notFound("User");
  if (target.isAdmin) throw new HttpError(403, "Administrators cannot be deleted.");
  await deleteUserWithData(db, env, userId, now);
}

/**
 * Mail by state, for the dashboard: what waits (being sent counts as waiting), what went, what is
 * held back, what gave up; `failed` are the waiting ones whose last try failed, `last_error` the
 * newest such error, `transport_error` what is wrong with the mail configuration (if anything).
 */
export interface MailCounts {
  pending: number;
  failed: number;
  sent: number;
  held: number;
  dead: number;
  /** Reminders waiting for their time. */
  scheduled: number;
  last_error: string | null;
  transport_error: string | null;
}

const WAITING = ["pending", "sending"] as const;

export async function countMail(db: Db, env: Env): Promise<MailCounts> {
  const [rows, failed, latest] = await db.batch([
    db.select({ status: emailOutbox.status, count: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    db.select({ count: count() }).from(emailOutbox).where(and(inArray(emailOutbox.status, WAITING), isNotNull(emailOutbox.lastError))),
    db
      .select({ lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, [...WAITING, "dead"]), isNotNull(emailOutbox.lastError)))
      .orderBy(desc(emailOutbox.id))
      .limit(1),
  ]);
  const counts: MailCounts = {
    pending: 0,
    failed: failed[0]?.count ?? 0,
    sent: 0,
    held: 0,
    dead: 0,
    scheduled: 0,
    last_error: latest[0]?.lastError ?? null,
    transport_error: readMailSetup(env).problem,
  };
  for (const row of rows) {
    // Cancelled reminders were never meant to leave, and a request's awaiting mail leaves only once it is approved:
    // neither is mail in any sense an admin tracks.
    if (row.status === "sending") counts.pending += row.count;
    else if (row.status !== "cancelled" && row.status !== "awaiting") counts[row.status] += row.count;
  }
  return counts;
}
