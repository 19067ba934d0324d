import type { CalendarProviderClient } from "../calendar-connections/provider-contract";
import type { Env } from "../env";
import { microsoftAccount } from "./microsoft-calendars";
import { microsoftConfig } from "./microsoft-config";
import { readMicrosoftChanges } from "./microsoft-delta";
import { deleteMicrosoftEvent, putMicrosoftEvent } from "./microsoft-event-writes";
import { exchangeMicrosoftCode, microsoftAuthorizeUrl, refreshMicrosoftToken } from "./microsoft-oauth";
import { deleteMicrosoftSubscription, microsoftHandshake, readMicrosoftPush, subscribeMicrosoftCalendar } from "./microsoft-subscriptions";

/** Outlook / Microsoft 365 through Microsoft Graph behind the provider-neutral client (calendar-connections/provider-client.ts); null when not set up. */
export function microsoftClient(env: Env): CalendarProviderClient | null {
  const config = microsoftConfig(env);
  if (!config) return null;
  return {
    authorizeUrl: (request) => microsoftAuthorizeUrl(config, request),
    exchangeCode: (request, now) => exchangeMicrosoftCode(config, request, now),
    refresh: (refreshToken, now) => refreshMicrosoftToken(config, refreshToken, now),
    // The identity platform has no revocation endpoint: the tokens are forgotten with the connection.
    revoke: () => Promise.resolve(),
    account: (accessToken) => microsoftAccount(config, accessToken),
    readChanges: (accessToken, calendarId, cursor, range) => readMicrosoftChanges(config, accessToken, calendarId, cursor, range),
    watch: (accessToken, calendarId, address, now) => subscribeMicrosoftCalendar(config, accessToken, calendarId, address, now),
    stopWatch: (accessToken, channel) => deleteMicrosoftSubscription(config, accessToken, channel),
    putEvent: (accessToken, calendarId, event, eventId) => putMicrosoftEvent(config, accessToken, calendarId, event, eventId),
    deleteEvent: (accessToken, _calendarId, eventId) => deleteMicrosoftEvent(config, accessToken, eventId),
    pushHandshake: microsoftHandshake,
    pushAnswerStatus: 202,
    readPush: readMicrosoftPush,
  };
}
