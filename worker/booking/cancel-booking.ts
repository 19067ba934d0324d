import { type SQL, and, count, eq, gt, or, sql } from "drizzle-orm";
import { bookings, calendarEvents } from "../../drizzle/schema";
import { type ChangeToCommit, changeStatements, commitChange } from "../booking-change/commit-change";
import { publicOrigin } from "../config/public-origin";
import { bookingCancellationMessages } from "../email/booking-messages";
import { toEveryHost } from "../email/mail-recipients";
import { type BookingWords, mailWordsFor } from "../email/mail-words";
import type { OutgoingMessage } from "../email/outgoing-message";
import { rescheduleRequestMessages } from "../email/reschedule-messages";
import { initialStatusOf } from "../email/recipient-limits";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { withdrawRequest } from "../approval/withdraw-request";
import type { BookingChange } from "../booking-change/booking-change";
import { type FoundBooking, type PublicBookingView, changesUntil, findBooking, findByToken, selectBookings, toView } from "./booking-lookup";
import { d1Statement } from "../db/d1-statements";
import { withdrawReminders } from "./reminder-writes";
import { cancellationIcs, seatCancelStatements, seatOf } from "../seats/cancel-seat";
import { bookingMailFacts } from "../email/mail-facts";
import { factsPerHost, readTeamBookingHosts, type TeamBookingHost } from "./team-booking-hosts";

