import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";

/* The calls behind Settings → Connected calendars: calendars subscribed to by their address. */

const subscriptions = api.subscriptions;

export type ConnectedCalendar = InferResponseType<typeof subscriptions.$get, 200>[number];

/** A sync time as the host reads it, in their browser's zone. */
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The warning a calendar earns after three failed syncs in a row (Settings and the app-wide banner). */
export const notSyncedSince = (calendar: ConnectedCalendar) =>
  calendar.last_synced_at
    ? `Your calendar ${calendar.name} has not synced since ${when(calendar.last_synced_at)}.`
    : `Your calendar ${calendar.name} has not synced yet.`;

export const fetchConnectedCalendars = () => call((init) => subscriptions.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** Adds the calendar and syncs it once: the answer says whether its address works. */
export const connectCalendar = (name: string, url: string) =>
  call((init) => subscriptions.$post({ json: { name, url } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const syncCalendarNow = (id: number) =>
  call((init) => subscriptions[":id"].sync.$post({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const disconnectCalendar = (id: number) =>
  call((init) => subscriptions[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
