import type { Interval } from "../domain/intervals";

/*
 * What Hangout asks of a calendar provider (docs/CALENDAR-PROVIDERS.md). Each provider's folder
 * (worker/google/, worker/microsoft/) implements it over its own wire format; connections, syncs,
 * pushes and writes see only this. Failures are the errors of provider-errors.ts.
 */

export interface ProviderTokens {
  accessToken: string;
  expiresAt: number;
  /** Null when the provider kept the earlier one (a refresh usually does). */
  refreshToken: string | null;
  scope: string;
}

export interface ProviderCalendar {
  id: string;
  name: string;
  primary: boolean;
  /** Bookings can be written into it. */
  writable: boolean;
}

/** One event's busy time as the provider has it now; null: it no longer blocks (deleted, cancelled, free). */
export interface BusyChange {
  externalId: string;
  busy: Interval | null;
}

/** A sync's answer: every event (full) or those changed since the cursor, and the cursor for next time. */
export interface ChangeSet {
  full: boolean;
  changes: BusyChange[];
  cursor: string;
}

export interface PushChannel {
  channelId: string;
  resourceId: string;
  token: string;
  expiresAt: number;
}

/** A booking as its calendar event. */
export interface BookingEventInput {
  uid: string;
  sequence: number;
  title: string;
  description: string;
  location: string | null;
  start: number;
  end: number;
  /** Ask the provider for its own meeting link (Google Meet, Microsoft Teams), made once per event. */
  withMeeting: boolean;
}

export interface WrittenEvent {
  eventId: string;
  meetingUrl: string | null;
}

/** A push notification, read: which channel, with which secret token. */
export interface PushNotice {
  channelId: string;
  token: string;
}

export interface CalendarProviderClient {
  authorizeUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }, now: number): Promise<ProviderTokens>;
  refresh(refreshToken: string, now: number): Promise<ProviderTokens>;
  revoke(token: string): Promise<void>;
  /** The account's address and its calendars. */
  account(accessToken: string): Promise<{ email: string; calendars: ProviderCalendar[] }>;
  /** Busy changes since `cursor` (null: everything), within `range`; CursorExpired when the cursor is too old. */
  readChanges(accessToken: string, calendarId: string, cursor: string | null, range: Interval): Promise<ChangeSet>;
  watch(accessToken: string, calendarId: string, address: string, now: number): Promise<PushChannel>;
  stopWatch(accessToken: string, channel: { channelId: string; resourceId: string }): Promise<void>;
  /** Creates or updates the booking's ONE event (`eventId`: where it was written before); a retried create makes no second. */
  putEvent(accessToken: string, calendarId: string, event: BookingEventInput, eventId: string | null): Promise<WrittenEvent>;
  deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void>;
  /** The answer to a check of the notification address (Graph's validationToken), or null when the request is a notification. */
  pushHandshake(url: URL): string | null;
  /** The status every notification is answered with, known channel or not. */
  pushAnswerStatus: 200 | 202;
  /** The notifications a push request carries (its headers for Google, its body for Microsoft); none when it is not the provider's. */
  readPush(request: { headers: Headers; body: string }): PushNotice[];
}
