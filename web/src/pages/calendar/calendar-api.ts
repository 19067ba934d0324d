import type { InferRequestType, InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { ApiError } from "../../api/errors";
import { DELETE_TIMED_OUT, EVENT_CANCEL_FAILED, EVENT_DELETE_FAILED, EVENTS_FETCH_FAILED, UNEXPECTED_ERROR } from "../../api/messages";

/* The calendar's calls, typed by the worker's routes. */

/** One occurrence as GET /api/events/manual answers it. */
export type CalendarEventJson = InferResponseType<typeof api.events.manual.$get, 200>[number];

/** Delete calls give up after 10 seconds. */
export const DELETE_TIMEOUT_MS = 10_000;

/** The body of POST /api/events/manual. */
export type EventRequestBody = InferRequestType<typeof api.events.manual.$post>["json"];
/** Which occurrences of a series a change or a delete applies to. */
export type ScopeBody = InferRequestType<(typeof api.events.manual)[":id"]["$delete"]>["json"];
export type Scope = NonNullable<ScopeBody["updateScope"]>;

/** The booker's answers of one of the host's bookings (GET /api/bookings/{id}); a booker's saved copy is no host's: 404. */
export async function fetchBookingAnswers(bookingId: number, signal: AbortSignal) {
  const request = { param: { id: String(bookingId) } };
  return (await call((init) => api.bookings[":id"].$get(request, { init }), { fallback: UNEXPECTED_ERROR, signal })).booking.answers;
}

/** Every occurrence overlapping the month as `timeZone` sees it; null when the session ended (401). */
export async function fetchMonthEvents(month: string, timeZone: string, signal: AbortSignal): Promise<CalendarEventJson[] | null> {
  try {
    return await call((init) => api.events.manual.$get({ query: { month, tz: timeZone } }, { init }), { fallback: EVENTS_FETCH_FAILED, signal });
  } catch (failure) {
    // A 401 on fetching events logs the user out; call() has done that already.
    if (failure instanceof ApiError && failure.status === 401) return null;
    throw failure;
  }
}

/** POST a new event, or PUT an existing one with the scope of the change. */
export async function saveEvent(body: EventRequestBody, existing?: { id: number } & ScopeBody): Promise<void> {
  if (!existing) {
    await call((init) => api.events.manual.$post({ json: body }, { init }), { fallback: UNEXPECTED_ERROR, unreachable: UNEXPECTED_ERROR });
    return;
  }
  const { id, ...scope } = existing;
  await call((init) => api.events.manual[":id"].$put({ param: { id: String(id) }, json: { ...body, ...scope } }, { init }), {
    fallback: UNEXPECTED_ERROR,
    unreachable: UNEXPECTED_ERROR,
  });
}

const deleteLimits = { timeoutMs: DELETE_TIMEOUT_MS, timedOut: DELETE_TIMED_OUT };

/** Rejects with the message to show: the server's, the fallback, or that it timed out after 10 s. */
export async function deleteEvent(id: number, scope: ScopeBody): Promise<void> {
  await call((init) => api.events.manual[":id"].$delete({ param: { id: String(id) }, json: scope }, { init }), {
    fallback: EVENT_DELETE_FAILED,
    unreachable: EVENT_DELETE_FAILED,
    ...deleteLimits,
  });
}

/** Cancels the booking behind a booked event; the server emails the booker. */
/** The host asks the booker for a new time (docs/ARCHITECTURE.md, Booking changes): the booking is cancelled, the booker mailed a link to book again. */
export async function requestReschedule(bookingId: number): Promise<void> {
  await call((init) => api.bookings[":id"]["request-reschedule"].$post({ param: { id: String(bookingId) }, json: {} }, { init }), { fallback: UNEXPECTED_ERROR });
}

export async function cancelBookedEvent(bookingId: number): Promise<void> {
  await call((init) => api.events.bookings[":id"].$delete({ param: { id: String(bookingId) } }, { init }), {
    fallback: EVENT_CANCEL_FAILED,
    unreachable: EVENT_CANCEL_FAILED,
    ...deleteLimits,
  });
}
