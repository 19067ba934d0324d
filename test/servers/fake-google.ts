import type {
  GoogleCalendarList,
  GoogleCalendarListEntry,
  GoogleChannel,
  GoogleConferenceData,
  GoogleEvent,
  GoogleEventsPage,
  GoogleEventWrite,
  GoogleTokenAnswer,
  GoogleWatchRequest,
} from "../../worker/google/google-wire";

/*
 * Google's OAuth 2.0 endpoints and Calendar API v3 as their published references describe the wire
 * (the types are worker/google/google-wire.ts), kept in memory: consent with PKCE S256, codes redeemed
 * once, refresh tokens that can be revoked, calendarList, events.list with singleEvents, syncToken and
 * 410 Gone, events.watch / channels.stop with the notifications they promise, events.import / patch
 * (conferenceData) / delete. Only Web APIs: the worker tests run it inside workerd behind a fetch stub,
 * the browser tests behind a real loopback HTTP server (test/e2e/fake-google-server.ts).
 */

export const FAKE_CLIENT_ID = "hangout-test-client.apps.googleusercontent.com";
export const FAKE_CLIENT_SECRET = "hangout-test-secret";
/** Access tokens live this long, so a test can step past them. */
const ACCESS_TOKEN_SECONDS = 3600;

interface StoredEvent extends GoogleEvent {
  /** The change counter when it last changed: what a sync token is compared with. */
  changedAt: number;
}

interface Calendar {
  entry: GoogleCalendarListEntry;
  events: Map<string, StoredEvent>;
  /** Sync tokens name their generation; those of an earlier one answer 410 Gone. */
  generation: number;
}

interface Account {
  calendars: Map<string, Calendar>;
}

interface Channel {
  request: GoogleWatchRequest;
  calendarId: string;
  resourceId: string;
  stopped: boolean;
  messages: number;
}

/** An answer the test scripts for the next matching request, ahead of the real one. */
export interface ScriptedFault {
  /** Matched against "METHOD /path" (the path without the query). */
  match: RegExp;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** The request is carried out first and only its answer is replaced: an answer lost on the way back. */
  afterHandling?: boolean;
}

/** A push notification as Google sends it: the address and its headers (no body). */
export interface PushNotification {
  address: string;
  headers: Record<string, string>;
}

export interface FakeGoogle {
  handle(request: Request): Promise<Response>;
  /** The consent page signs in as this account. */
  consentAs(email: string): void;
  addAccount(email: string, calendars: { id: string; summary: string; accessRole?: GoogleCalendarListEntry["accessRole"]; timeZone?: string }[]): void;
  /** Creates or changes an event on the provider's side; answers the notifications its live channels are owed. */
  putEvent(email: string, calendarId: string, event: GoogleEvent): PushNotification[];
  /** Cancels an event (it stays, with status "cancelled", for incremental syncs). */
  cancelEvent(email: string, calendarId: string, eventId: string): PushNotification[];
  events(email: string, calendarId: string): StoredEvent[];
  /** Every sync token issued so far for the calendar answers 410 from now on. */
  expireSyncTokens(email: string, calendarId: string): void;
  /** The account's grant is revoked at Google's side (the user removed the app). */
  revokeGrant(email: string): void;
  /** Access tokens issued so far stop working (401), as an expired token would. */
  expireAccessTokens(): void;
  fail(fault: ScriptedFault): void;
  channels(): { id: string; calendarId: string; address: string; token: string; stopped: boolean }[];
  revoked(): string[];
  /** "METHOD /path" of every request seen. */
  requests(): string[];
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } });

const apiError = (status: number, reason: string, message: string) => json({ error: { code: status, message, errors: [{ reason, message }] } }, status);

const tokenError = (error: string, status = 400) => json({ error, error_description: error }, status);

