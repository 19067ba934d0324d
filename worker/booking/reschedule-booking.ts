import { eq, sql } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { calendarWriteStatements } from "../caldav/calendar-writes";
import { capSpans } from "../domain/booking-limits";
import { DAY_MS, MINUTE_MS, utcDayOf } from "../domain/calendar-days";
import { enqueueOutbox } from "../email/outbox";
import { reminderMessages } from "../email/reminder-messages";
import { bookingRescheduleMessages } from "../email/reschedule-messages";
import type { Db, Env } from "../env";
import { publicOrigin } from "../config/public-origin";
import { HttpError } from "../http/http-error";
import { countAttemptStatement, refuseOverLimit } from "../http/rate-limit";
import { enqueueBookingWebhooks } from "../webhooks/webhook-queue";
import { bookerLinks } from "./booker-links";
import { bookingLimit } from "./booking-attempts";
import type { BookingChange } from "../booking-change/booking-change";
import { changeFollowUps } from "../booking-change/change-follow-ups";
import { BOOKING_NOT_FOUND, type FoundBooking, type PublicBookingView, changesUntil, selectBookings, tokenHashOf, toView } from "./booking-lookup";
import { SLOT_TAKEN } from "./create-booking";
import { type HostContext, hostContextFrom, hostContextReads, hostContextValues } from "./host-context";
import { batchWithValues } from "../db/placeholder-batch";
import { hostSlots } from "./host-slots";
import { bookingMailFacts } from "../email/mail-facts";
import { BOOKING_HORIZON_MS } from "./public-availability";
import { reminderTimes, scheduleReminders, withdrawReminders } from "./reminder-writes";
import { type BookingMove, movedBooking, writeMoveIfFree } from "./reschedule-writes";
import type { RescheduleBody } from "./schemas";

export const NOT_RESCHEDULABLE_ONLINE = "This booking can no longer be rescheduled online. Please contact the host.";

/** The booker may still move this booking: confirmed, not started, and before the host's cut-off. */
function checkMayMove(found: FoundBooking | undefined, now: number): FoundBooking {
  if (!found) throw new HttpError(404, BOOKING_NOT_FOUND);
  if (found.booking.status !== "confirmed") throw new HttpError(400, "This booking was cancelled and can no longer be rescheduled.");
  if (found.booking.startTime <= now) throw new HttpError(400, "This booking has already started and can no longer be rescheduled.");
  if (changesUntil(found) < now) {
    throw new HttpError(400, "This booking can no longer be rescheduled here: changes were possible until the host's cut-off. Please contact the host.");
  }
  return found;
}

/** The booking page as the move sees it; a booking whose event type is gone or private cannot move online. */
function contextOf(reads: Parameters<typeof hostContextFrom>[0], range: { start: number; end: number }): HostContext {
  try {
    return hostContextFrom(reads, range);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw new HttpError(400, NOT_RESCHEDULABLE_ONLINE);
    throw error;
  }
}

/**
 * One read batch (as for a new booking): the attempt counted against the address's limit, the
 * booking behind the token, and its page's context for the new start's UTC day with the booking's own
 * time not busy. The new time must be one the page offers right now (400), and still free (409).
 */
async function checkedMove(db: Db, token: string, body: RescheduleBody, address: string, now: number) {
  const tokenHash = tokenHashOf(token);
  const start = body.startTime;
  if (start < now) throw new HttpError(400, "That time is in the past.");
  if (start >= now + BOOKING_HORIZON_MS) throw new HttpError(400, "Bookings can be made at most 365 days ahead.");
  const utcDay = { start: utcDayOf(start) * DAY_MS, end: (utcDayOf(start) + 1) * DAY_MS };
  const limit = bookingLimit(address);
  const page = { bookingTokenHash: tokenHash };
  const [attempts, found, ...reads] = await batchWithValues(
    db,
    [countAttemptStatement(db, limit, now), selectBookings(db, eq(bookings.cancellationTokenHash, tokenHash)), ...hostContextReads(db, page)],
    hostContextValues(page, utcDay),
  );
  refuseOverLimit(attempts, limit, now);
  const current = checkMayMove(found[0], now);
  const context = contextOf(reads, utcDay);
  const durationMinutes = (current.booking.endTime - current.booking.startTime) / MINUTE_MS;
  if (start !== current.booking.startTime) {
    // As for a new booking, UTC's 15-minute grid stands for every zone's.
    const query = { durationMinutes, range: utcDay, visitorTimeZone: "UTC", now };
    if (!hostSlots(context, { ...query, withBookings: false }).includes(start)) {
      throw new HttpError(400, "That time is not available for booking.");
    }
    if (!hostSlots(context, { ...query, withBookings: true }).includes(start)) throw new HttpError(409, SLOT_TAKEN);
  }
  return { current, context, start, end: start + durationMinutes * MINUTE_MS };
}

/**
 * POST /api/public/bookings/{token}/reschedule: the booker moves their booking (issue 13). Two round
 * trips as for a booking: the checked read, then one batch with the guarded move, its calendar rows,
 * the mail (REQUEST, same UID, SEQUENCE + 1) and its reminders written anew. Of racing moves and
 * bookings for one time exactly one wins; the old time is free at once. Picking the booking's own
 * time again changes nothing.
 */
export async function rescheduleBooking(db: Db, env: Env, token: string, body: RescheduleBody, address: string, now: number): Promise<PublicBookingView> {
  const { current, context, start, end } = await checkedMove(db, token, body, address, now);
  if (start === current.booking.startTime) return toView(current);
  const { eventType, schedule } = context;
  const bufferMs = eventType.bufferTime * MINUTE_MS;
  const move: BookingMove = {
    bookingId: current.booking.id,
    hostUserId: current.booking.hostUserId,
    eventTypeId: eventType.id,
    startTime: start,
    endTime: end,
    blockStart: start - bufferMs,
    blockEnd: end + bufferMs,
    caps: { maxPerDay: eventType.maxPerDay, maxPerWeek: eventType.maxPerWeek, ...capSpans(start, schedule.timezone) },
    fromSequence: current.booking.sequence,
    changeKey: crypto.randomUUID(),
  };
  const moved = { ...current.booking, startTime: start, endTime: end, sequence: current.booking.sequence + 1 };
  const facts = bookingMailFacts(moved, current.host, { booker: body.timeZone ?? "UTC", host: schedule.timezone });
  const links = bookerLinks(publicOrigin(env), token);
  const previous = { start: current.booking.startTime, end: current.booking.endTime };
  const bookingRow = movedBooking(move);
  const change: BookingChange = { kind: "rescheduled", bookingRow, previous: { startTime: previous.start, endTime: previous.end }, now };
  const followUps = [
    withdrawReminders(db.$client, move.bookingId, sql`exists (select 1 from bookings where ${bookingRow})`),
    ...scheduleReminders(db.$client, bookingRow, reminderMessages(facts, links, eventType), reminderTimes(eventType.reminderOffsets, start, now)),
    ...changeFollowUps(db.$client, change),
  ];
  const written = await writeMoveIfFree(db.$client, move, bookingRescheduleMessages(facts, previous, links, now), followUps, now, calendarWriteStatements(db.$client, change));
  if (!written) throw new HttpError(409, SLOT_TAKEN);
  await enqueueOutbox(env, written.outboxIds, written.caldavWriteIds);
  await enqueueBookingWebhooks(env, move.bookingId);
  return toView({ ...current, booking: moved });
}
