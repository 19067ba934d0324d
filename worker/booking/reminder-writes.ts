import { type SQL, sql } from "drizzle-orm";
import { MINUTE_MS } from "../domain/calendar-days";
import type { BookingMailFacts } from "../email/mail-facts";
import type { BookerLinks } from "../email/mail-lines";
import { toEveryHost } from "../email/mail-recipients";
import type { OutgoingMessage } from "../email/outgoing-message";
import { type ReminderAudience, reminderMessages } from "../email/reminder-messages";
import { d1Statement } from "../db/d1-statements";

/*
 * Reminders are outbox rows written with their booking (or its move) as 'scheduled' with the time
 * they are due; the cron releases what is due (worker/email/scheduled-mail.ts). Because they are
 * rows of the same batch, a cancelled or moved booking can never leave a stale reminder behind.
 */

const REMINDER_KINDS = sql`('booking-reminder', 'host-reminder')`;

/** When each reminder is due: the offsets before `start` that are still ahead of `now`. */
const reminderTimes = (offsets: readonly number[], start: number, now: number): number[] =>
  offsets.map((minutes) => start - minutes * MINUTE_MS).filter((due) => due > now);

/** The scheduled rows for one booking, written only where `bookingRow` selects it (the change took effect). */
function scheduleReminders(d1: D1Database, bookingRow: SQL, messages: readonly OutgoingMessage[], dueTimes: readonly number[]): D1PreparedStatement[] {
  return dueTimes.flatMap((due) =>
    messages.map((message) =>
      d1Statement(d1, sql`
        insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status, send_after)
        select id, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${message.body}, ${message.html},
          ${message.ics}, ${message.icsMethod}, 'scheduled', ${due}
        from bookings where ${bookingRow}`),
    ),
  );
}

/** What a booking's reminders are written from, for the change that books it or moves it to `start`. */
export interface ReminderPlan {
  /** The change's `bookingRow`: the reminders are written only if the change took effect. */
  bookingRow: SQL;
  facts: BookingMailFacts;
  /** The booker's private links; null where the change has no token at hand (reminder-messages.ts). */
  links: BookerLinks | null;
  /** The event type: its reminder offsets, and whether its host is reminded too. */
  eventType: ReminderAudience & { reminderOffsets: readonly number[] };
  start: number;
  now: number;
}

/** The reminders the event type asks for that are still ahead, as scheduled rows of the change's batch. */
export const bookingReminders = (d1: D1Database, plan: ReminderPlan): D1PreparedStatement[] => everyHostReminders(d1, plan, [plan.facts]);

/** The same for a booking with several hosts: the booker's reminders once, each host's (when asked for) from their own facts. */
export const everyHostReminders = (d1: D1Database, plan: Omit<ReminderPlan, "facts">, perHost: readonly BookingMailFacts[]): D1PreparedStatement[] =>
  scheduleReminders(
    d1,
    plan.bookingRow,
    toEveryHost(perHost, (facts) => reminderMessages(facts, plan.links, plan.eventType)),
    reminderTimes(plan.eventType.reminderOffsets, plan.start, plan.now),
  );

/** A condition that holds once the change that `bookingRow` belongs to took effect. */
export const whenChanged = (bookingRow: SQL): SQL => sql`exists (select 1 from bookings where ${bookingRow})`;

/** Withdraws a booking's reminders not yet sent, when `condition` holds (its cancellation or move took effect). */
export function withdrawReminders(d1: D1Database, bookingId: number, condition: SQL): D1PreparedStatement {
  return d1Statement(d1, sql`
    update email_outbox set status = 'cancelled'
    where booking_id = ${bookingId} and kind in ${REMINDER_KINDS} and status in ('scheduled', 'pending') and ${condition}`);
}

/** One round-robin candidate's side of a change: who they are and the booking's facts with them as its host. */
export interface CandidateFacts {
  hostUserId: number;
  facts: BookingMailFacts;
}

/**
 * The reminders of a round-robin booking that may change hands inside its update (a move, a handover):
 * the ones not yet sent are withdrawn, and each candidate's set (the booker's naming them, theirs as
 * host) is written only if the booking went to them.
 */
export function candidateReminders(d1: D1Database, bookingId: number, plan: Omit<ReminderPlan, "facts">, candidates: readonly CandidateFacts[]): D1PreparedStatement[] {
  return [
    withdrawReminders(d1, bookingId, whenChanged(plan.bookingRow)),
    ...candidates.flatMap(({ hostUserId, facts }) => bookingReminders(d1, { ...plan, facts, bookingRow: sql`${plan.bookingRow} and host_user_id = ${hostUserId}` })),
  ];
}
