import { authHeaders } from "../../api/client";
import { ApiError, ensureOk, messageOf, signOutIfUnauthorized } from "../../api/errors";
import { fetchJson } from "../../api/fetch-json";
import { DELETE_TIMED_OUT, EVENT_CANCEL_FAILED, EVENT_DELETE_FAILED, EVENTS_FETCH_FAILED, UNEXPECTED_ERROR } from "../../api/messages";
import type { CalendarEvent } from "./event-model";
import type { EventRequestBody } from "./event-form-state";

/*
 * The calendar's calls (spec §7 Calendar events). Plain fetches: the events routes are typed by
 * their zod schemas on the server, and these few shapes are spelled out in event-model.ts.
 */

/** Spec §9: delete calls give up after 10 seconds. */
export const DELETE_TIMEOUT_MS = 10_000;

export type Scope = "single" | "all";
export interface ScopeBody {
  updateScope: Scope;
  original_start_time: string | null;
}

/** Every occurrence overlapping the month as `timeZone` sees it; null when the session ended (401). */
export async function fetchMonthEvents(month: string, timeZone: string, signal: AbortSignal): Promise<CalendarEvent[] | null> {
  const query = new URLSearchParams({ month, tz: timeZone });
  const response = await fetch(`/api/events/manual?${query}`, { headers: authHeaders(), signal });
  // Spec §4: a 401 on fetching events logs the user out.
  if (signOutIfUnauthorized(response)) return null;
  await ensureOk(response, EVENTS_FETCH_FAILED);
  return (await response.json()) as CalendarEvent[];
}

/** POST a new event, or PUT an existing one with the scope of the change. */
export async function saveEvent(body: EventRequestBody, existing?: { id: number } & ScopeBody): Promise<void> {
  try {
    if (!existing) {
      await fetchJson("/api/events/manual", { method: "POST", json: body, fallback: UNEXPECTED_ERROR });
      return;
    }
    const { id, ...scope } = existing;
    await fetchJson(`/api/events/manual/${id}`, { method: "PUT", json: { ...body, ...scope }, fallback: UNEXPECTED_ERROR });
  } catch (failure) {
    throw new Error(messageOf(failure, UNEXPECTED_ERROR));
  }
}

/** A DELETE that aborts after 10 seconds; rejects with the message to show (server error first). */
async function deleteWithTimeout(path: string, body: ScopeBody, fallback: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DELETE_TIMEOUT_MS);
  try {
    const headers = { ...authHeaders(), "content-type": "application/json" };
    const response = await fetch(path, { method: "DELETE", headers, body: JSON.stringify(body), signal: controller.signal });
    await ensureOk(response, fallback);
  } catch (failure) {
    if (controller.signal.aborted) throw new Error(DELETE_TIMED_OUT);
    throw new Error(failure instanceof ApiError ? failure.message : fallback);
  } finally {
    clearTimeout(timer);
  }
}

export const deleteEvent = (id: number, scope: ScopeBody): Promise<void> =>
  deleteWithTimeout(`/api/events/manual/${id}`, scope, EVENT_DELETE_FAILED);

/** Cancels the booking behind a booked event; the server emails the booker. */
export const cancelBookedEvent = (bookingId: number): Promise<void> =>
  deleteWithTimeout(`/api/events/bookings/${bookingId}`, { updateScope: "single", original_start_time: null }, EVENT_CANCEL_FAILED);
