import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api, pathSegment } from "../../api/client";

/* The reschedule page's own call (docs/ARCHITECTURE.md, Booking changes); reading the booking is the cancel page's call. */

const reschedule = api.public.bookings[":token"].reschedule;

export type MovedBooking = InferResponseType<typeof reschedule.$post, 200>["booking"];

/** POST /api/public/bookings/{token}/reschedule: the booking moves to `start`; the zone makes the mail show the booker's clock. */
export async function moveBooking(token: string, start: number, timeZone: string, fallback: string): Promise<MovedBooking> {
  const json = { startTime: new Date(start).toISOString(), timeZone };
  return (await call((init) => reschedule.$post({ param: { token: pathSegment(token) }, json }, { init }), { fallback })).booking;
}
