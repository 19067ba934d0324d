/*
 * The parts of Google's wire format Hangout reads and writes, typed from the published references:
 * OAuth 2.0 for web server apps (developers.google.com/identity/protocols/oauth2/web-server) and
 * Calendar API v3 (developers.google.com/calendar/api/v3/reference). Fields Hangout never reads are left out.
 */

/** The token endpoint's answer to an authorization code or a refresh token. */
export interface GoogleTokenAnswer {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  /** Only on the first exchange (access_type=offline with prompt=consent). */
  refresh_token?: string;
  scope: string;
  token_type: string;
}

/** The token endpoint's error body (RFC 6749 §5.2): `invalid_grant` for a refused, revoked or reused grant. */
export interface GoogleTokenError {
  error: string;
  error_description?: string;
}

/** calendarList.list's entry. */
export interface GoogleCalendarListEntry {
  id: string;
  summary: string;
  summaryOverride?: string;
  primary?: boolean;
  accessRole: "freeBusyReader" | "reader" | "writer" | "owner";
  timeZone?: string;
  deleted?: boolean;
}

export interface GoogleCalendarList {
  items: GoogleCalendarListEntry[];
  nextPageToken?: string;
}

/** An event's start or end: `date` for an all-day event, `dateTime` (RFC 3339 with offset) for a timed one. */
export interface GoogleEventDateTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

export interface GoogleConferenceData {
  createRequest?: { requestId: string; conferenceSolutionKey: { type: "hangoutsMeet" }; status?: { statusCode: "pending" | "success" | "failure" } };
  entryPoints?: { entryPointType: "video" | "phone" | "sip" | "more"; uri: string }[];
  /** The conference's own id; for Meet, its meeting code (the link's path). */
  conferenceId?: string;
}

/** events.list's item; a cancelled one (status "cancelled") carries little more than its id. */
export interface GoogleEvent {
  id: string;
  status?: "confirmed" | "tentative" | "cancelled";
  /** "transparent": the event does not block time (shown as Available). Absent means opaque. */
  transparency?: "opaque" | "transparent";
  start?: GoogleEventDateTime;
  end?: GoogleEventDateTime;
  iCalUID?: string;
  summary?: string;
  description?: string;
  sequence?: number;
  /** Set on an instance of a recurring event (singleEvents=true). */
  recurringEventId?: string;
  hangoutLink?: string;
  conferenceData?: GoogleConferenceData;
}

export interface GoogleEventsPage {
  items: GoogleEvent[];
  /** The calendar's zone: the zone of its all-day events' dates. */
  timeZone?: string;
  nextPageToken?: string;
  /** On the last page only. */
  nextSyncToken?: string;
}

/** What events.import and events.insert take from Hangout. */
export interface GoogleEventWrite {
  iCalUID: string;
  sequence: number;
  summary: string;
  description: string;
  location?: string;
  start: GoogleEventDateTime;
  end: GoogleEventDateTime;
  source?: { title: string; url: string };
  conferenceData?: GoogleConferenceData;
}

/** events.watch's request (a Channel resource). */
export interface GoogleWatchRequest {
  id: string;
  type: "web_hook";
  address: string;
  token: string;
  params?: { ttl: string };
}

/** events.watch's answer: `expiration` is epoch milliseconds as a string. */
export interface GoogleChannel {
  kind: "api#channel";
  id: string;
  resourceId: string;
  resourceUri?: string;
  expiration?: string;
}

/** The JSON error body of a Calendar API call. */
export interface GoogleApiError {
  error: { code: number; message: string; errors?: { reason: string; message?: string }[] };
}
