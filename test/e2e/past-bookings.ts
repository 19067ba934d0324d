import { expect } from "vitest";
import { apiCall } from "./api";

/*
 * Bookings that have already happened (no API books a past time), written by the running app itself
 * through its dev-only route: a second process writing into the app's D1 file made the app's own
 * writes at that moment fail (SQLite busy), e.g. a mail the queue was sending.
 */

export interface PastBooking {
  slug: string;
  start: number;
  minutes: number;
  name: string;
  status?: "confirmed" | "cancelled";
  cancelledBy?: "booker" | "host";
}

export async function seedPastBookings(bookings: readonly PastBooking[]): Promise<void> {
  const rows = bookings.map((booking) => ({
    slug: booking.slug,
    start: booking.start,
    minutes: booking.minutes,
    name: booking.name,
    email: `${booking.name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
    status: booking.status ?? "confirmed",
    cancelledBy: booking.cancelledBy ?? null,
  }));
  const { written } = await apiCall<{ written: number }>("POST", "/api/dev/past-bookings", null, { bookings: rows });
  expect(written).toBe(rows.length);
}