export function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return prefix + [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Letters a Meet code is made of. */
const MEET_LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A fresh Meet code as Google mints one per conference: three, four and three lowercase letters ("abc-defg-hij"). */
function meetCode(): string {
  const letters = [...crypto.getRandomValues(new Uint8Array(10))].map((byte) => MEET_LETTERS[byte % MEET_LETTERS.length]).join("");
  return `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7)}`;
}

/** The conference Google makes for a createRequest: a meeting of its own, its link as hangoutLink and the video entry point. */
function meetConference(createRequest: NonNullable<GoogleConferenceData["createRequest"]>): Pick<GoogleEvent, "hangoutLink" | "conferenceData"> {
  const conferenceId = meetCode();
  const uri = `https://meet.google.com/${conferenceId}`;
  return {
    hangoutLink: uri,
    conferenceData: { createRequest: { ...createRequest, status: { statusCode: "success" } }, conferenceId, entryPoints: [{ entryPointType: "video", uri }] },
  };
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function createFakeGoogle(options: { redirectUris: string[] }): FakeGoogle {
  const accounts = new Map<string, Account>();
  const codes = new Map<string, { email: string; challenge: string; redirectUri: string; used: boolean }>();
  const refreshTokens = new Map<string, { email: string; revoked: boolean }>();
  const accessTokens = new Map<string, { email: string; expired: boolean; refreshToken: string }>();
  const channels = new Map<string, Channel>();
  const faults: ScriptedFault[] = [];
  const seen: string[] = [];
  const revokedTokens: string[] = [];
  let consentEmail = "";
  let counter = 0;

  const accountOf = (email: string) => {
    const account = accounts.get(email);
    if (!account) throw new Error(`No fake Google account ${email}`);
    return account;
  };
  const calendarOf = (email: string, calendarId: string) => {
    const calendar = accountOf(email).calendars.get(calendarId);
    if (!calendar) throw new Error(`No calendar ${calendarId} for ${email}`);
    return calendar;
  };

  const notificationsFor = (calendarId: string): PushNotification[] =>
    [...channels.values()]
      .filter((channel) => channel.calendarId === calendarId && !channel.stopped)
      .map((channel) => ({
        address: channel.request.address,
        headers: {
          "x-goog-channel-id": channel.request.id,
          "x-goog-channel-token": channel.request.token,
          "x-goog-resource-id": channel.resourceId,
          "x-goog-resource-state": "exists",
          "x-goog-message-number": String(++channel.messages),
          "x-goog-channel-expiration": new Date(Date.now() + 86_400_000).toUTCString(),
        },
      }));

  const store = (calendar: Calendar, event: GoogleEvent) => {
    counter += 1;
    calendar.events.set(event.id, { ...event, changedAt: counter });
  };

  function bearerEmail(request: Request): string | null {
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const entry = token ? accessTokens.get(token) : undefined;
    if (!entry || entry.expired || refreshTokens.get(entry.refreshToken)?.revoked) return null;
    return entry.email;
  }

  function issueTokens(email: string, refreshToken: string, withRefresh: boolean): GoogleTokenAnswer {
    const accessToken = randomId("ya29.");
    accessTokens.set(accessToken, { email, expired: false, refreshToken });
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: "https://www.googleapis.com/auth/calendar.calendarlist.readonly https://www.googleapis.com/auth/calendar.events",
      token_type: "Bearer",
      ...(withRefresh ? { refresh_token: refreshToken } : {}),
    };
  }

  function consent(url: URL): Response {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri") ?? "";
    if (params.get("client_id") !== FAKE_CLIENT_ID) return new Response("invalid_client", { status: 400 });
    if (!options.redirectUris.includes(redirectUri)) return new Response("redirect_uri_mismatch", { status: 400 });
    if (params.get("code_challenge_method") !== "S256" || !params.get("code_challenge")) return new Response("PKCE S256 required", { status: 400 });
    if (params.get("access_type") !== "offline" || params.get("response_type") !== "code") return new Response("offline code flow required", { status: 400 });
    const code = randomId("4/0A");
    codes.set(code, { email: consentEmail, challenge: params.get("code_challenge") ?? "", redirectUri, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", params.get("state") ?? "");
    back.searchParams.set("scope", params.get("scope") ?? "");
    return new Response(
      `<!doctype html><title>Sign in with Google</title><h1>Hangout wants to access your Google Calendar</h1><p>${escapeHtml(consentEmail)}</p><a id="allow" href="${escapeHtml(back.toString())}">Allow</a>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }

  async function token(request: Request): Promise<Response> {
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    if (form.get("client_id") !== FAKE_CLIENT_ID || form.get("client_secret") !== FAKE_CLIENT_SECRET) return tokenError("invalid_client", 401);
    if (form.get("grant_type") === "authorization_code") {
      const entry = codes.get(form.get("code") ?? "");
      if (!entry || entry.used) return tokenError("invalid_grant");
      entry.used = true;
      const verifier = form.get("code_verifier");
      if (!verifier || (await s256(verifier)) !== entry.challenge) return tokenError("invalid_grant");
      if (form.get("redirect_uri") !== entry.redirectUri) return tokenError("invalid_grant");
      const refreshToken = randomId("1//0g");
      refreshTokens.set(refreshToken, { email: entry.email, revoked: false });
      return json(issueTokens(entry.email, refreshToken, true));
    }
    if (form.get("grant_type") === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const entry = refreshTokens.get(refreshToken);
      if (!entry || entry.revoked) return tokenError("invalid_grant");
      return json(issueTokens(entry.email, refreshToken, false));
    }
    return tokenError("unsupported_grant_type");
  }

  async function revoke(request: Request): Promise<Response> {
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    const tokenText = form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "";
    const refresh = refreshTokens.get(tokenText) ?? (accessTokens.get(tokenText) ? refreshTokens.get(accessTokens.get(tokenText)!.refreshToken) : undefined);
    if (!refresh) return tokenError("invalid_token");
    refresh.revoked = true;
    revokedTokens.push(tokenText);
    return new Response(null, { status: 200 });
  }

  function listEvents(calendar: Calendar, url: URL): Response {
    const params = url.searchParams;
    if (params.get("singleEvents") !== "true") return apiError(400, "badRequest", "This fake only serves singleEvents=true.");
    const syncToken = params.get("syncToken");
    if (syncToken !== null && (params.has("timeMin") || params.has("timeMax"))) return apiError(400, "invalid", "syncToken cannot be combined with timeMin or timeMax.");
    let since = 0;
    if (syncToken !== null) {
      const parts = /^sync-(\d+)-(\d+)$/.exec(syncToken);
      if (!parts) return apiError(400, "invalid", "Invalid sync token.");
      if (Number(parts[1]) !== calendar.generation) return apiError(410, "fullSyncRequired", "Sync token is no longer valid, a full sync is required.");
      since = Number(parts[2]);
    }
    const timeMin = params.get("timeMin") ? Date.parse(params.get("timeMin") ?? "") : null;
    const all = [...calendar.events.values()]
      .filter((event) => (syncToken !== null ? event.changedAt > since : event.status !== "cancelled"))
      .filter((event) => timeMin === null || Date.parse(event.end?.dateTime ?? `${event.end?.date}T23:59:59Z`) > timeMin)
      .sort((a, b) => a.changedAt - b.changedAt);
    const pageSize = Math.min(Number(params.get("maxResults") ?? "250"), 2500);
    const offset = Number(params.get("pageToken") ?? "0");
    const page = all.slice(offset, offset + pageSize);
    const rest = offset + pageSize < all.length;
    const items = page.map(({ changedAt: _changedAt, ...event }) => (event.status === "cancelled" ? { id: event.id, status: "cancelled" as const } : event));
    const answer: GoogleEventsPage = { items, timeZone: calendar.entry.timeZone ?? "UTC", ...(rest ? { nextPageToken: String(offset + pageSize) } : { nextSyncToken: `sync-${calendar.generation}-${counter}` }) };
    return json(answer);
  }

  async function calendarApi(request: Request, email: string, path: string, url: URL): Promise<Response> {
    const account = accountOf(email);
    if (request.method === "GET" && path === "/calendar/v3/users/me/calendarList") {
      const list: GoogleCalendarList = { items: [...account.calendars.values()].map((calendar) => calendar.entry) };
      return json(list);
    }
    if (request.method === "POST" && path === "/calendar/v3/channels/stop") {
      const body = (await request.json()) as { id: string; resourceId: string };
      const channel = channels.get(body.id);
      if (!channel || channel.resourceId !== body.resourceId) return apiError(404, "notFound", "Channel not found.");
      channel.stopped = true;
      return new Response(null, { status: 204 });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    const calendar = match ? account.calendars.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !calendar) return apiError(404, "notFound", "Not Found");
    const tail = match[2] ? decodeURIComponent(match[2]) : null;
    if (request.method === "GET" && tail === null) return listEvents(calendar, url);
    if (request.method === "POST" && tail === "watch") {
      const body = (await request.json()) as GoogleWatchRequest;
      if (body.type !== "web_hook" || !body.id || !body.address || !body.token) return apiError(400, "invalid", "Invalid channel.");
      const resourceId = randomId("res-");
      channels.set(body.id, { request: body, calendarId: calendar.entry.id, resourceId, stopped: false, messages: 0 });
      const answer: GoogleChannel = { kind: "api#channel", id: body.id, resourceId, expiration: String(Date.now() + Number(body.params?.ttl ?? "604800") * 1000) };
      return json(answer);
    }
    if (request.method === "POST" && tail === "import") {
      const body = (await request.json()) as GoogleEventWrite;
      if (!body.iCalUID || !body.start?.dateTime || !body.end?.dateTime) return apiError(400, "required", "iCalUID, start and end are required.");
      // One event per iCalUID: importing it again updates it (events.import).
      const existing = [...calendar.events.values()].find((event) => event.iCalUID === body.iCalUID && event.status !== "cancelled");
      const id = existing?.id ?? randomId("ev");
      const { conferenceData: _ignored, ...fields } = body;
      store(calendar, { ...existing, ...fields, id, status: "confirmed" });
      const { changedAt: _changedAt, ...stored } = calendar.events.get(id)!;
      return json(stored);
    }
    const existing = tail ? calendar.events.get(tail) : undefined;
    if (request.method === "PATCH" && existing) {
      const body = (await request.json()) as Partial<GoogleEvent>;
      const createRequest = body.conferenceData?.createRequest;
      // An event keeps the conference it has; a new one gets a meeting of its own.
      const conference = createRequest && url.searchParams.get("conferenceDataVersion") === "1" && !existing.conferenceData ? meetConference(createRequest) : {};
      const { conferenceData: _conference, ...fields } = body;
      store(calendar, { ...existing, ...fields, ...conference });
      const { changedAt: _changedAt, ...stored } = calendar.events.get(existing.id)!;
      return json(stored);
    }
    if (request.method === "DELETE" && tail) {
      if (!existing) return apiError(404, "notFound", "Not Found");
      if (existing.status === "cancelled") return apiError(410, "deleted", "Resource has been deleted");
      store(calendar, { ...existing, status: "cancelled" });
      return new Response(null, { status: 204 });
    }
    return apiError(404, "notFound", "Not Found");
  }

  async function route(request: Request, url: URL, path: string): Promise<Response> {
    if (request.method === "GET" && path === "/o/oauth2/v2/auth") return consent(url);
    if (request.method === "POST" && path === "/token") return token(request);
    if (request.method === "POST" && path === "/revoke") return revoke(request);
    if (path.startsWith("/calendar/v3/")) {
      const email = bearerEmail(request);
      if (email === null) return apiError(401, "authError", "Invalid Credentials");
      return calendarApi(request, email, path, url);
    }
    return new Response("Not found", { status: 404 });
  }

  return {
    async handle(request) {
      const url = new URL(request.url);
      const path = url.pathname;
      seen.push(`${request.method} ${path}`);
      const faultIndex = faults.findIndex((fault) => fault.match.test(`${request.method} ${path}`));
      const fault = faultIndex >= 0 ? faults.splice(faultIndex, 1)[0] : undefined;
      if (fault) {
        if (fault.afterHandling) await route(request, url, path);
        return fault.body === undefined ? new Response(null, { status: fault.status, headers: fault.headers }) : json(fault.body, fault.status, fault.headers);
      }
      return route(request, url, path);
    },
    consentAs(email) {
      consentEmail = email;
    },
    addAccount(email, calendars) {
      const account: Account = { calendars: new Map() };
      calendars.forEach((calendar, index) =>
        account.calendars.set(calendar.id, {
          entry: { id: calendar.id, summary: calendar.summary, primary: index === 0, accessRole: calendar.accessRole ?? "owner", timeZone: calendar.timeZone ?? "UTC" },
          events: new Map(),
          generation: 0,
        }),
      );
      accounts.set(email, account);
    },
    putEvent(email, calendarId, event) {
      store(calendarOf(email, calendarId), event);
      return notificationsFor(calendarId);
    },
    cancelEvent(email, calendarId, eventId) {
      const calendar = calendarOf(email, calendarId);
      const existing = calendar.events.get(eventId);
      if (existing) store(calendar, { ...existing, status: "cancelled" });
      return notificationsFor(calendarId);
    },
    events: (email, calendarId) => [...calendarOf(email, calendarId).events.values()],
    expireSyncTokens(email, calendarId) {
      calendarOf(email, calendarId).generation += 1;
    },
    revokeGrant(email) {
      for (const entry of refreshTokens.values()) if (entry.email === email) entry.revoked = true;
    },
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expired = true;
    },
    fail: (fault) => faults.push(fault),
    channels: () =>
      [...channels.values()].map((channel) => ({ id: channel.request.id, calendarId: channel.calendarId, address: channel.request.address, token: channel.request.token, stopped: channel.stopped })),
    revoked: () => [...revokedTokens],
    requests: () => [...seen],
  };
}
