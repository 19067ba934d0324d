import { checkAnswers } from "../domain/booking-answers-check";
import { MINUTE_MS } from "../domain/calendar-days";
import type { Db } from "../env";
import { batchWithValues } from "../db/placeholder-batch";
import { HttpError } from "../http/http-error";
import { countAttemptStatement, refuseOverLimit } from "../http/rate-limit";
import { seatmatesRead, seatmatesUntil } from "../seats/seat-attendees";
import { SEAT_ALREADY_HELD, bookingMarkRead, seatTimeFound, seatTimeRead } from "../seats/seat-time-read";
import { type BookerSession, bookerFrom, bookerLookup } from "./booker";
import { bookingLimit } from "./booking-attempts";
import { pageContextQuery } from "./page-context";
import { offeredDuration } from "./public-availability";
import type { BookingBody } from "./schemas";
import { refuseOutsideHorizon, refuseUnofferedSlot, utcDayAround } from "./slot-check";
import { refuseUnofferedTeamSlot } from "./team-slot-check";

/** Who asks, from where: the parts of the request besides its body. */
export interface BookingRequester {
  session: BookerSession | null;
  address: string;
  /** The request's Accept-Language: the booking's language when its body names none Hangout speaks. */
  acceptLanguage?: string | null;
}

/** A booking request: its body, who asks, and when. */
export interface BookingRequest {
  body: BookingBody;
  requester: BookingRequester;
  now: number;
}

/**
 * One read batch: counts the attempt against the address's limit, looks up a signed-in booker,
 * reads the seats already holding the start when its type shows attendees (seat-attendees.ts), what
 * a seat must know of its time (seat-time-read.ts) and the page's context (one host's, or a team
 * type's) for the start's UTC day. Then the slot must be one the page would offer right now: 400 if
 * it never was, 409 if someone was faster or the address already holds a seat of it; a team page
 * answers the hosts free at it too.
 */
export async function checkedBookingRequest(db: Db, { body, requester, now }: BookingRequest) {
  const start = body.startTime;
  refuseOutsideHorizon(start, now);
  const utcDay = utcDayAround(start);
  const limit = bookingLimit(requester.address);
  const page = pageContextQuery(db, { page: { slug: body.eventTypeSlug }, range: utcDay });
  const [attempts, bookerRows, seatmateRows, seatTimeRows, [markRow], ...reads] = await batchWithValues(
    db,
    [countAttemptStatement(db, limit, now), bookerLookup(db, requester.session), seatmatesRead(db), seatTimeRead(db), bookingMarkRead(db), ...page.statements],
    { ...page.values, seatStart: start, seatEmail: body.email ?? null },
  );
  refuseOverLimit(attempts, limit, now);
  const found = page.contextFrom(reads);
  const durationMinutes = offeredDuration(found.context.eventType, body.duration);
  const asked = { start, durationMinutes, utcDay, now };
  const checked =
    found.kind === "team"
      ? { kind: "team" as const, context: found.context, freeHostIds: refuseUnofferedTeamSlot(found.context, asked) }
      : { kind: "personal" as const, context: found.context, freeHostIds: [] };
  if (found.kind === "personal") refuseUnofferedSlot(found.context, asked);
  const answers = checkAnswers(found.context.eventType.questions, body.answers ?? []);
  if (!answers.ok) throw new HttpError(400, answers.error);
  const end = start + durationMinutes * MINUTE_MS;
  const seatTime = seatTimeFound(seatTimeRows, end, markRow?.mark ?? null);
  // One seat per person and time (docs/SEATS.md); the seat's guarded insert holds it under a race.
  if (found.kind === "personal" && found.context.eventType.seats !== null && seatTime.held) throw new HttpError(409, SEAT_ALREADY_HELD);
  return {
    ...checked,
    languages: found.languages,
    answers: answers.answers,
    booker: bookerFrom(bookerRows, requester.session),
    start,
    end,
    /** Whom a seat's confirmation names as also attending (none unless its type shows attendees). */
    seatmates: seatmatesUntil(seatmateRows, end),
    /** A seat's time as read: its room, and the mark a first seat names the room from. */
    seatTime,
  };
}