/** One cancellation mail, written only once per booking, kind and recipient, and only once it is cancelled. */
function insertCancellationMail(d1: D1Database, bookingId: number, message: OutgoingMessage, now: number, ics: SQL) {
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select ${bookingId}, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${message.body},
      ${message.html}, ${ics}, ${message.icsMethod}, ${initialStatusOf(message, now)}
    where exists (select 1 from bookings where id = ${bookingId} and status = 'cancelled')
      and not exists (select 1 from email_outbox where booking_id = ${bookingId} and kind = ${message.kind} and to_address = ${message.toAddress})
    returning id`);
}

/** Who cancels and what the booker is told: plainly cancelled, or asked by the host to book a new time. */
export type Cancellation =
  | { by: "booker" | "host"; reason: string | null }
  | { by: "reschedule-request"; reason: string | null; bookAgainUrl: string };

/** A cancellation as it is made: by whom, the zone and words the booker's mail is written in, and when. */
interface CancellationAt {
  cancellation: Cancellation;
  bookerTimeZone: string;
  /** The booker's words (the booking's language, loaded before the batch) and the hosts'. */
  words: BookingWords;
  now: number;
}

/**
 * The cancellation's mail; a booking that is already over gets none. A team booking's `hosts` (read
 * before): each host's mail in their own zone.
 */
function cancellationMessages(found: FoundBooking, { cancellation, bookerTimeZone, words, now }: CancellationAt, hosts: readonly TeamBookingHost[]): OutgoingMessage[] {
  const { booking, host } = found;
  if (booking.endTime <= now) return [];
  const perHost =
    hosts.length > 0
      ? factsPerHost(booking, hosts, { bookerTimeZone, words })
      : [bookingMailFacts(booking, host, { booker: bookerTimeZone, host: found.hostTimeZone ?? "UTC", words })];
  return toEveryHost(perHost, (facts) =>
    cancellation.by === "reschedule-request"
      ? rescheduleRequestMessages(facts, cancellation.bookAgainUrl, now, cancellation.reason)
      : bookingCancellationMessages(facts, cancellation.by, now, cancellation.reason),
  );
}

/** The change a cancellation made: its follow-ups are written only if this batch's status flip took effect. */
const cancelledChange = (bookingId: number, now: number): BookingChange => ({
  kind: "cancelled",
  bookingRow: sql`id = ${bookingId} and status = 'cancelled' and cancelled_at = ${now}`,
  now,
});

/**
 * The change that cancels one booking: the status flip, the booking's calendar entries (the host's,
 * and a booker's saved copy), its reminders and the cancellation mail, each returning ids only where
 * it wrote mail. Racing or repeated cancellations change nothing more and write no second set of mail
 * or events.
 */
export function cancellationChange(db: Db, found: FoundBooking, at: CancellationAt, hosts: readonly TeamBookingHost[] = []): ChangeToCommit {
  const { booking } = found;
  const { now } = at;
  const d1 = db.$client;
  const seat = seatOf(booking);
  const cancelled = sql`exists (select 1 from bookings where id = ${booking.id} and status = 'cancelled')`;
  return {
    change: cancelledChange(booking.id, now),
    writes: [
      d1Statement(
        d1,
        db
          .update(bookings)
          .set({ status: "cancelled", cancelledAt: now, cancelledBy: at.cancellation.by === "booker" ? "booker" : "host" })
          .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"))),
      ),
      // A seat's time keeps the host's one entry while other seats hold it (docs/SEATS.md).
      ...(seat === null ? [d1Statement(d1, db.delete(calendarEvents).where(eq(calendarEvents.bookingId, booking.id)))] : seatCancelStatements(d1, seat, cancelled)),
      withdrawReminders(d1, booking.id, cancelled),
    ],
    mail: cancellationMessages(found, at, hosts).map((message) => insertCancellationMail(d1, booking.id, message, now, cancellationIcs(seat, message))),
    reminders: [],
  };
}

/** A cancellation as its caller asks for it; the words are loaded from the booking's language. */
type CancellationAsked = Omit<CancellationAt, "words">;

/** Cancels a confirmed booking; a team booking's hosts are read first, so every one of them hears. */
async function cancel(db: Db, env: Env, found: FoundBooking, asked: CancellationAsked) {
  // The booker may withdraw their request; the host approves or declines it (worker/approval/).
  if (found.booking.status === "pending" && asked.cancellation.by === "booker") return withdrawRequest(db, env, found, asked.now);
  if (found.booking.status === "pending") throw new HttpError(400, "This request is still waiting for the host's answer.");
  if (found.booking.status !== "confirmed") return;
  const hosts = found.booking.teamId === null ? [] : await readTeamBookingHosts(db.$client, found.booking);
  const words = await mailWordsFor(env.ASSETS, found.booking.locale, [found.host.locale, ...hosts.map((host) => host.locale)]);
  await commitChange(db, env, cancellationChange(db, found, { ...asked, words }, hosts));
}

/** The booking `bookingId` when `hostUserId` is one of its hosts: its holder, or on a collective booking. */
const bookingOfHost = (hostUserId: number, bookingId: number) =>
  and(
    eq(bookings.id, bookingId),
    or(eq(bookings.hostUserId, hostUserId), sql`exists (select 1 from booking_hosts where booking_id = ${bookings.id} and user_id = ${hostUserId})`),
  );

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
export async function upcomingCancellationStatements(db: Db, env: Env, hostUserId: number, now: number): Promise<D1PreparedStatement[]> {
  const upcoming = await selectBookings(db, upcomingOfHost(hostUserId, now));
  // Each booker hears in their booking's language (the catalogues are cached: each loads once). No
  // CalDAV writes: the account's credentials go with it.
  const perBooking = await Promise.all(
    upcoming.map(async (found) => {
      const words = await mailWordsFor(env.ASSETS, found.booking.locale, [found.host.locale]);
      return changeStatements(db.$client, cancellationChange(db, found, { cancellation: { by: "host", reason: null }, bookerTimeZone: found.booking.bookerTimeZone, words, now }));
    }),
  );
  return perBooking.flat();
}

/** GET /api/public/bookings/{token}: reads only. */
export async function readBookingByToken(db: Db, token: string): Promise<PublicBookingView> {
  return toView(await findByToken(db, token));
}

/**
 * DELETE /api/public/bookings/{token}: the booker cancels, with an optional reason the host's mail
 * carries; cancelling again answers the same.
 */
export async function cancelBookingByToken(
  db: Db,
  env: Env,
  { token, bookerTimeZone, now, reason }: { token: string; bookerTimeZone: string; now: number; reason: string | null },
): Promise<PublicBookingView> {
  const found = await findByToken(db, token);
  if (found.booking.status === "confirmed" && found.booking.startTime <= now) {
    throw new HttpError(400, "This booking has already started and can no longer be cancelled.");
  }
  if (found.booking.status === "confirmed" && changesUntil(found) < now) {
    throw new HttpError(400, "This booking can no longer be cancelled here: changes were possible until the host's cut-off. Please contact the host.");
  }
  await cancel(db, env, found, { cancellation: { by: "booker", reason }, bookerTimeZone, now });
  return toView(found, "cancelled");
}

/** One of the host's bookings, what they said about it (the booker's mail carries it) and when. */
export interface HostCancellation {
  hostUserId: number;
  bookingId: number;
  now: number;
  reason: string | null;
}

/**
 * The host cancels one of their bookings (DELETE /api/events/bookings/{id}, or from the Bookings list
 * with an optional reason the booker's mail carries); the booker is emailed. Another host's booking,
 * or no booking, is a 404. Cancelling again is harmless.
 */
export async function cancelBookingAsHost(db: Db, env: Env, { hostUserId, bookingId, now, reason }: HostCancellation): Promise<PublicBookingView> {
  const found = await findBooking(db, bookingOfHost(hostUserId, bookingId));
  await cancel(db, env, found, { cancellation: { by: "host", reason }, bookerTimeZone: found.booking.bookerTimeZone, now });
  return toView(found, "cancelled");
}

/**
 * "Request reschedule" (docs/ARCHITECTURE.md, Booking changes): the host cancels one of their bookings and the booker is mailed a
 * link to book the same event type again, their name and address filled in. Only while the booking
 * is ahead and its event type still has a booking page.
 */
export async function requestRescheduleAsHost(db: Db, env: Env, { hostUserId, bookingId, now, reason }: HostCancellation): Promise<PublicBookingView> {
  const found = await findBooking(db, bookingOfHost(hostUserId, bookingId));
  const { booking, eventTypeSlug } = found;
  if (booking.status !== "confirmed") throw new HttpError(400, "This booking is already cancelled.");
  if (booking.startTime <= now) throw new HttpError(400, "This booking has already started; there is nothing to reschedule.");
  if (!eventTypeSlug) throw new HttpError(400, "This booking's event type no longer exists, so there is no page to book again. Cancel it instead.");
  const cancellation: Cancellation = { by: "reschedule-request", reason, bookAgainUrl: bookAgainUrl(publicOrigin(env), eventTypeSlug, booking) };
  await cancel(db, env, found, { cancellation, bookerTimeZone: booking.bookerTimeZone, now });
  return toView(found, "cancelled");
}

/** The event type's booking page with the booker's name and address filled in (prefill from the URL). */
function bookAgainUrl(origin: string, slug: string, booking: { bookerName: string; bookerEmail: string | null }): string {
  const url = new URL(`/book/${encodeURIComponent(slug)}`, origin);
  url.searchParams.set("name", booking.bookerName);
  if (booking.bookerEmail) url.searchParams.set("email", booking.bookerEmail);
  return url.toString();
}
