import type { InferRequestType, InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api, pathSegment } from "../../api/client";
import { ApiError } from "../../api/errors";
import { BOOKING_PAGE_NOT_FOUND, DAY_SLOTS_FAILED, MONTH_AVAILABILITY_FAILED } from "../../api/messages";

/* The booking page's calls, typed by the worker's routes. */

const availability = api.public.availability[":slug"];
type AvailabilityBody = InferResponseType<typeof availability.$get, 200>;

export type PublicEventType = Extract<AvailabilityBody, { eventType: unknown }>["eventType"];
export type CreatedBooking = InferResponseType<typeof api.public.bookings.$post, 201>["booking"];

export { optionsPath, withHosts } from "../../../../shared/team-hosts";

export type BookingRequest = InferRequestType<typeof api.public.bookings.$post>["json"];
/** What "Add to my calendar" stores: the booking as a 'booked' event of the signed-in visitor. */
export type CalendarEntry = Omit<InferRequestType<typeof api.events.manual.$post>["json"], "type">;

/** GET /api/public/availability/{slug}?date= → the event type; a failure carries the page's message (`notFound`, in the booker's language). */
export async function fetchEventType(slug: string, today: string, notFound = BOOKING_PAGE_NOT_FOUND): Promise<PublicEventType> {
  const body = await call((init) => availability.$get({ param: { slug: pathSegment(slug) }, query: { date: today } }, { init }), { fallback: notFound });
  if (!("eventType" in body)) throw new ApiError(notFound, 200);
  return body.eventType;
}

export interface AvailabilityQuery {
  slug: string;
  timeZone: string;
  duration: number;
  /** On the reschedule page: the private link's token, so the booking's own time shows as free. */
  reschedule?: string;
}

/*
 * The host's availability version each booking page last answered with. Months asked with it are
 * served from the edge without a database read while the host's availability is unchanged; it is
 * forgotten when this visitor books, so their next views read the newest data.
 */
const knownVersions = new Map<string, number>();

/** The version the booking page came with (its inlined data), for its first month request. */
export function rememberVersion(slug: string, version: number | undefined): void {
  if (version !== undefined) knownVersions.set(slug, version);
}

/** GET …/{slug}/month → day-of-month numbers of `month` with a free slot. */
export async function fetchAvailableDays(query: AvailabilityQuery, month: string, signal: AbortSignal): Promise<number[]> {
  const known = query.reschedule === undefined ? knownVersions.get(query.slug) : undefined;
  const asked = { month, tz: query.timeZone, duration: query.duration, reschedule: query.reschedule, v: known };
  const body = await call((init) => availability.month.$get({ param: { slug: pathSegment(query.slug) }, query: asked }, { init }), {
    fallback: MONTH_AVAILABILITY_FAILED,
    signal,
  });
  if (body.version !== null) knownVersions.set(query.slug, body.version);
  return body.availableDays;
}

/** A day's slot starts (epoch ms); a seated type's with the seats left at each, parallel. */
export interface DaySlots {
  starts: number[];
  seatsLeft?: number[] | undefined;
}

/** GET …/{slug}?date=&duration= → the day's slot starts, with a seated type's seats left. */
export async function fetchDaySlots(query: AvailabilityQuery, date: string, signal: AbortSignal): Promise<DaySlots> {
  const request = { param: { slug: pathSegment(query.slug) }, query: { date, tz: query.timeZone, duration: query.duration, reschedule: query.reschedule } };
  const body = await call((init) => availability.$get(request, { init }), { fallback: DAY_SLOTS_FAILED, signal });
  if (!("availableSlots" in body)) throw new ApiError(DAY_SLOTS_FAILED, 200);
  return { starts: body.availableSlots.map((slot) => Date.parse(slot)), seatsLeft: body.seatsLeft };
}

/**
 * POST /api/public/bookings (with the session token when signed in, so the booker is the user), in the
 * page's language (`locale`, which the booking keeps for its mails); `failure` is the booker's words
 * for a failure the server does not name.
 */
export async function createBooking(request: BookingRequest, failure: string): Promise<CreatedBooking> {
  knownVersions.delete(request.eventTypeSlug);
  return (await call((init) => api.public.bookings.$post({ json: request }, { init }), { fallback: failure })).booking;
}

/** POST /api/events/manual: the booking, as a 'booked' event in the signed-in visitor's own calendar. */
export async function addToOwnCalendar(entry: CalendarEntry, failure: string): Promise<void> {
  await call((init) => api.events.manual.$post({ json: { ...entry, type: "booked" } }, { init }), { fallback: failure });
}
