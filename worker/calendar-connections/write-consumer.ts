import { and, eq, lt, or, sql } from "drizzle-orm";
import { bookings, calendarConnections, providerEvents, providerWrites, users } from "../../drizzle/schema";
import type { Translator } from "../../shared/i18n/translator";
import { queueIdOf } from "../config/queue-message";
import { databaseOver } from "../db/database";
import { MAX_SEND_ATTEMPTS, SEND_LEASE_MS } from "../email/consumer";
import type { Db, Env } from "../env";
import { hostWordsFor } from "../email/mail-words";
import { bookingEvent } from "../feed/booking-event";
import { SyncFailure } from "../subscriptions/calendar-source";
import { withAccess } from "./access-token";
import { makesMeeting, reportMeetingLinkFailure, storeMeetingLink } from "./meeting-link";
import type { BookingEventInput } from "./provider-contract";
import { GrantRefused, ProviderBusy, ProviderDown } from "./provider-errors";
import { applyProviderSeatWrite } from "./seat-write";
import { providerRetryDelaySeconds } from "./retry-delay";

type WriteRow = typeof providerWrites.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** Takes the row in one statement, as the CalDAV writes do: a pending row, or one whose lease ran out. */
async function claim(db: Db, id: number, now: number): Promise<WriteRow | undefined> {
  const [row] = await db
    .update(providerWrites)
    .set({ status: "sending", attempts: sql`${providerWrites.attempts} + 1`, leaseUntil: now + SEND_LEASE_MS })
    .where(and(eq(providerWrites.id, id), or(eq(providerWrites.status, "pending"), and(eq(providerWrites.status, "sending"), lt(providerWrites.leaseUntil, now)))))
    .returning();
  return row;
}

function eventInput(booking: BookingRow, t: Translator, withMeeting: boolean): BookingEventInput {
  const event = bookingEvent(booking, t);
  return {
    uid: booking.icsUid,
    sequence: booking.sequence,
    title: event.summary,
    description: [event.description, booking.meetingUrl ? `Join: ${booking.meetingUrl}` : null].filter((line) => line !== null).join("\n"),
    location: booking.location,
    start: booking.startTime,
    end: booking.endTime,
    withMeeting,
  };
}

/**
 * Makes the connection's calendar match the booking as it is now: its ONE event created or moved (keyed
 * by the booking's invitation UID, so a retry after a lost answer makes no second one) while it stands
 * and the connection's owner hosts it, deleted once it is cancelled or has gone to another host.
 * Repeating it changes nothing; a seat rewrites its time's one event (seat-write.ts). The host's
 * write of a Google Meet or Teams booking asks for the meeting too, and stores and mails its link
 * (docs/MEETING-PLACES.md, "A provider's meeting").
 */
async function applyWrite(db: Db, env: Env, row: WriteRow, now: number): Promise<void> {
  const [found] = await db
    .select({
      booking: bookings,
      connection: calendarConnections,
      ownerLocale: users.locale,
      stored: { calendarId: providerEvents.calendarId, eventId: providerEvents.eventId },
      onBooking: sql<number>`${calendarConnections.userId} = ${bookings.hostUserId}
        or exists (select 1 from booking_hosts where booking_id = ${bookings.id} and user_id = ${calendarConnections.userId})`,
    })
    .from(bookings)
    .innerJoin(calendarConnections, eq(calendarConnections.id, row.connectionId))
    .innerJoin(users, eq(users.id, calendarConnections.userId))
    .leftJoin(providerEvents, and(eq(providerEvents.bookingId, bookings.id), eq(providerEvents.connectionId, row.connectionId)))
    .where(eq(bookings.id, row.bookingId));
  if (!found) return;
  const { booking, connection, stored } = found;
  // The words Hangout writes into the event are in the calendar owner's language (docs/LANGUAGES.md).
  const t = await hostWordsFor(env.ASSETS, found.ownerLocale);
  // A seat's event is its time's, shared with the other seats (docs/SEATS.md).
  if (booking.seatUid !== null) return applyProviderSeatWrite(db, env, { seat: booking, connection, t }, stored, now);
  const where = and(eq(providerEvents.bookingId, booking.id), eq(providerEvents.connectionId, connection.id));
  if (booking.status !== "confirmed" || !found.onBooking) {
    if (stored === null) return;
    await withAccess(env, connection, now, (client, token) => client.deleteEvent(token, stored.calendarId, stored.eventId));
    await db.delete(providerEvents).where(where);
    return;
  }
  const calendarId = stored?.calendarId ?? connection.writeCalendarId;
  if (calendarId === null) return;
  const withMeeting = makesMeeting(booking, connection);
  const written = await withAccess(env, connection, now, (client, token) => client.putEvent(token, calendarId, eventInput(booking, t, withMeeting), stored?.eventId ?? null));
  await db
    .insert(providerEvents)
    .values({ bookingId: booking.id, connectionId: connection.id, calendarId, eventId: written.eventId })
    .onConflictDoUpdate({ target: [providerEvents.bookingId, providerEvents.connectionId], set: { calendarId, eventId: written.eventId } });
  if (withMeeting && written.meetingUrl !== null) await storeMeetingLink(db, env, booking, written.meetingUrl, now);
}

