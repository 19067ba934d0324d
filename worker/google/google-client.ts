import type { CalendarProviderClient } from "../calendar-connections/provider-contract";
import type { Env } from "../env";
import { googleAccount } from "./google-calendars";
import { googleConfig } from "./google-config";
import { deleteGoogleEvent, putGoogleEvent } from "./google-event-writes";
import { readGoogleChanges } from "./google-events-sync";
import { exchangeGoogleCode, googleAuthorizeUrl, refreshGoogleToken, revokeGoogleToken } from "./google-oauth";
import { readGooglePush, stopGoogleChannel, watchGoogleCalendar } from "./google-watch";

/** Google Calendar behind the provider-neutral client (calendar-connections/provider-client.ts); null when not set up. */
export function googleClient(env: Env): CalendarProviderClient | null {
  const config = googleConfig(env);
  if (!config) return null;
  return {
    authorizeUrl: (request) => googleAuthorizeUrl(config, request),
    exchangeCode: (request, now) => exchangeGoogleCode(config, request, now),
    refresh: (refreshToken, now) => refreshGoogleToken(config, refreshToken, now),
    revoke: (token) => revokeGoogleToken(config, token),
    account: (accessToken) => googleAccount(config, accessToken),
    readChanges: (accessToken, calendarId, cursor, range) => readGoogleChanges(config, accessToken, calendarId, cursor, range),
    watch: (accessToken, calendarId, address, now) => watchGoogleCalendar(config, accessToken, calendarId, address, now),
    stopWatch: (accessToken, channel) => stopGoogleChannel(config, accessToken, channel),
    putEvent: (accessToken, calendarId, event) => putGoogleEvent(config, accessToken, calendarId, event),
    deleteEvent: (accessToken, calendarId, eventId) => deleteGoogleEvent(config, accessToken, calendarId, eventId),
    pushHandshake: () => null,
    pushAnswerStatus: 200,
    readPush: ({ headers }) => readGooglePush(headers),
  };
}
