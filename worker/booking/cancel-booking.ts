import { and, count, eq, gt, sql, type SQL } from "drizzle-orm";
import { bookings, calendarEvents, eventTypes, schedules, users } from "../../drizzle/schema";
import { bookingCancellationMessages, type OutgoingMessage } from "../email/booking-messages";
import { enqueueOutbox } from "../email/outbox";
import { initialStatusOf } from "../email/recipient-limits";
import type { Db, Env } from "../env";
import { MINUTE_MS } from "../domain/calendar-days";
import { HttpError } from "../http/http-error";
import { hashLinkToken, isWellFormedLinkToken } from "../http/link-token";
import { availabilityVersionStatements } from "../availability/availability-version";
import { batchReturningIds, d1Statement } from "./d1-statements";
import { bookingMailFacts } from "./mail-facts";

const BOOKING_NOT_FOUND = "Booking not found.";

/** What the cancel page may show: nothing about the booker, nothing the host keeps private. */
export interface PublicBookingView {
  title: string;
  start_time: string;
  end_time: string;
  status: string;
  ownerUsername: string;
  /** The last moment the booker may cancel (the event type's cut-off); null: until it starts. */
  changes_until: string | null;
}

function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      host: { username: users.username, email: users.email, emailNotifications: users.emailNotifications },
      hostTimeZone: schedules.timezone,
      changeCutoff: eventTypes.changeCutoff,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.hostUserId))
    .leftJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .leftJoin(schedules, eq(schedules.id, eventTypes.scheduleId))
    .where(where);
}

async function findBooking(db: Db, where: SQL | undefined) {
  const [row] = await selectBookings(db, where);
  if (!row) throw new HttpError(404, BOOKING_NOT_FOUND);
  return row;
}

type FoundBooking = Awaited<ReturnType<typeof findBooking>>;

/** When the booker's last chance to cancel ends: the event type's cut-off before the start, else the start. */
const changesUntil = ({ booking, changeCutoff }: FoundBooking) => booking.startTime - (changeCutoff ?? 0) * MINUTE_MS;

const toView = (found: FoundBooking, status = found.booking.status): PublicBookingView => ({
  title: found.booking.title,
  start_time: new Date(found.booking.startTime).toISOString(),
  end_time: new Date(found.booking.endTime).toISOString(),
  status,
  ownerUsername: found.host.username,
  changes_until: found.changeCutoff ? new Date(changesUntil(found)).toISOString() : null,
});

async function findByToken(db: Db, token: string): Promise<FoundBooking> {
  if (!isWellFormedLinkToken(token)) throw new HttpError(404, BOOKING_NOT_FOUND);
  return findBooking(db, eq(bookings.cancellationTokenHash, hashLinkToken(token)));
}