/** What a failed write becomes: waiting for a reconnect (no retry), retried while the provider is down or busy, or given up after the mail's attempts. */
function afterFailure(error: unknown, row: WriteRow): { status: "pending" | "dead"; retry: boolean } {
  if (error instanceof GrantRefused) return { status: "pending", retry: false };
  if (error instanceof ProviderBusy || error instanceof ProviderDown) return { status: "pending", retry: true };
  return { status: row.attempts >= MAX_SEND_ATTEMPTS ? "dead" : "pending", retry: true };
}

async function deliver(message: Message<unknown>, db: Db, env: Env, now: number): Promise<void> {
  const writeId = queueIdOf(message.body, ["provider-write"]);
  if (writeId === null) return message.ack();
  const row = await claim(db, writeId, now);
  if (!row) return message.ack();
  const held = and(eq(providerWrites.id, row.id), eq(providerWrites.status, "sending"), eq(providerWrites.attempts, row.attempts));
  try {
    await applyWrite(db, env, row, now);
  } catch (error) {
    const problem = error instanceof SyncFailure ? error.message : "The booking could not be written into the calendar.";
    console.error(JSON.stringify({ event: "provider-write-failed", writeId: row.id, attempt: row.attempts, error: String(error) }));
    const { status, retry } = afterFailure(error, row);
    // A booking waiting for its meeting link hears once that it may not come (docs/MEETING-PLACES.md).
    if (!retry || row.attempts >= MAX_SEND_ATTEMPTS) await reportMeetingLinkFailure(db, env, row.bookingId, now);
    await db.batch([
      db.update(providerWrites).set({ status, lastError: problem, leaseUntil: now }).where(held),
      db.update(calendarConnections).set({ lastWriteError: problem, lastWriteErrorAt: now }).where(eq(calendarConnections.id, row.connectionId)),
    ]);
    if (!retry) return message.ack();
    return message.retry({ delaySeconds: providerRetryDelaySeconds(error, message.attempts, Math.random) });
  }
  await db.batch([
    db.update(providerWrites).set({ status: "done", leaseUntil: null, lastError: null }).where(held),
    db.update(calendarConnections).set({ lastWriteError: null, lastWriteErrorAt: null }).where(eq(calendarConnections.id, row.connectionId)),
  ]);
  message.ack();
}

/** The queue's writes into connected provider calendars: each message one provider_writes row. */
export async function handleProviderWrites(messages: readonly Message<unknown>[], env: Env): Promise<void> {
  const db = databaseOver(env.DB);
  for (const message of messages) {
    try {
      await deliver(message, db, env, Date.now());
    } catch (error) {
      console.error(JSON.stringify({ event: "provider-write-error", messageId: message.id, error: String(error) }));
      message.retry({ delaySeconds: providerRetryDelaySeconds(error, message.attempts, Math.random) });
    }
  }
}
