import { BOOKING_HORIZON_MS, capSpans } from "../domain/booking-limits";
import { DAY_MS, MINUTE_MS, utcDayOf } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";
import { HttpError } from "../http/http-error";
import type { HostContext } from "./host-context";
import { fullCap, hostSlots } from "./host-slots";
import type { BookedTime } from "./slot-guards";

/*
 * The checks a new booking and a move share before they write: the time is askable at all, and it is
 * one the booking page offers right now. The write then guards the same time again inside its own
 * statement (slot-guards.ts), against whoever was faster between the read and the write.
 */

export const SLOT_TAKEN = "That time is no longer available.";

/** The 409 of a start that bookings now rule out: the cap that is reached, or another booking. */
export function takenMessage(cap: "day" | "week" | null): string {
  if (cap === "day") return "That day is fully booked. Please choose another day.";
  if (cap === "week") return "That week is fully booked. Please choose another week.";
  return SLOT_TAKEN;
}

/** A start may be neither past nor beyond the horizon. */
export function refuseOutsideHorizon(start: number, now: number): void {
  if (start < now) throw new HttpError(400, "That time is in the past.");
  if (start >= now + BOOKING_HORIZON_MS) throw new HttpError(400, "Bookings can be made at most 365 days ahead.");
}

/** The UTC day a start falls on: the range the checked read loads the page's context for. */
export function utcDayAround(start: number): Interval {
  const dayStart = utcDayOf(start) * DAY_MS;
  return { start: dayStart, end: dayStart + DAY_MS };
}

export interface SlotAsked {
  start: number;
  durationMinutes: number;
  /** The UTC day the context was read for (utcDayAround). */
  utcDay: Interval;
  now: number;
}

/** The start must be a slot the page would offer right now: 400 if it never was, 409 if someone was faster. */
export function refuseUnofferedSlot(hostContext: HostContext, { start, durationMinutes, utcDay, now }: SlotAsked): void {
  const context = seatsAsTimes(hostContext, { start, end: start + durationMinutes * MINUTE_MS });
  // 15-minute grids of every zone in use today coincide with UTC's, so UTC stands for the visitor's.
  const query = { durationMinutes, range: utcDay, visitorTimeZone: "UTC", now };
  if (!hostSlots(context, { ...query, withBookings: false }).includes(start)) {
    throw new HttpError(400, "That time is not available for booking.");
  }
  if (!hostSlots(context, { ...query, withBookings: true }).includes(start)) throw new HttpError(409, takenMessage(fullCap(context, query, start)));
}

/**
 * A seated type's bookings as the check counts them (docs/SEATS.md): the seats of the asked time are
 * no clash (the write's guard counts them against the capacity), and the type's other times count
 * once each against its caps, however many seats they hold.
 */
function seatsAsTimes(context: HostContext, time: Interval): HostContext {
  const { eventType } = context;
  if (eventType.seats === null) return context;
  const seen = new Set<string>();
  const bookings = context.bookings.filter((booking) => {
    if (booking.eventTypeId !== eventType.id) return true;
    const key = `${booking.startTime}/${booking.endTime}`;
    if (seen.has(key) || (booking.startTime === time.start && booking.endTime === time.end)) return false;
    seen.add(key);
    return true;
  });
  return { ...context, bookings };
}

/** The time as the guarded write holds it: the booking, its buffered block and the event type's caps around its start. */
export function bookedTimeOf(context: HostContext, hostUserId: number, time: Interval): BookedTime {
  const { eventType, schedule } = context;
  const bufferMs = eventType.bufferTime * MINUTE_MS;
  return {
    hostUserId,
    eventTypeId: eventType.id,
    startTime: time.start,
    endTime: time.end,
    blockStart: time.start - bufferMs,
    blockEnd: time.end + bufferMs,
    caps: { maxPerDay: eventType.maxPerDay, maxPerWeek: eventType.maxPerWeek, ...capSpans(time.start, schedule.timezone) },
  };
}
