import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";
import type { HostMessageKey } from "../../i18n/host-message-keys";

/* The calls behind Settings → Connected calendars → CalDAV accounts. */

const caldav = api.caldav;

export type CalDavAccount = InferResponseType<typeof caldav.$get, 200>[number];

/** Servers whose address a host would otherwise have to look up; their names come from the catalogue like every host text. */
export const CALDAV_PRESETS: readonly { label: HostMessageKey; url: string }[] = [
  { label: "settings.caldav.icloud", url: "https://caldav.icloud.com" },
  { label: "settings.caldav.fastmail", url: "https://caldav.fastmail.com/dav/calendars" },
];

export const fetchCalDavAccounts = () => call((init) => caldav.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** Signs in and lists the account's calendars; a wrong password answers the server's reason. */
export const addCalDavAccount = (server_url: string, username: string, password: string) =>
  call((init) => caldav.$post({ json: { server_url, username, password } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const chooseCalDavCalendars = (id: number, busy_calendars: string[], write_calendar: string | null) =>
  call((init) => caldav[":id"].$put({ param: { id: String(id) }, json: { busy_calendars, write_calendar } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const removeCalDavAccount = (id: number) => call((init) => caldav[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
