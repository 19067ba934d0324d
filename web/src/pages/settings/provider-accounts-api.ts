import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";
import type { CalendarProvider } from "../../../../worker/domain/calendar-providers";

/* The calls behind Settings → Connected calendars → Google Calendar (docs/CALENDAR-PROVIDERS.md). */

const connections = api["calendar-connections"];

export type ProviderAccounts = InferResponseType<typeof connections.$get, 200>;
export type ProviderAccount = ProviderAccounts["connections"][number];

export const fetchProviderAccounts = () => call((init) => connections.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** The consent address to send the browser to; `code_challenge` is the PKCE challenge of the verifier this browser keeps. */
export const startProviderConsent = (provider: CalendarProvider, code_challenge: string) =>
  call((init) => connections[":provider"].start.$post({ param: { provider }, json: { code_challenge } }, { init }), { fallback: UNEXPECTED_ERROR });

/** Redeems the code the provider sent the browser back with; the server checks the state is this host's. */
export const completeProviderConsent = (provider: CalendarProvider, json: { state: string; code: string; code_verifier: string }) =>
  call((init) => connections[":provider"].complete.$post({ param: { provider }, json }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const chooseProviderCalendars = (id: number, busy_calendars: string[], write_calendar: string | null) =>
  call((init) => connections[":id"].$put({ param: { id: String(id) }, json: { busy_calendars, write_calendar } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });

export const disconnectProviderAccount = (id: number) => call((init) => connections[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: 30_000 });
