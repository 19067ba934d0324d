import { sql } from "drizzle-orm";
import { commitChange } from "../booking-change/commit-change";
import type { FoundBooking } from "../booking/booking-lookup";
import { d1Statement } from "../db/d1-statements";
import { requestWithdrawnMessages } from "../email/approval-messages";
import { bookingMailFacts } from "../email/mail-facts";
import { mailWordsFor } from "../email/mail-words";
import type { Db, Env } from "../env";
import { insertRequestMail, withdrawHeldBack } from "./request-mail";

/**
 * The booker withdraws their pending request with their private link: ONE conditional update
 * (pending → cancelled, racing a decision like any other), what was held back for an approval is
 * never sent, the time is free at once, and the host, whose answer it was waiting for, is told.
 * `decision_deadline` stays, so a later Approve or Decline can say the booker withdrew it.
 */
export async function withdrawRequest(db: Db, env: Env, found: FoundBooking, now: number): Promise<void> {
  const d1 = db.$client;
  const { booking } = found;
  const changeKey = crypto.randomUUID();
  const bookingRow = sql`id = ${booking.id} and change_key = ${changeKey}`;
  const words = await mailWordsFor(env.ASSETS, booking.locale, [found.host.locale]);
  const facts = bookingMailFacts(booking, found.host, { booker: booking.bookerTimeZone, host: found.hostTimeZone ?? "UTC", words });
  await commitChange(db, env, {
    // A request that ends without a meeting: the availability version follows, calendars and webhooks never knew of it.
    change: { kind: "declined", bookingRow, now },
    writes: [
      d1Statement(d1, sql`update bookings set status = 'cancelled', cancelled_at = ${now}, cancelled_by = 'booker', change_key = ${changeKey}
        where id = ${booking.id} and status = 'pending'`),
      withdrawHeldBack(d1, booking.id, bookingRow),
    ],
    mail: requestWithdrawnMessages(facts).map((message) => insertRequestMail(d1, bookingRow, message, now)),
    reminders: [],
  });
}
