import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { ensureOk, signOutIfUnauthorized } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";

/* The calls behind the Bookings screen: the host's bookings by view, cancelling, CSV. */

export type BookingView = "upcoming" | "pending" | "past" | "cancelled";
export type BookingPage = InferResponseType<typeof api.bookings.$get, 200>;
export type HostBooking = BookingPage["bookings"][number];

export const fetchBookings = (view: BookingView, page: number) =>
  call((init) => api.bookings.$get({ query: { view, page } }, { init }), { fallback: UNEXPECTED_ERROR });

/** Cancels as the host; the booker's mail carries the reason when there is one. */
export const cancelHostBooking = (id: number, reason: string) =>
  call((init) => api.bookings[":id"].cancel.$post({ param: { id: String(id) }, json: { reason: reason || null } }, { init }), { fallback: UNEXPECTED_ERROR });

/** Asks the booker for a new time: the booking is cancelled and the booker mailed a link to book again. */
export const requestReschedule = (id: number, reason: string) =>
  call((init) => api.bookings[":id"]["request-reschedule"].$post({ param: { id: String(id) }, json: { reason: reason || null } }, { init }), {
    fallback: UNEXPECTED_ERROR,
  });

/** The view as a CSV file the browser saves. */
export async function downloadBookingsCsv(view: BookingView): Promise<void> {
  const response = await api.bookings.export.$get({ query: { view } });
  signOutIfUnauthorized(response);
  await ensureOk(response, UNEXPECTED_ERROR);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `bookings-${view}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Approves one of the host's requests; the booker gets the confirmation and the invitation. */
export const approveRequest = (id: number) => call((init) => api.bookings[":id"].approve.$post({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });

/** Declines a request; the booker's mail carries the reason when there is one, and the time is free again. */
export const declineRequest = (id: number, reason: string) =>
  call((init) => api.bookings[":id"].decline.$post({ param: { id: String(id) }, json: { reason: reason || null } }, { init }), { fallback: UNEXPECTED_ERROR });

/** After the end: who did not come (the booker or the host), or null to undo the mark; the booker is not told. */
export const markNoShow = (id: number, party: "booker" | "host" | null) =>
  call((init) => api.bookings[":id"]["no-show"].$post({ param: { id: String(id) }, json: { party } }, { init }), { fallback: UNEXPECTED_ERROR });
