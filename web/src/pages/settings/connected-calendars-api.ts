import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { intlTag } from "../../../../shared/i18n/calendar-conventions";
import type { HostI18n } from "../../i18n/host-i18n-context";

/* The calls behind Settings → Connected calendars: calendars subscribed to by their address. */

const subscriptions = api.subscriptions;

export type ConnectedCalendar = InferResponseType<typeof subscriptions.$get, 200>[number];

/** A sync time as the host reads it, in their language and their browser's zone. */
export const when = (locale: string, iso: string) => new Date(iso).toLocaleString(intlTag(locale), { dateStyle: "medium", timeStyle: "short" });

/** The warning a calendar earns after three failed syncs in a row (Settings and the app-wide banner). */
export const notSyncedSince = ({ t, locale, dir }: HostI18n, calendar: ConnectedCalendar) =>
  calendar.last_synced_at
    ? t("app.banner.notSyncedSince", { name: isolateIn(dir, calendar.name), time: when(locale, calendar.last_synced_at) })
    : t("app.banner.notSyncedYet", { name: isolateIn(dir, calendar.name) });

export const fetchConnectedCalendars = () => call((init) => subscriptions.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** Adds the calendar and syncs it once: the answer says whether its address works. */
export const connectCalendar = (name: string, url: string) =>
  call((init) => subscriptions.$post({ json: { name, url } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const syncCalendarNow = (id: number) =>
  call((init) => subscriptions[":id"].sync.$post({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const disconnectCalendar = (id: number) =>
  call((init) => subscriptions[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
