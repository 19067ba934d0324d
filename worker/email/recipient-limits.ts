import { type SQL, sql } from "drizzle-orm";
import type { OutboxKind, OutgoingMessage } from "./outgoing-message";

/*
 * Anyone can book with any address in the email field, so without a bound the app relays visitors'
 * text to any inbox. Each address gets at most this many mails of one kind per hour across the
 * instance; the rest are kept as 'held' — written, visible, never sent. The booking itself always
 * succeeds.
 */
export const RECIPIENT_LIMITS_PER_HOUR: Readonly<Record<OutboxKind, number>> = {
  "booking-confirmation": 5,
  "booking-cancellation": 5,
  // A host with a popular page legitimately gets more; a flood still stops.
  "host-notification": 30,
  "host-cancellation": 30,
  "booking-rescheduled": 5,
  "host-rescheduled": 30,
  // Reminders are written as 'scheduled', never held: the bound only completes the table.
  "booking-reminder": 10,
  "host-reminder": 60,
  // One of each per failure streak; the bound only matters if something loops.
  "calendar-sync-failing": 10,
  "calendar-sync-recovered": 10,
  "calendar-connection-broken": 10,
  "webhook-paused": 10,
  // Owners re-send an invitation now and then; a team cannot be used to flood an inbox.
  "team-invitation": 10,
  // A request's mails are bounded like the booking mails they stand in for.
  "request-received": 5,
  "request-declined": 5,
  "approval-request": 30,
  "request-withdrawn": 30,
  // One per booking at most, bounded like the confirmation and notification they follow.
  "meeting-link": 5,
  "host-meeting-link": 30,
  "meeting-link-failed": 5,
  "host-meeting-link-failed": 30,
};
const HOUR_MS = 3_600_000;

/** The status a new outbox row starts in, decided inside its own INSERT so racing bookings cannot both slip under. */
export function initialStatusOf(message: OutgoingMessage, now: number): SQL {
  return sql`case when (select count(*) from email_outbox where to_address = ${message.toAddress} and kind = ${message.kind}
    and created_at > ${now - HOUR_MS}) >= ${RECIPIENT_LIMITS_PER_HOUR[message.kind]} then 'held' else 'pending' end`;
}

/** What the host's notification adds when the booker's confirmation was held. */
export const heldConfirmationNote = (bookerAddress: string) =>
  `Note: the confirmation to ${bookerAddress} was not sent. That address has received more booking mail in the last hour than Hangout sends to one address; the booking stands.`;
