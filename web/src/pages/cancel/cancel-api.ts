import { UNEXPECTED_ERROR } from "../../api/messages";
import { fetchJson } from "../../api/fetch-json";
import type { PublicBookingView } from "../../../../worker/booking/cancel-booking";

export type { PublicBookingView };

const bookingPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

/** GET /api/public/bookings/{token}: reads only, changes nothing. */
export async function fetchBooking(token: string): Promise<PublicBookingView> {
  return (await fetchJson<{ booking: PublicBookingView }>(bookingPath(token), { fallback: UNEXPECTED_ERROR })).booking;
}

/** DELETE /api/public/bookings/{token}; the zone makes the cancellation mail show the booker's clock. */
export async function cancelBooking(token: string, timeZone: string): Promise<void> {
  await fetchJson(`${bookingPath(token)}?${new URLSearchParams({ tz: timeZone })}`, { method: "DELETE", fallback: UNEXPECTED_ERROR });
}
