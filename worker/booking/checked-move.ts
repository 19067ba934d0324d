import { eq } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { MINUTE_MS } from "../domain/calendar-days";
import type { Db } from "../env";
import { batchWithValues } from "../db/placeholder-batch";
import { HttpError } from "../http/http-error";
import { countAttemptStatement, refuseOverLimit } from "../http/rate-limit";
import { bookingLimit } from "./booking-attempts";
import { BOOKING_NOT_FOUND, type FoundBooking, changesUntil, selectBookings, tokenHashOf } from "./booking-lookup";
import { type PageContext, type PageContextQuery, pageContextQuery } from "./page-context";
import { refuseUnofferedTeamSlot } from "./team-slot-check";
import { SEAT_ALREADY_HELD, moverSeatRead, seatTimeFound } from "../seats/seat-time-read";
import type { RescheduleBody } from "./schemas";
import { refuseOutsideHorizon, refuseUnofferedSlot, utcDayAround } from "./slot-check";

export const NOT_RESCHEDULABLE_ONLINE = "This booking can no longer be rescheduled online. Please contact the host.";

/** The booker may still move this booking: confirmed, not started, and before the host's cut-off. */
function checkMayMove(found: FoundBooking | undefined, now: number): FoundBooking {
  if (!found) throw new HttpError(404, BOOKING_NOT_FOUND);
  // A request keeps the time the host is deciding on.
  if (found.booking.status === "pending") throw new HttpError(400, "This request is still waiting for the host's answer.");
  if (found.booking.status !== "confirmed") throw new HttpError(400, "This booking was cancelled and can no longer be rescheduled.");
  if (found.booking.startTime <= now) throw new HttpError(400, "This booking has already started and can no longer be rescheduled.");
  if (changesUntil(found) < now) {
    throw new HttpError(400, "This booking can no longer be rescheduled here: changes were possible until the host's cut-off. Please contact the host.");
  }
  return found;
}

/** The booking page as the move sees it (one host's, or its team type's); a booking whose event type is gone or private cannot move online. */
function contextOf(page: PageContextQuery, reads: Parameters<PageContextQuery["contextFrom"]>[0]): PageContext {
  try {
    return page.contextFrom(reads);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw new HttpError(400, NOT_RESCHEDULABLE_ONLINE);
    throw error;
  }
}

/** A move asked for through a booking's private link, from an address, at `now`. */
export interface MoveRequest {
  token: string;
  body: RescheduleBody;
  address: string;
  now: number;
}

/**
 * One read batch (as for a new booking): the attempt counted against the address's limit, the
 * booking behind the token, and its page's context for the new start's UTC day with the booking's own
 * time not busy. The new time must be one the page offers right now (400), and still free (409), and
 * a seat's new time must hold no other seat of its booker's address (409); a team page answers the
 * hosts free at it too.
 */
export async function checkedMove(db: Db, { token, body, address, now }: MoveRequest) {
  const tokenHash = tokenHashOf(token);
  const start = body.startTime;
  refuseOutsideHorizon(start, now);
  const utcDay = utcDayAround(start);
  const limit = bookingLimit(address);
  const page = pageContextQuery(db, { page: { bookingTokenHash: tokenHash }, range: utcDay });
  const [attempts, found, moverSeats, ...reads] = await batchWithValues(
    db,
    [countAttemptStatement(db, limit, now), selectBookings(db, eq(bookings.cancellationTokenHash, tokenHash)), moverSeatRead(db), ...page.statements],
    { ...page.values, moverTokenHash: tokenHash, seatStart: start },
  );
  refuseOverLimit(attempts, limit, now);
  const current = checkMayMove(found[0], now);
  const read = contextOf(page, reads);
  const durationMinutes = (current.booking.endTime - current.booking.startTime) / MINUTE_MS;
  const end = start + durationMinutes * MINUTE_MS;
  const asked = { start, durationMinutes, utcDay, now };
  const unchanged = start === current.booking.startTime;
  if (read.kind === "team") {
    return { kind: "team" as const, current, context: read.context, freeHostIds: unchanged ? [] : refuseUnofferedTeamSlot(read.context, asked), start, end };
  }
  if (!unchanged) refuseUnofferedSlot(read.context, asked);
  const seatTime = seatTimeFound(moverSeats, end, null);
  // One seat per person and time (docs/SEATS.md); the seat's guarded move holds it under a race.
  if (!unchanged && read.context.eventType.seats !== null && seatTime.held) throw new HttpError(409, SEAT_ALREADY_HELD);
  return { kind: "personal" as const, current, context: read.context, start, end, seatTime };
}
