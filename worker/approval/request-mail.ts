import { type SQL, sql } from "drizzle-orm";
import { d1Statement } from "../db/d1-statements";
import type { OutgoingMessage } from "../email/outgoing-message";
import { initialStatusOf } from "../email/recipient-limits";
import { REQUEST_ID_SLOT } from "./decision-links";

/**
 * One mail of a request's change, written only where `bookingRow` selects the booking (the change took
 * effect), with the booking's id in place of REQUEST_ID_SLOT (the host's links). Returns its id.
 */
export function insertRequestMail(d1: D1Database, bookingRow: SQL, message: OutgoingMessage, now: number): D1PreparedStatement {
  const withId = (text: string) => sql`replace(${text}, ${REQUEST_ID_SLOT}, id)`;
  return d1Statement(d1, sql`
    insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status)
    select id, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${withId(message.body)},
      ${withId(message.html)}, ${message.ics}, ${message.icsMethod}, ${initialStatusOf(message, now)}
    from bookings where ${bookingRow}
    returning id`);
}

/** The request's confirmation and reminders, written with it and held back ('awaiting') until the host decides. */
export const holdBackForDecision = (d1: D1Database, bookingRow: SQL): D1PreparedStatement =>
  d1Statement(d1, sql`update email_outbox set status = 'awaiting'
    where booking_id = (select id from bookings where ${bookingRow}) and status in ('pending', 'scheduled')`);

/** Approved: the confirmation goes out now, each reminder still ahead is scheduled; only the confirmation's ids are returned (for the queue). */
export const releaseConfirmation = (d1: D1Database, bookingId: number, bookingRow: SQL): D1PreparedStatement =>
  d1Statement(d1, sql`update email_outbox set status = 'pending'
    where booking_id = ${bookingId} and status = 'awaiting' and send_after is null and exists (select 1 from bookings where ${bookingRow})
    returning id`);

export const releaseReminders = (d1: D1Database, bookingId: number, bookingRow: SQL, now: number): D1PreparedStatement =>
  d1Statement(d1, sql`update email_outbox set status = case when send_after > ${now} then 'scheduled' else 'cancelled' end
    where booking_id = ${bookingId} and status = 'awaiting' and send_after is not null and exists (select 1 from bookings where ${bookingRow})`);

/** Declined: what was held back for an approval is never sent. */
export const withdrawHeldBack = (d1: D1Database, bookingId: number, bookingRow: SQL): D1PreparedStatement =>
  d1Statement(d1, sql`update email_outbox set status = 'cancelled'
    where booking_id = ${bookingId} and status = 'awaiting' and exists (select 1 from bookings where ${bookingRow})`);
