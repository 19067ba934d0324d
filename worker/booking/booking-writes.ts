import { sql } from "drizzle-orm";
import { availabilityVersionStatements } from "../availability/availability-version";
import type { OutgoingMessage } from "../email/booking-messages";
import { extraParagraph } from "../email/mail-body";
import { heldConfirmationNote, initialStatusOf } from "../email/recipient-limits";
import type { Interval } from "../domain/intervals";
import { batchReturningIds, d1Statement } from "./d1-statements";

export interface NewBooking {
  hostUserId: number;
  eventTypeId: number;
  title: string;
  location: string;
  startTime: number;
  endTime: number;
  blockStart: number;
  blockEnd: number;
  bookerName: string;
  bookerEmail: string | null;
  bookerUserId: number | null;
  notes: string;
  guests: readonly string[];
  tokenHash: string;
  icsUid: string;
  /** The event type's daily and weekly caps with the schedule's day and week around the start. */
  caps: { maxPerDay: number | null; day: Interval; maxPerWeek: number | null; week: Interval };
}

/** True when the event type's bookings in `span` are fewer than `max` (no cap: always). */
const underCap = (b: NewBooking, max: number | null, span: Interval) =>
  max === null
    ? sql`1`
    : sql`(select count(*) from bookings where event_type_id = ${b.eventTypeId} and status = 'confirmed'
        and start_time >= ${span.start} and start_time < ${span.end}) < ${max}`;

/*
 * Hand-written SQL because the guard must live inside the INSERT: drizzle's insert…select wants
 * every column of the table. D1 runs a batch as one transaction and serialises writes, so of any
 * number of racing requests exactly one finds no clash and inserts.
 */

/**
 * Inserts the booking only if no confirmed booking of the host clashes with it, buffers included
 * both ways (the existing block touches the new booking, or the new block touches the existing one),
 * and the event type's daily and weekly caps still have room: racing requests cannot overfill a day.
 * (`block_start < new block end` holds for every clash and lets the host/status/block_start index
 * narrow the scan.) Returns the new id, or no row when the time was taken.
 */
function insertBookingIfFree(d1: D1Database, b: NewBooking) {
  return d1Statement(d1, sql`
    insert into bookings (host_user_id, event_type_id, title, location, start_time, end_time, block_start,
      block_end, booker_name, booker_email, booker_user_id, notes, guests, cancellation_token_hash, status, ics_uid)
    select ${b.hostUserId}, ${b.eventTypeId}, ${b.title}, ${b.location}, ${b.startTime}, ${b.endTime},
      ${b.blockStart}, ${b.blockEnd}, ${b.bookerName}, ${b.bookerEmail}, ${b.bookerUserId}, ${b.notes},
      ${JSON.stringify(b.guests)}, ${b.tokenHash}, 'confirmed', ${b.icsUid}
    where not exists (
      select 1 from bookings
      where host_user_id = ${b.hostUserId} and status = 'confirmed' and block_start < ${b.blockEnd}
        and ((block_start < ${b.endTime} and block_end > ${b.startTime})
          or (start_time < ${b.blockEnd} and end_time > ${b.blockStart}))
    )
      and ${underCap(b, b.caps.maxPerDay, b.caps.day)} and ${underCap(b, b.caps.maxPerWeek, b.caps.week)}
    returning id`);
}

/** The host's calendar entry for the booking; written only if the booking row was (found by token). */
function insertHostCalendarEntry(d1: D1Database, tokenHash: string, manageUrl: string) {
  return d1Statement(d1, sql`
    insert into calendar_events (user_id, title, type, description, location, start_time, end_time, guests,
      booking_id, booker_name, booker_email, manage_url)
    select host_user_id, title, 'booked', notes, location, start_time, end_time, guests,
      id, booker_name, booker_email, ${manageUrl}
    from bookings where cancellation_token_hash = ${tokenHash}
    returning id`);
}

/**
 * One outbox row, written only if the booking row was; held when its recipient had enough mail this
 * hour. The host's notification says so when the booker's confirmation (written just before) was held.
 */
function insertOutboxForNewBooking(d1: D1Database, tokenHash: string, message: OutgoingMessage, bookerAddress: string | null, now: number) {
  const held = sql`exists (select 1 from email_outbox o join bookings b on b.id = o.booking_id
    where b.cancellation_token_hash = ${tokenHash} and o.kind = 'booking-confirmation' and o.status = 'held')`;
  const note = message.kind === "host-notification" && bookerAddress ? extraParagraph(heldConfirmationNote(bookerAddress)) : null;
  const withNote = (content: string, extra: string | undefined) =>
    extra === undefined ? sql`${content}` : sql`case when ${held} then ${content + extra} else ${content} end`;
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select id, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject},
      ${withNote(message.body, note?.text)}, ${withNote(message.html, note?.html)}, ${message.ics},
      ${message.icsMethod}, ${initialStatusOf(message, now)}
    from bookings where cancellation_token_hash = ${tokenHash}
    returning id`);
}

/**
 * Booking, host calendar entry and outgoing mail in ONE batch (DESIGN §6): all or nothing, and mail
 * exists exactly when the booking does. Returns null when the time was taken.
 */
export async function writeBookingIfFree(
  d1: D1Database,
  booking: NewBooking,
  manageUrl: string,
  messages: readonly OutgoingMessage[],
  now: number,
): Promise<{ bookingId: number; outboxIds: number[] } | null> {
  const bookerAddress = messages.find((message) => message.kind === "booking-confirmation")?.toAddress ?? null;
  const [inserted = [], , ...outbox] = await batchReturningIds(d1, [
    insertBookingIfFree(d1, booking),
    insertHostCalendarEntry(d1, booking.tokenHash, manageUrl),
    ...messages.map((message) => insertOutboxForNewBooking(d1, booking.tokenHash, message, bookerAddress, now)),
    ...availabilityVersionStatements(d1, { kind: "created", bookingRow: sql`cancellation_token_hash = ${booking.tokenHash}`, now }),
  ]);
  const bookingId = inserted[0];
  if (bookingId === undefined) return null;
  return { bookingId, outboxIds: outbox.flat() };
}
