import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import { bookings, providerEvents } from "../../drizzle/schema";
import type { Translator } from "../../shared/i18n/translator";
import type { Db, Env } from "../env";
import { seatTimeEvent } from "../feed/seat-events";
import { withAccess } from "./access-token";
import type { ConnectionRow } from "./connection-rows";
import type { BookingEventInput } from "./provider-contract";

/*
 * A seat's write into a connected provider calendar, as CalDAV's (docs/SEATS.md, caldav/seat-write.ts):
 * the calendar holds ONE event per seated time, keyed by the time's seat key (Google's iCalUID,
 * Graph's transactionId), listing the seats that hold it. Any seat's change rewrites that one event
 * from the time's seats as they are now, or deletes it once none is left; every holding seat records
 * the event in provider_events, so any of them finds it when the first leaves.
 */

type Booking = typeof bookings.$inferSelect;
type StoredEvent = { calendarId: string; eventId: string };

/** The changed seat, the connection written to, and its owner's words (their language). */
export interface ProviderSeatWrite {
  seat: Booking;
  connection: ConnectionRow;
  t: Translator;
}

function timeInput(seatUid: string, seats: readonly Booking[], t: Translator): BookingEventInput {
  const event = seatTimeEvent(seatUid, seats, t);
  // The seats of a time share its room (docs/SEATS.md), so any holding seat's link is the time's.
  const holding = seats.filter((seat) => seat.status === "confirmed");
  const room = holding.find((seat) => seat.meetingUrl !== null)?.meetingUrl ?? null;
  const [first] = holding.length > 0 ? holding : seats;
  if (!first) throw new Error("a seated time has at least one seat");
  return {
    uid: seatUid,
    sequence: event.sequence,
    title: event.summary,
    description: [event.description, room ? `Join: ${room}` : null].filter((line) => line !== null).join("\n"),
    location: event.location || null,
    start: first.startTime,
    end: first.endTime,
    // Seated types cannot meet in Google Meet or Teams (event-types/meeting-fields.ts).
    withMeeting: false,
  };
}

const rowsOf = (db: Db, connectionId: number, bookingIds: readonly number[]) =>
  db
    .select({ bookingId: providerEvents.bookingId, calendarId: providerEvents.calendarId, eventId: providerEvents.eventId })
    .from(providerEvents)
    .where(and(eq(providerEvents.connectionId, connectionId), inArray(providerEvents.bookingId, [...bookingIds])));

/**
 * Makes the connection's event of the time `seatUid` match its seats. `known` is the event an earlier
 * write made for it; another seat's record of the time's event wins over the changed seat's own,
 * which may name the time it left.
 */
async function syncTime(db: Db, env: Env, { connection, t }: Omit<ProviderSeatWrite, "seat">, seatUid: string, known: StoredEvent | null, changedId: number, now: number): Promise<void> {
  const seats = await db.select().from(bookings).where(eq(bookings.seatUid, seatUid));
  const holding = seats.filter((seat) => seat.status === "confirmed" && seat.hostUserId === connection.userId);
  const ids = seats.map((seat) => seat.id);
  const rows = await rowsOf(db, connection.id, ids);
  const stored = rows.find((row) => row.bookingId !== changedId) ?? rows[0] ?? known;
  if (holding.length === 0) {
    if (!stored) return;
    await withAccess(env, connection, now, (client, token) => client.deleteEvent(token, stored.calendarId, stored.eventId));
    await db.delete(providerEvents).where(and(eq(providerEvents.connectionId, connection.id), inArray(providerEvents.bookingId, ids)));
    return;
  }
  const calendarId = stored?.calendarId ?? connection.writeCalendarId;
  if (calendarId === null) return;
  const written = await withAccess(env, connection, now, (client, token) => client.putEvent(token, calendarId, timeInput(seatUid, seats, t), stored?.eventId ?? null));
  // Google keys the time's event by the seat key: an event stored for a seat that moved alone is another time's, gone with it.
  if (stored && stored.eventId !== written.eventId) await withAccess(env, connection, now, (client, token) => client.deleteEvent(token, stored.calendarId, stored.eventId));
  const holdingIds = holding.map((seat) => seat.id);
  await db.batch([
    db
      .insert(providerEvents)
      .values(holdingIds.map((bookingId) => ({ bookingId, connectionId: connection.id, calendarId, eventId: written.eventId })))
      .onConflictDoUpdate({ target: [providerEvents.bookingId, providerEvents.connectionId], set: { calendarId, eventId: written.eventId } }),
    db.delete(providerEvents).where(and(eq(providerEvents.connectionId, connection.id), inArray(providerEvents.bookingId, ids), notInArray(providerEvents.bookingId, holdingIds))),
  ]);
}

/**
 * The seat's time is rewritten. A seat that moved still records the event of the time it left: when
 * that event is the one other seats of its old time (or none of its new time) hold, the time it
 * left is rewritten, or deleted when no seat is left there.
 */
export async function applyProviderSeatWrite(db: Db, env: Env, write: ProviderSeatWrite, own: StoredEvent | null, now: number): Promise<void> {
  const { seat, connection } = write;
  if (seat.seatUid === null) return;
  if (own !== null) {
    const sharing = await db
      .select({ seatUid: bookings.seatUid, status: bookings.status })
      .from(providerEvents)
      .innerJoin(bookings, eq(bookings.id, providerEvents.bookingId))
      .where(and(eq(providerEvents.connectionId, connection.id), ne(bookings.id, seat.id), eq(providerEvents.eventId, own.eventId)));
    const sameTime = await db
      .select({ eventId: providerEvents.eventId })
      .from(providerEvents)
      .innerJoin(bookings, eq(bookings.id, providerEvents.bookingId))
      .where(and(eq(providerEvents.connectionId, connection.id), ne(bookings.id, seat.id), eq(bookings.seatUid, seat.seatUid)));
    const left = sharing.find((row) => row.status === "confirmed" && row.seatUid !== seat.seatUid);
    const moved = sameTime.some((row) => row.eventId !== own.eventId) || left !== undefined;
    if (moved) {
      await db.delete(providerEvents).where(and(eq(providerEvents.connectionId, connection.id), eq(providerEvents.bookingId, seat.id)));
      if (left?.seatUid) await syncTime(db, env, write, left.seatUid, own, seat.id, now);
      else await withAccess(env, connection, now, (client, token) => client.deleteEvent(token, own.calendarId, own.eventId));
    }
  }
  await syncTime(db, env, write, seat.seatUid, null, seat.id, now);
}
