import { addDays, dateInMonth, monthsBetween } from "../../lib/date-strings";
import { browserTimeZone, todayIn } from "../../lib/zoned-time";
import { fetchAvailableDays } from "../booking/booking-api";
import type { EventType } from "./event-types-api";

/** How far ahead Booking Setup looks for a time a visitor could book. */
export const BOOKABLE_WINDOW_DAYS = 30;

/** Types a visitor's page exists for: the others say why already (Private, no schedule). */
export const hasBookingPage = (eventType: EventType): boolean => eventType.is_public && (eventType.team_id !== null || eventType.schedule_id !== null);

/**
 * Whether a visitor could book the type on a day of the next 30 (in the browser's zone), asked as its
 * booking page asks: the public month answers, so hours, overrides, limits, bookings and a team's hosts
 * all count.
 */
export async function hasBookableTime(eventType: EventType, signal: AbortSignal): Promise<boolean> {
  const timeZone = browserTimeZone();
  const first = todayIn(timeZone);
  const last = addDays(first, BOOKABLE_WINDOW_DAYS);
  for (const month of monthsBetween(first, last)) {
    const days = await fetchAvailableDays({ slug: eventType.slug, timeZone, duration: eventType.default_duration }, month, signal);
    if (days.map((day) => dateInMonth(month, day)).some((day) => day >= first && day <= last)) return true;
  }
  return false;
}
