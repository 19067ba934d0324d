import { calendarWriteStatements } from "../caldav/calendar-writes";
import type { BookingAnswer } from "../domain/booking-answer";
import { checkAnswers } from "../domain/booking-answers-check";
import { capSpans } from "../domain/booking-limits";
import { DAY_MS, MINUTE_MS, utcDayOf } from "../domain/calendar-days";
import { bookingConfirmationMessages } from "../email/booking-messages";
import { enqueueOutbox } from "../email/outbox";
import { enqueueBookingWebhooks } from "../webhooks/webhook-queue";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { type BookerSession, bookerFrom, bookerLookup } from "./booker";
import { countAttemptStatement, refuseOverLimit } from "../http/rate-limit";
import { bookingLimit } from "./booking-attempts";
import { writeBookingIfFree, type NewBooking } from "./booking-writes";
import { publicOrigin } from "../config/public-origin";
import { hashLinkToken, newLinkToken } from "../http/link-token";
import { bookerLinks } from "./booker-links";
import type { BookingChange } from "../booking-change/booking-change";
import { changeFollowUps } from "../booking-change/change-follow-ups";
import { cancelPath, reschedulePath } from "./private-paths";
import { reminderTimes, scheduleReminders } from "./reminder-writes";
import { reminderMessages } from "../email/reminder-messages";
import { sql } from "drizzle-orm";
import { hostContextFrom, hostContextReads, hostContextValues } from "./host-context";
import { batchWithValues } from "../db/placeholder-batch";
import { bookingMailFacts } from "../email/mail-facts";
import { hostSlots } from "./host-slots";
import { BOOKING_HORIZON_MS, offeredDuration } from "./public-availability";
import type { BookingBody } from "./schemas";

export const SLOT_TAKEN = "That time is no longer available.";

/** What the booker gets back (and the success screen shows); the token is only ever sent here. */
export interface CreatedBooking {
  id: number;
  start_time: string;
  end_time: string;
  title: string;
  booker_name: string;
  booker_email: string | null;
  notes: string;
  guests: string[];
  answers: BookingAnswer[];
  cancellation_token: string;
  cancel_url: string;
  reschedule_url: string;
  ics_uid: string;
}

/** Who asks, from where: the parts of the request besides its body. */
export interface BookingRequester {
  session: BookerSession | null;
  address: string;
}

/**
 * One read batch: counts the attempt against the address's limit, looks up a signed-in booker and
 * reads the page's context for the start's UTC day. Then the slot must be one the page would offer
 * right now: 400 if it never was, 409 if someone was faster.
 */
async function checkedRequest(db: Db, body: BookingBody, requester: BookingRequester, now: number) {
  const start = body.startTime;
  if (start < now) throw new HttpError(400, "That time is in the past.");
  if (start >= now + BOOKING_HORIZON_MS) throw new HttpError(400, "Bookings can be made at most 365 days ahead.");
  const utcDayStart = utcDayOf(start) * DAY_MS;
  const utcDay = { start: utcDayStart, end: utcDayStart + DAY_MS };
  const limit = bookingLimit(requester.address);
  const page = { slug: body.eventTypeSlug };
  const [attempts, bookerRows, ...reads] = await batchWithValues(
    db,
    [countAttemptStatement(db, limit, now), bookerLookup(db, requester.session), ...hostContextReads(db, page)],
    hostContextValues(page, utcDay),
  );
  refuseOverLimit(attempts, limit, now);
  const context = hostContextFrom(reads, utcDay);
  const durationMinutes = offeredDuration(context.eventType, body.duration);
  // 15-minute grids of every zone in use today coincide with UTC's, so UTC stands for the visitor's.
  const query = { durationMinutes, range: utcDay, visitorTimeZone: "UTC", now };
  if (!hostSlots(context, { ...query, withBookings: false }).includes(start)) {
    throw new HttpError(400, "That time is not available for booking.");
  }
  if (!hostSlots(context, { ...query, withBookings: true }).includes(start)) throw new HttpError(409, SLOT_TAKEN);
  const answers = checkAnswers(context.eventType.questions, body.answers ?? []);
  if (!answers.ok) throw new HttpError(400, answers.error);
  return { context, answers: answers.answers, booker: bookerFrom(bookerRows, requester.session), start, end: start + durationMinutes * MINUTE_MS };
}

/**
 * Books a slot (DESIGN §6) in two D1 round trips: the checked read above, then booking, host
 * calendar entry and mail in one atomic batch whose insert refuses any clash; then the mail goes to
 * the queue.
 */
export async function createBooking(
  db: Db,
  env: Env,
  body: BookingBody,
  requester: BookingRequester,
  now: number,
): Promise<CreatedBooking> {
  const { context, answers, booker, start, end } = await checkedRequest(db, body, requester, now);
  const origin = publicOrigin(env);
  const { eventType, host } = context;
  const token = newLinkToken();
  const bufferMs = eventType.bufferTime * MINUTE_MS;
  const notes = (body.notes ?? "").replace(/\r\n?/g, "\n").trim();
  const booking: NewBooking = {
    hostUserId: host.id,
    eventTypeId: eventType.id,
    title: eventType.title,
    location: eventType.location,
    startTime: start,
    endTime: end,
    blockStart: start - bufferMs,
    blockEnd: end + bufferMs,
    // Spec §6: a signed-in visitor books as their username.
    bookerName: booker ? booker.username : body.name,
    bookerEmail: body.email ?? null,
    bookerUserId: booker?.id ?? null,
    notes,
    guests: body.guests ?? [],
    answers,
    tokenHash: hashLinkToken(token),
    icsUid: `${crypto.randomUUID()}@${new URL(origin).hostname}`,
    sequence: 0,
    caps: { maxPerDay: eventType.maxPerDay, maxPerWeek: eventType.maxPerWeek, ...capSpans(start, context.schedule.timezone) },
  };
  const links = bookerLinks(origin, token);
  const facts = bookingMailFacts(booking, host, { booker: body.timeZone ?? "UTC", host: context.schedule.timezone });
  const change: BookingChange = { kind: "created", bookingRow: sql`cancellation_token_hash = ${booking.tokenHash}`, now };
  const reminders = scheduleReminders(
    db.$client,
    change.bookingRow,
    reminderMessages(facts, links, eventType),
    reminderTimes(eventType.reminderOffsets, start, now),
  );
  const mail = { manageUrl: links.cancelUrl, messages: bookingConfirmationMessages(facts, links, now) };
  const written = await writeBookingIfFree(db.$client, booking, mail, [...reminders, ...changeFollowUps(db.$client, change)], now, calendarWriteStatements(db.$client, change));
  if (!written) throw new HttpError(409, SLOT_TAKEN);
  await enqueueOutbox(env, written.outboxIds, written.caldavWriteIds);
  await enqueueBookingWebhooks(env, written.bookingId);
  return {
    id: written.bookingId,
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
    title: booking.title,
    booker_name: booking.bookerName,
    booker_email: booking.bookerEmail,
    notes,
    guests: [...booking.guests],
    answers,
    cancellation_token: token,
    cancel_url: cancelPath(token),
    reschedule_url: reschedulePath(token),
    ics_uid: booking.icsUid,
  };
}
