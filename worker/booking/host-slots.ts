import { busyFromEvents } from "../domain/busy-from-events";
import { MINUTE_MS } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";
import { withinLimits } from "../domain/booking-limits";
import { capCountedStarts, joinableTimes, type SeatedSlot, seatedSlots, seatTimesOf } from "../domain/seat-slots";
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

/** The engine's starts with `bookings` busy (the context's, or all but some seated times'), under the caps and the window. */
function slotsUnder(context: HostContext, query: HostSlotQuery, caps: Caps, bookings: readonly ExistingBooking[] = context.bookings): number[] {
  const bufferMinutes = context.eventType.bufferTime;
  const busy = [...busyFromEvents(context.calendarEntries, context.readRange), ...context.subscribedBusy];
  if (query.withBookings) {
    for (const booking of bookings) busy.push(bookingBusy(booking, bufferMinutes * MINUTE_MS));
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
    booked: capCountedStarts(context.bookings, context.eventType.id),
  });
}

/** What a page offers of a host's type: its starts, and for a seated type the seats left at each (parallel). */
export interface HostOffer {
  starts: number[];
  seatsLeft?: number[];
}

/**
 * A seated type's starts: the fresh ones as any type's, plus its partly filled times of the asked
 * duration, which its own seats would otherwise make busy (domain/seat-slots.ts). Still one engine
 * run each way over the data already read: no query and no run per time.
 */
function seatOffer(context: HostContext, query: HostSlotQuery, capacity: number): SeatedSlot[] {
  // Daily and weekly caps depend on bookings: without them, only the booking window applies.
  const fresh = slotsUnder(context, query, { day: query.withBookings, week: query.withBookings });
  const durationMs = query.durationMinutes * MINUTE_MS;
  const joinable = query.withBookings ? joinableTimes(seatTimesOf(context.bookings, context.eventType.id), capacity, durationMs) : [];
  if (joinable.length === 0) return fresh.map((start) => ({ start, seatsLeft: capacity }));
  const joining = new Set(joinable.map((time) => time.seatUid));
  const others = context.bookings.filter((booking) => booking.seatUid === null || !joining.has(booking.seatUid));
  // Joining a time never fails a cap (caps count times): only the window applies to it.
  const freed = slotsUnder(context, query, { day: false, week: false }, others);
  return seatedSlots({ fresh, freed, joinable, capacity, bufferMs: context.eventType.bufferTime * MINUTE_MS });
}

/** The starts a page offers of the context's event type within `range`, with the seats left for a seated type. */
export function hostOffer(context: HostContext, query: HostSlotQuery): HostOffer {
  const capacity = context.eventType.seats;
  if (capacity === null) return { starts: slotsUnder(context, query, { day: query.withBookings, week: query.withBookings }) };
  const slots = seatOffer(context, query, capacity);
  return { starts: slots.map((slot) => slot.start), seatsLeft: slots.map((slot) => slot.seatsLeft) };
}

/** Slot starts of the context's event type within `range` (the slot engine over the host's data). */
export function hostSlots(context: HostContext, query: HostSlotQuery): number[] {
  return hostOffer(context, query).starts;
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
