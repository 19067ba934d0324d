import { eq, type SQL, sql } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { type ChangeToCommit, commitChange } from "../booking-change/commit-change";
import { type FoundBooking, findBooking } from "../booking/booking-lookup";
import { d1Statement } from "../db/d1-statements";
import { type DeclineCause, requestDeclinedMessages } from "../email/approval-messages";
import { bookingMailFacts } from "../email/mail-facts";
import { mailWordsFor } from "../email/mail-words";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { translatorFor } from "../i18n/catalogues";
import type { DecisionAction } from "./decision-links";
import { insertRequestMail, releaseConfirmation, releaseReminders, withdrawHeldBack } from "./request-mail";

/*
 * Approve and Decline (docs/ARCHITECTURE.md, Requests that need confirmation): each is ONE
 * conditional update (status = 'pending' → 'confirmed' or 'declined') committed with its
 * follow-ups in one batch, so a second click, a racing click or an approval after a decline changes
 * nothing; the answer then says what happened.
 */

export const ALREADY_APPROVED = "This request was already approved.";
export const ALREADY_DECLINED = "This request was already declined.";
export const DEADLINE_PASSED = "This request was not answered before its deadline, so it was declined automatically.";
export const WITHDRAWN = "The booker withdrew this request.";

/**
 * What happened to a booking that is no longer a pending request; null while it is one. A withdrawn
 * request is cancelled with its deadline kept; an approved one lost its deadline when approved (and
 * may have been cancelled since: it was approved all the same).
 */
export function decidedMessage({ status, decisionDeadline }: Pick<FoundBooking["booking"], "status" | "decisionDeadline">): string | null {
  if (status === "pending") return null;
  if (status === "declined") return ALREADY_DECLINED;
  if (status === "cancelled" && decisionDeadline !== null) return WITHDRAWN;
  return ALREADY_APPROVED;
}

/** 409 with what happened, for a booking that is no longer a pending request. */
function refuseDecided(booking: Pick<FoundBooking["booking"], "status" | "decisionDeadline">): void {
  const done = decidedMessage(booking);
  if (done !== null) throw new HttpError(409, done);
}

/** A key the flip writes, so the follow-ups of the same batch find the row only if this flip took effect. */
const flipped = (bookingId: number, changeKey: string): SQL => sql`id = ${bookingId} and change_key = ${changeKey}`;

/** The host's calendar entry, as a booking made confirmed gets it (no manage link: the booker's token is not stored). */
const hostCalendarEntry = (d1: D1Database, bookingRow: SQL) =>
  d1Statement(d1, sql`
    insert into calendar_events (user_id, title, type, description, location, start_time, end_time, guests, booking_id, booker_name, booker_email)
    select host_user_id, title, 'booked', notes, location, start_time, end_time, guests, id, booker_name, booker_email
    from bookings where ${bookingRow}`);

/**
 * Approved: exactly what a booking made confirmed gets, through the same commit ("created": booking.created
 * webhook, calendar writes, availability version), its confirmation and reminders released from 'awaiting'.
 */
async function approve(db: Db, env: Env, found: FoundBooking, now: number): Promise<boolean> {
  const d1 = db.$client;
  const id = found.booking.id;
  const changeKey = crypto.randomUUID();
  const bookingRow = flipped(id, changeKey);
  const committed = await commitChange(db, env, {
    change: { kind: "created", bookingRow, now },
    writes: [
      d1Statement(d1, sql`update bookings set status = 'confirmed', decision_deadline = null, change_key = ${changeKey}
        where id = ${id} and status = 'pending'`),
      hostCalendarEntry(d1, bookingRow),
    ],
    mail: [releaseConfirmation(d1, id, bookingRow)],
    reminders: [releaseReminders(d1, id, bookingRow, now)],
  });
  return committed !== null;
}

/**
 * Declined (by the host, by the cron at the deadline, or as the host's account goes): the time is free
 * at once (the availability version follows), what was held back for an approval is withdrawn, and
 * the booker is told, in their language, with times in the zone they booked in.
 */
export async function declineChange(db: Db, env: Env, found: FoundBooking, cause: DeclineCause, now: number): Promise<ChangeToCommit> {
  const d1 = db.$client;
  const { booking } = found;
  const changeKey = crypto.randomUUID();
  const bookingRow = flipped(booking.id, changeKey);
  const reason = cause.by === "host" ? cause.reason : null;
  const words = await mailWordsFor(env.ASSETS, booking.locale, [found.host.locale]);
  const facts = bookingMailFacts(booking, found.host, { booker: booking.bookerTimeZone, host: found.hostTimeZone ?? "UTC", words });
  const messages = requestDeclinedMessages(await translatorFor(env.ASSETS, booking.locale), facts, cause);
  return {
    change: { kind: "declined", bookingRow, now },
    writes: [
      d1Statement(d1, sql`update bookings set status = 'declined', decision_deadline = null, decline_reason = ${reason},
        cancelled_at = ${now}, change_key = ${changeKey} where id = ${booking.id} and status = 'pending'`),
      withdrawHeldBack(d1, booking.id, bookingRow),
    ],
    mail: messages.map((message) => insertRequestMail(d1, bookingRow, message, now)),
    reminders: [],
  };
}

export const declineRequest = async (db: Db, env: Env, found: FoundBooking, cause: DeclineCause, now: number): Promise<boolean> =>
  (await commitChange(db, env, await declineChange(db, env, found, cause, now))) !== null;

/** What a decision asks: which, the host's reason for a decline, and when. */
export interface Decision {
  action: DecisionAction;
  reason: string | null;
  now: number;
}

/**
 * Approves or declines the request `found`; answers its new status. Already decided (or decided by a
 * racing click) → 409 saying how. A request whose deadline passed before the cron got to it is declined
 * as the cron would, and the answer says so.
 */
export async function decideRequest(db: Db, env: Env, found: FoundBooking, { action, reason, now }: Decision): Promise<"confirmed" | "declined"> {
  const { booking } = found;
  refuseDecided(booking);
  if (booking.decisionDeadline !== null && booking.decisionDeadline <= now) {
    await declineRequest(db, env, found, { by: "deadline" }, now);
    throw new HttpError(409, DEADLINE_PASSED);
  }
  const done = action === "approve" ? await approve(db, env, found, now) : await declineRequest(db, env, found, { by: "host", reason }, now);
  if (!done) {
    refuseDecided((await findBooking(db, eq(bookings.id, booking.id))).booking);
  }
  return action === "approve" ? "confirmed" : "declined";
}
