import { BOOKING_CONFIRM_FAILED, BOOKING_PAGE_NOT_FOUND, CALENDAR_ADD_FAILED, DAY_SLOTS_FAILED, MONTH_AVAILABILITY_FAILED } from "../../api/messages";
import { fetchJson } from "../../api/fetch-json";
import type { PublicEventType } from "../../../../worker/booking/public-availability";
import type { CreatedBooking } from "../../../../worker/booking/create-booking";

export type { PublicEventType, CreatedBooking };

/** GET /api/public/availability/{slug}?date= → the event type; a failure carries the page's message. */
export async function fetchEventType(slug: string, today: string): Promise<PublicEventType> {
  const path = `/api/public/availability/${encodeURIComponent(slug)}?${new URLSearchParams({ date: today })}`;
  return (await fetchJson<{ eventType: PublicEventType }>(path, { fallback: BOOKING_PAGE_NOT_FOUND })).eventType;
}

export interface AvailabilityQuery {
  slug: string;
  timeZone: string;
  duration: number;
}

/** GET …/{slug}/month → day-of-month numbers of `month` with a free slot. */
export async function fetchAvailableDays(query: AvailabilityQuery, month: string, signal: AbortSignal): Promise<number[]> {
  const search = new URLSearchParams({ month, tz: query.timeZone, duration: String(query.duration) });
  const path = `/api/public/availability/${encodeURIComponent(query.slug)}/month?${search}`;
  return (await fetchJson<{ availableDays: number[] }>(path, { fallback: MONTH_AVAILABILITY_FAILED, signal })).availableDays;
}

/** GET …/{slug}?date=&duration= → the day's slot starts, in epoch ms. */
export async function fetchDaySlots(query: AvailabilityQuery, date: string, signal: AbortSignal): Promise<number[]> {
  const search = new URLSearchParams({ date, tz: query.timeZone, duration: String(query.duration) });
  const path = `/api/public/availability/${encodeURIComponent(query.slug)}?${search}`;
  const body = await fetchJson<{ availableSlots: string[] }>(path, { fallback: DAY_SLOTS_FAILED, signal });
  return body.availableSlots.map((slot) => Date.parse(slot));
}

export interface BookingRequest {
  eventTypeSlug: string;
  startTime: string;
  duration: number;
  name: string;
  email: string;
  notes: string;
  guests: string[];
  timeZone: string;
}

/** POST /api/public/bookings (with the session token when signed in, so the booker is the user). */
export async function createBooking(request: BookingRequest): Promise<CreatedBooking> {
  const body = await fetchJson<{ booking: CreatedBooking }>("/api/public/bookings", {
    method: "POST",
    json: request,
    fallback: BOOKING_CONFIRM_FAILED,
  });
  return body.booking;
}

export interface CalendarEntry {
  title: string;
  start_time: string;
  end_time: string;
  description: string;
  location: string;
  booking_id: number;
  guests: string[];
}

/** POST /api/events/manual: the booking, as a 'booked' event in the signed-in visitor's own calendar. */
export async function addToOwnCalendar(entry: CalendarEntry): Promise<void> {
  await fetchJson("/api/events/manual", { method: "POST", json: { ...entry, type: "booked" }, fallback: CALENDAR_ADD_FAILED });
}
