import { type SQL, eq, sql } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { isProviderMeetingKind, PROVIDER_MEETING_KINDS } from "../../shared/location-kinds";
import { selectBookings } from "../booking/booking-lookup";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { bookingMailFacts } from "../email/mail-facts";
import { mailWordsFor } from "../email/mail-words";
import { meetingLinkFailedMessages, meetingLinkMessages } from "../email/meeting-link-messages";
import { enqueueOutbox } from "../email/outbox";
import type { OutgoingMessage } from "../email/outgoing-message";
import { initialStatusOf } from "../email/recipient-limits";
import type { Db, Env } from "../env";
import type { CalendarProvider } from "../domain/calendar-providers";

/*
 * A Google Meet or Teams booking's link (docs/MEETING-PLACES.md, "A provider's meeting"): the queue's
 * write into the host's calendar makes it; it is stored on the booking and mailed to both sides once,
 * or, when the write cannot be made, both sides are told once that no link will come from it.
 */

type BookingRow = typeof bookings.$inferSelect;

/** Whether this connection's write makes the booking's meeting: the booking meets in its provider's kind, and the connection is its host's. */
export const makesMeeting = (booking: BookingRow, connection: { userId: number; provider: CalendarProvider }): boolean =>
  isProviderMeetingKind(booking.locationKind) && PROVIDER_MEETING_KINDS[booking.locationKind] === connection.provider && connection.userId === booking.hostUserId;

/** One mail of the booking, written only where `guard` holds (in the same statement, so racing writers write it once). */
function insertMail(d1: D1Database, bookingId: number, message: OutgoingMessage, now: number, guard: SQL) {
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select ${bookingId}, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${message.body},
      ${message.html}, ${message.ics}, ${message.icsMethod}, ${initialStatusOf(message, now)}
    where ${guard}
    returning id`);
}

/** The booking with its host and the words of both sides; null when it is gone. */
async function bookingToMail(db: Db, env: Env, bookingId: number) {
  const [found] = await selectBookings(db, eq(bookings.id, bookingId));
  if (!found) return null;
  const words = await mailWordsFor(env.ASSETS, found.booking.locale, [found.host.locale]);
  const readers = { booker: found.booking.bookerTimeZone, host: found.hostTimeZone ?? "UTC", words };
  return { found, facts: (meetingUrl: string | null) => bookingMailFacts({ ...found.booking, meetingUrl }, found.host, readers) };
}

/**
 * Stores the link the write brought and mails it, in ONE batch guarded by the booking still having none:
 * a retried or repeated write (or a move) stores and mails nothing more. A booking over by now gets the
 * link stored, unmailed.
 */
export async function storeMeetingLink(db: Db, env: Env, booking: BookingRow, meetingUrl: string, now: number): Promise<void> {
  if (booking.meetingUrl !== null) return;
  const read = await bookingToMail(db, env, booking.id);
  if (!read) return;
  const stillNone = sql`exists (select 1 from bookings where id = ${booking.id} and meeting_url is null)`;
  const messages = booking.endTime > now ? meetingLinkMessages(read.facts(meetingUrl), now) : [];
  const d1 = db.$client;
  const ids = await batchReturningIds(d1, [
    ...messages.map((message) => insertMail(d1, booking.id, message, now, stillNone)),
    d1Statement(d1, sql`update bookings set meeting_url = ${meetingUrl} where id = ${booking.id} and meeting_url is null`),
  ]);
  await enqueueOutbox(env, ids.flat());
}

/**
 * Tells both sides once that the link could not be made (the host's grant refused, or the write failing
 * past the mail's attempts), while the booking stands without one. The write itself goes on as before:
 * should it succeed later, the link still comes.
 */
export async function reportMeetingLinkFailure(db: Db, env: Env, bookingId: number, now: number): Promise<void> {
  const read = await bookingToMail(db, env, bookingId);
  if (!read) return;
  const { booking } = read.found;
  if (booking.meetingUrl !== null || booking.status !== "confirmed" || !isProviderMeetingKind(booking.locationKind) || booking.endTime <= now) return;
  const d1 = db.$client;
  const statements = meetingLinkFailedMessages(read.facts(null)).map((message) =>
    insertMail(d1, bookingId, message, now, sql`exists (select 1 from bookings where id = ${bookingId} and meeting_url is null)
      and not exists (select 1 from email_outbox where booking_id = ${bookingId} and kind = ${message.kind})`),
  );
  if (statements.length === 0) return;
  await enqueueOutbox(env, (await batchReturningIds(d1, statements)).flat());
}
