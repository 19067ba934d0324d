import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api, pathSegment } from "../../api/client";

/* The cancel page's calls (the private link), typed by the worker's routes; `fallback` is the page's own words for a failure the server did not explain. */

const booking = api.public.bookings[":token"];

export type PublicBookingView = InferResponseType<typeof booking.$get, 200>["booking"];

/** GET /api/public/bookings/{token}: reads only, changes nothing. */
export async function fetchBooking(token: string, fallback: string): Promise<PublicBookingView> {
  return (await call((init) => booking.$get({ param: { token: pathSegment(token) } }, { init }), { fallback })).booking;
}

/**
 * DELETE /api/public/bookings/{token}; the zone makes the cancellation mail show the booker's clock,
 * the optional reason goes into the host's.
 */
export async function cancelBooking(token: string, timeZone: string, reason: string, fallback: string): Promise<void> {
  const request = { param: { token: pathSegment(token) }, query: { tz: timeZone }, json: reason ? { reason } : {} };
  await call((init) => booking.$delete(request, { init }), { fallback });
}
