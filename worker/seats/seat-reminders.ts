import { type SQL, sql } from "drizzle-orm";
import { type ReminderPlan, bookingReminders } from "../booking/reminder-writes";
import { MINUTE_MS } from "../domain/calendar-days";
import { d1Statement } from "../db/d1-statements";
import { seatHostReminderMessages } from "../email/seat-reminder-messages";

/*
 * A seat's reminders (docs/SEATS.md): the booker's per seat, as any booking's; the host's once per
 * time, carried by one seat holding it and handed on to another when that one leaves.
 */

/**
 * The seat's reminders for the change `plan.bookingRow` makes: the booker's, and the host's (when the
 * type asks for it) only where no other seat of the time carries them yet.
 */
export function seatReminders(d1: D1Database, plan: ReminderPlan): D1PreparedStatement[] {
  const bookerOnly = bookingReminders(d1, { ...plan, eventType: { ...plan.eventType, remindHost: false } });
  if (!plan.eventType.remindHost) return bookerOnly;
  const dueTimes = plan.eventType.reminderOffsets.map((minutes) => plan.start - minutes * MINUTE_MS).filter((due) => due > plan.now);
  const hostReminders = dueTimes.flatMap((due) =>
    seatHostReminderMessages(plan.facts).map((message) =>
      d1Statement(d1, sql`
        insert into email_outbox (booking_id, kind, to_address, reply_to, subject, body, html, ics, ics_method, status, send_after)
        select s.id, ${message.kind}, ${message.toAddress}, ${message.replyTo}, ${message.subject}, ${message.body}, ${message.html},
          null, null, 'scheduled', ${due}
        from bookings s where ${plan.bookingRow}
          and not exists (select 1 from email_outbox o join bookings t on t.id = o.booking_id
            where t.seat_uid = s.seat_uid and t.id <> s.id and t.status = 'confirmed' and o.send_after = ${due} and o.kind = 'host-reminder' and o.status = 'scheduled')`),
    ),
  );
  return [...bookerOnly, ...hostReminders];
}

/**
 * Before a seat's reminders are withdrawn (it is cancelled or moves away): the host's reminders it
 * carries go to the lowest other seat still holding `seatUid`, when there is one and `condition`
 * holds (the change took effect).
 */
export function handOnHostReminders(d1: D1Database, seatId: number, seatUid: string, condition: SQL): D1PreparedStatement {
  const next = sql`(select min(id) from bookings where seat_uid = ${seatUid} and status = 'confirmed' and id <> ${seatId})`;
  return d1Statement(d1, sql`
    update email_outbox set booking_id = ${next}
    where booking_id = ${seatId} and kind = 'host-reminder' and status = 'scheduled' and ${next} is not null and ${condition}`);
}