/** One cancellation mail, written only once per booking and kind, and only once it is cancelled. */
function insertCancellationMail(d1: D1Database, bookingId: number, message: OutgoingMessage, now: number) {
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select ${bookingId}, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${message.body},
      ${message.html}, ${message.ics}, ${message.icsMethod}, ${initialStatusOf(message, now)}
    where exists (select 1 from bookings where id = ${bookingId} and status = 'cancelled')
      and not exists (select 1 from email_outbox where booking_id = ${bookingId} and kind = ${message.kind})
    returning id`);
}

/**
 * The statements that cancel one booking, for one batch: the status flip, the booking's calendar
 * entries (the host's, and a booker's saved copy) and the cancellation mail, each returning ids only
 * where it wrote mail. Racing or repeated cancellations change nothing more and write no second set
 * of mail. A booking that is already over gets no mail.
 */
function cancellationStatements(
  db: Db,
  d1: D1Database,
  found: FoundBooking,
  cancelledBy: "booker" | "host",
  bookerTimeZone: string,
  now: number,
  reason: string | null = null,
) {
  const { booking, host } = found;
  const facts = bookingMailFacts(booking, host, {
    booker: bookerTimeZone,
    host: found.hostTimeZone ?? "UTC",
  });
  const messages = booking.endTime > now ? bookingCancellationMessages(facts, cancelledBy, now, reason) : [];
  return [
    d1Statement(
      d1,
      db
        .update(bookings)
        .set({ status: "cancelled", cancelledAt: now })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"))),
    ),
    d1Statement(d1, db.delete(calendarEvents).where(eq(calendarEvents.bookingId, booking.id))),
    ...messages.map((message) => insertCancellationMail(d1, booking.id, message, now)),
    ...availabilityVersionStatements(d1, {
      kind: "cancelled",
      bookingRow: sql`id = ${booking.id} and status = 'cancelled' and cancelled_at = ${now}`,
      now,
    }),
  ];
}

async function cancel(
  db: Db,
  env: Env,
  found: FoundBooking,
  cancelledBy: "booker" | "host",
  bookerTimeZone: string,
  now: number,
  reason: string | null = null,
) {
  if (found.booking.status !== "confirmed") return;
  const written = await batchReturningIds(env.DB, cancellationStatements(db, env.DB, found, cancelledBy, bookerTimeZone, now, reason));
  await enqueueOutbox(env, written.flat());
}

/** Confirmed bookings still ahead: what deleting their host's account cancels. */
const upcoming = (now: number) => and(eq(bookings.status, "confirmed"), gt(bookings.startTime, now));
const upcomingOfHost = (hostUserId: number, now: number) => and(eq(bookings.hostUserId, hostUserId), upcoming(now));

/** How many of a host's bookings are still ahead. */
export async function countUpcomingBookings(db: Db, hostUserId: number, now: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(bookings).where(upcomingOfHost(hostUserId, now));
  return row?.count ?? 0;
}

/** The same count for every host that has upcoming bookings, by host id. */
export async function countUpcomingBookingsByHost(db: Db, now: number): Promise<Map<number, number>> {
  const rows = await db.select({ hostUserId: bookings.hostUserId, count: count() }).from(bookings).where(upcoming(now)).groupBy(bookings.hostUserId);
  return new Map(rows.map((row) => [row.hostUserId, row.count]));
}

/**
 * Statements that cancel every upcoming booking of a host as the host would (the bookers get the
 * cancellation with METHOD:CANCEL, saved copies leave other calendars), for the caller's batch: an
 * account deletion runs them with its own deletes, so no booking vanishes without its mail. The mail
 * rows have no foreign key and outlive the account. Their statements return the new outbox ids.
 */
export async function upcomingCancellationStatements(db: Db, d1: D1Database, hostUserId: number, now: number): Promise<D1PreparedStatement[]> {
  const upcoming = await selectBookings(db, upcomingOfHost(hostUserId, now));
  return upcoming.flatMap((found) => cancellationStatements(db, d1, found, "host", "UTC", now));
}

/** GET /api/public/bookings/{token}: reads only. */
export async function readBookingByToken(db: Db, token: string): Promise<PublicBookingView> {
  return toView(await findByToken(db, token));
}

/** DELETE /api/public/bookings/{token}: the booker cancels; cancelling again answers the same. */
export async function cancelBookingByToken(db: Db, env: Env, token: string, bookerTimeZone: string, now: number): Promise<PublicBookingView> {
  const found = await findByToken(db, token);
  if (found.booking.status === "confirmed" && found.booking.startTime <= now) {
    throw new HttpError(400, "This booking has already started and can no longer be cancelled.");
  }
  if (found.booking.status === "confirmed" && changesUntil(found) < now) {
    throw new HttpError(400, "This booking can no longer be cancelled here: changes were possible until the host's cut-off. Please contact the host.");
  }
  await cancel(db, env, found, "booker", bookerTimeZone, now);
  return toView(found, "cancelled");
}

/**
 * The host cancels one of their bookings (DELETE /api/events/bookings/{id}, or from the Bookings list
 * with an optional reason the booker's mail carries); the booker is emailed. Another host's booking,
 * or no booking, is a 404. Cancelling again is harmless.
 */
export async function cancelBookingAsHost(
  db: Db,
  env: Env,
  hostUserId: number,
  bookingId: number,
  now = Date.now(),
  reason: string | null = null,
): Promise<PublicBookingView> {
  const found = await findBooking(db, and(eq(bookings.id, bookingId), eq(bookings.hostUserId, hostUserId)));
  await cancel(db, env, found, "host", "UTC", now, reason);
  return toView(found, "cancelled");
}
