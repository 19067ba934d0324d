import { busyFromEvents } from "../domain/busy-from-events";
import { MINUTE_MS } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";
import { withinLimits } from "../domain/booking-limits";
import { computeSlots } from "../domain/slots";
import { bookingLimitsOf } from "../event-types/view";
import type { ExistingBooking, HostContext } from "./host-context";


/**
 * A booking's busy time for a new booking with `bufferMs`. Two bookings clash when either one's
 * buffered block touches the other (the rule the atomic insert enforces), i.e. when they are closer
 * than the larger of the two buffers. The slot engine adds the new buffer itself, so only what the
 * existing booking's own buffer exceeds it by is added here.
 */
function bookingBusy(booking: ExistingBooking, bufferMs: number): Interval {
  const before = Math.max(0, booking.startTime - booking.blockStart - bufferMs);
  const after = Math.max(0, booking.blockEnd - booking.endTime - bufferMs);
  return { start: booking.startTime - before, end: booking.endTime + after };
}

export interface HostSlotQuery {
  durationMinutes: number;
  range: Interval;
  visitorTimeZone: string;
  now: number;
  /** False: what the schedule and calendar allow, ignoring existing bookings (tells 400 from 409). */
  withBookings: boolean;
}

/** Which of the event type's caps apply on top of its booking window. */
interface Caps {
  day: boolean;
  week: boolean;
}

function slotsUnder(context: HostContext, query: HostSlotQuery, caps: Caps): number[] {
  const bufferMinutes = context.eventType.bufferTime;
  const busy = [...busyFromEvents(context.calendarEntries, context.readRange), ...context.subscribedBusy];
  if (query.withBookings) {
    for (const booking of context.bookings) busy.push(bookingBusy(booking, bufferMinutes * MINUTE_MS));
  }
  const slots = computeSlots({
    schedule: context.schedule,
    durationMinutes: query.durationMinutes,
    bufferMinutes,
    minNoticeMinutes: context.eventType.minNotice,
    busy,
    range: query.range,
    visitorTimeZone: query.visitorTimeZone,
    now: query.now,
  });
  const limits = bookingLimitsOf(context.eventType);
  return withinLimits(slots, {
    limits: { ...limits, maxPerDay: caps.day ? limits.maxPerDay : null, maxPerWeek: caps.week ? limits.maxPerWeek : null },
    timeZone: context.schedule.timezone,
    now: query.now,
    booked: context.bookings.filter((booking) => booking.eventTypeId === context.eventType.id).map((booking) => booking.startTime),
  });
}

/** Slot starts of the context's event type within `range` (the slot engine over the host's data). */
export function hostSlots(context: HostContext, query: HostSlotQuery): number[] {
  // Daily and weekly caps depend on bookings: without them, only the booking window applies.
  return slotsUnder(context, query, { day: query.withBookings, week: query.withBookings });
}

/**
 * Why a start the schedule offers is refused once bookings count: the day's or the week's cap is
 * reached (a visitor can pick another day), or null when another booking holds the time.
 */
export function fullCap(context: HostContext, query: Omit<HostSlotQuery, "withBookings">, start: number): "day" | "week" | null {
  const booked = { ...query, withBookings: true };
  if (!slotsUnder(context, booked, { day: false, week: false }).includes(start)) return null;
  return slotsUnder(context, booked, { day: true, week: false }).includes(start) ? "week" : "day";
}
