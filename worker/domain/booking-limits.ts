import { DAY_MS, parseDay, weekdayOfEpochDay } from "./calendar-days";
import type { Interval } from "./intervals";
import { ZoneClock } from "./zone-clock";

/*
 * An event type's limits: how far ahead it can be booked and how many of its bookings a
 * day and a week may hold. Days and weeks are the schedule's own (its zone; weeks start on Monday),
 * so a cap means the same to the host whatever zone a visitor books from.
 */

export interface BookingLimits {
  /** Rolling window: starts on at most this many days after today (the schedule's today). */
  windowDays: number | null;
  /** Fixed window: "yyyy-MM-dd" dates of the schedule's zone, inclusive. */
  windowStart: string | null;
  windowEnd: string | null;
  maxPerDay: number | null;
  maxPerWeek: number | null;
}

/** Visitors book up to this far ahead, whatever an event type's window says; feeds and busy syncs look as far. */
export const BOOKING_HORIZON_MS = 365 * DAY_MS;

export const NO_LIMITS: BookingLimits = { windowDays: null, windowStart: null, windowEnd: null, maxPerDay: null, maxPerWeek: null };

/** The day (epoch day) that starts the Monday-based week of `day`. */
export const weekOf = (day: number) => day - ((weekdayOfEpochDay(day) + 6) % 7);

export interface LimitsQuery {
  limits: BookingLimits;
  /** The schedule's zone: the one whose days and weeks the limits count. */
  timeZone: string;
  now: number;
  /** Starts of this event type's confirmed bookings, at least over the weeks the slots fall in. */
  booked: readonly number[];
}

/** The span a limits check's clock must cover: the slots' and bookings' weeks, and today. */
const clockSpan = (starts: readonly number[], now: number): Interval => {
  const instants = [...starts, now];
  return { start: Math.min(...instants) - 9 * DAY_MS, end: Math.max(...instants) + 9 * DAY_MS };
};

/** The slots (ascending starts) the limits leave bookable. */
export function withinLimits(slots: readonly number[], { limits, timeZone, now, booked }: LimitsQuery): number[] {
  const { windowDays, windowStart, windowEnd, maxPerDay, maxPerWeek } = limits;
  if (slots.length === 0 || (windowDays === null && windowStart === null && windowEnd === null && maxPerDay === null && maxPerWeek === null)) {
    return [...slots];
  }
  const clock = new ZoneClock(timeZone, clockSpan([...slots, ...booked], now));
  const lastDay = [
    windowDays === null ? null : clock.epochDayAt(now) + windowDays,
    windowEnd === null ? null : parseDay(windowEnd),
  ].reduce<number>((last, day) => (day === null ? last : Math.min(last, day)), Number.POSITIVE_INFINITY);
  const firstDay = windowStart === null ? Number.NEGATIVE_INFINITY : (parseDay(windowStart) ?? Number.POSITIVE_INFINITY);
  const perDay = new Map<number, number>();
  const perWeek = new Map<number, number>();
  for (const start of booked) {
    const day = clock.epochDayAt(start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perWeek.set(weekOf(day), (perWeek.get(weekOf(day)) ?? 0) + 1);
  }
  return slots.filter((start) => {
    const day = clock.epochDayAt(start);
    if (day < firstDay || day > lastDay) return false;
    if (maxPerDay !== null && (perDay.get(day) ?? 0) >= maxPerDay) return false;
    return maxPerWeek === null || (perWeek.get(weekOf(day)) ?? 0) < maxPerWeek;
  });
}

/** The instants bounding the schedule's day and week around `start`, for the writing statement's own count. */
export function capSpans(start: number, timeZone: string): { day: Interval; week: Interval } {
  const clock = new ZoneClock(timeZone, { start: start - 9 * DAY_MS, end: start + 9 * DAY_MS });
  const day = clock.epochDayAt(start);
  const week = weekOf(day);
  const startOfDay = (epochDay: number) => clock.instantAt(epochDay * DAY_MS);
  return { day: { start: startOfDay(day), end: startOfDay(day + 1) }, week: { start: startOfDay(week), end: startOfDay(week + 7) } };
}
