import type {
  GraphCalendar,
  GraphChangeNotificationCollection,
  GraphEvent,
  GraphEventWrite,
  GraphPage,
  GraphSubscription,
  GraphUser,
} from "../../worker/microsoft/microsoft-wire";
import { escapeHtml, json, randomId, s256, type ScriptedFault } from "./fake-google";

/*
 * The Microsoft identity platform's OAuth 2.0 endpoints and Microsoft Graph v1.0 as their published
 * references describe the wire (the types are worker/microsoft/microsoft-wire.ts), kept in memory:
 * consent with PKCE S256, codes redeemed once, rotating refresh tokens, /me, /me/calendars,
 * calendarView/delta with next and delta links and 410 syncStateNotFound, subscriptions checked with the
 * validation handshake against the app, the change notifications they promise, and events created
 * (transactionId), patched and deleted. Paths are those under MICROSOFT_AUTHORITY_URL
 * (/common/oauth2/v2.0) and MICROSOFT_GRAPH_URL (/v1.0). Only Web APIs: the worker tests run it inside
 * workerd behind a fetch stub.
 */

export const FAKE_MICROSOFT_CLIENT_ID = "00000000-hangout-test-client";
export const FAKE_MICROSOFT_CLIENT_SECRET = "hangout-test-microsoft-secret";
const ACCESS_TOKEN_SECONDS = 3600;
/** Graph's page size when the request does not ask (small, so paging is exercised). */
const DEFAULT_PAGE_SIZE = 2;
/** Graph's longest subscription to Outlook events. */
const MAX_SUBSCRIPTION_MINUTES = 4230;

interface StoredEvent extends GraphEvent {
  calendarId: string;
  changedAt: number;
  deleted: boolean;
}

interface Calendar {
  entry: GraphCalendar;
  /** Delta links name their generation; those of an earlier one answer 410 syncStateNotFound. */
  generation: number;
}

interface Account {
  calendars: Map<string, Calendar>;
  events: Map<string, StoredEvent>;
}

interface Subscription extends GraphSubscription {
  id: string;
  email: string;
  calendarId: string;
  deleted: boolean;
}

/** A change notification as Graph POSTs it: the subscription's notification URL and the JSON body. */
export interface GraphNotification {
  address: string;
  body: GraphChangeNotificationCollection;
}

export interface FakeMicrosoft {
  handle(request: Request): Promise<Response>;
  consentAs(email: string): void;
  addAccount(email: string, calendars: { id: string; name: string; canEdit?: boolean }[]): void;
  /** Creates or changes an event on the provider's side; answers the notifications its live subscriptions are owed. */
  putEvent(email: string, calendarId: string, event: GraphEvent): GraphNotification[];
  deleteEvent(email: string, eventId: string): GraphNotification[];
  /** The account's events that are not deleted, in one calendar. */
  events(email: string, calendarId: string): GraphEvent[];
  /** How many Teams meetings events were given, ever: a create retried must not make a second. */
  teamsMeetingCount(): number;
  expireDeltaLinks(email: string, calendarId: string): void;
  revokeGrant(email: string): void;
  expireAccessTokens(): void;
  /** Graph's clock runs this much ahead of the machine's, as days pass for a test. */
  advanceClock(ms: number): void;
  fail(fault: ScriptedFault): void;
  subscriptions(): { id: string; calendarId: string; address: string; clientState: string; deleted: boolean; expires: string }[];
  requests(): string[];
}

const graphError = (status: number, code: string, message: string) => json({ error: { code, message } }, status);
const tokenError = (error: string, status = 400) => json({ error, error_description: error }, status);

export function createFakeMicrosoft(options: { redirectUris: string[]; graphBase: string; deliver: (request: Request) => Promise<Response> }): FakeMicrosoft {
  const accounts = new Map<string, Account>();
  const codes = new Map<string, { email: string; challenge: string; redirectUri: string; used: boolean }>();
  const refreshTokens = new Map<string, { email: string; revoked: boolean }>();
  const accessTokens = new Map<string, { email: string; expired: boolean; refreshToken: string }>();
  const subscriptions = new Map<string, Subscription>();
  const faults: ScriptedFault[] = [];
  const seen: string[] = [];
  let consentEmail = "";
  let counter = 0;
  let teamsMeetings = 0;
  let clockOffset = 0;

  const accountOf = (email: string) => {
    const account = accounts.get(email);
    if (!account) throw new Error(`No fake Microsoft account ${email}`);
    return account;
  };

  const notificationsFor = (email: string, calendarId: string, eventId: string, changeType: "created" | "updated" | "deleted"): GraphNotification[] =>
    [...subscriptions.values()]
      .filter((subscription) => subscription.email === email && subscription.calendarId === calendarId && !subscription.deleted)
      .map((subscription) => ({
        address: subscription.notificationUrl,
        body: {
          value: [
            {
              subscriptionId: subscription.id,
              clientState: subscription.clientState,
              changeType,
              resource: `Users/fake/Events/${eventId}`,
              subscriptionExpirationDateTime: subscription.expirationDateTime,
              tenantId: "00000000-0000-0000-0000-000000000000",
              resourceData: { "@odata.type": "#Microsoft.Graph.Event", "@odata.id": `Users/fake/Events/${eventId}`, id: eventId },
            },
          ],
        },
      }));

  const store = (account: Account, event: StoredEvent) => {
    counter += 1;
    account.events.set(event.id, { ...event, changedAt: counter });
  };

  function bearerEmail(request: Request): string | null {
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const entry = token ? accessTokens.get(token) : undefined;
    if (!entry || entry.expired || refreshTokens.get(entry.refreshToken)?.revoked) return null;
    return entry.email;
  }

  function issueTokens(email: string) {
    const refreshToken = randomId("M.R3_");
    refreshTokens.set(refreshToken, { email, revoked: false });
    const accessToken = randomId("EwB");
    accessTokens.set(accessToken, { email, expired: false, refreshToken });
    return json({ token_type: "Bearer", scope: "Calendars.ReadWrite User.Read", expires_in: ACCESS_TOKEN_SECONDS, access_token: accessToken, refresh_token: refreshToken });
  }

  function consent(url: URL): Response {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri") ?? "";
    if (params.get("client_id") !== FAKE_MICROSOFT_CLIENT_ID) return new Response("AADSTS700016: unknown application", { status: 400 });
    if (!options.redirectUris.includes(redirectUri)) return new Response("AADSTS50011: redirect URI mismatch", { status: 400 });
    if (params.get("code_challenge_method") !== "S256" || !params.get("code_challenge")) return new Response("PKCE S256 required", { status: 400 });
    const scopes = (params.get("scope") ?? "").split(" ");
    if (params.get("response_type") !== "code" || !scopes.includes("offline_access")) return new Response("offline code flow required", { status: 400 });
    const code = randomId("M.C5_");
    codes.set(code, { email: consentEmail, challenge: params.get("code_challenge") ?? "", redirectUri, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", params.get("state") ?? "");
    return new Response(
      `<!doctype html><title>Sign in to your account</title><h1>Hangout wants to access your calendars</h1><p>${escapeHtml(consentEmail)}</p><a id="allow" href="${escapeHtml(back.toString())}">Accept</a>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }

  async function token(request: Request): Promise<Response> {
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    if (form.get("client_id") !== FAKE_MICROSOFT_CLIENT_ID || form.get("client_secret") !== FAKE_MICROSOFT_CLIENT_SECRET) return tokenError("invalid_client", 401);
    if (form.get("grant_type") === "authorization_code") {
      const entry = codes.get(form.get("code") ?? "");
      if (!entry || entry.used) return tokenError("invalid_grant");
      entry.used = true;
      const verifier = form.get("code_verifier");
      if (!verifier || (await s256(verifier)) !== entry.challenge) return tokenError("invalid_grant");
      if (form.get("redirect_uri") !== entry.redirectUri) return tokenError("invalid_grant");
      return issueTokens(entry.email);
    }
    if (form.get("grant_type") === "refresh_token") {
      const entry = refreshTokens.get(form.get("refresh_token") ?? "");
      if (!entry || entry.revoked) return tokenError("invalid_grant");
      return issueTokens(entry.email);
    }
    return tokenError("unsupported_grant_type");
  }

  /**
   * An event asked for as a Teams meeting (`isOnlineMeeting` with `onlineMeetingProvider: teamsForBusiness`)
   * gets its `onlineMeeting.joinUrl`, as Graph answers it; an event that has one keeps it.
   */
  const onlineMeetingOf = (body: Partial<GraphEventWrite>, existing: GraphEvent | null): Partial<GraphEvent> => {
    if (existing?.onlineMeeting?.joinUrl) return { isOnlineMeeting: true, onlineMeeting: existing.onlineMeeting };
    if (!body.isOnlineMeeting || body.onlineMeetingProvider !== "teamsForBusiness") return {};
    teamsMeetings += 1;
    const thread = randomId("19%3ameeting_");
    return { isOnlineMeeting: true, onlineMeeting: { joinUrl: `https://teams.microsoft.com/l/meetup-join/${thread}%40thread.v2/0?context=%7b%22Tid%22%3a%22fake%22%7d` } };
  };

  const visible = ({ calendarId: _calendar, changedAt: _changed, deleted: _deleted, ...event }: StoredEvent): GraphEvent => event;

  function delta(email: string, calendar: Calendar, url: URL, request: Request): Response {
    const account = accountOf(email);
    const params = url.searchParams;
    if (!/outlook\.timezone="UTC"/.test(request.headers.get("prefer") ?? "")) return graphError(400, "BadRequest", "This fake answers only in UTC.");
    const pageSize = Math.min(Number(/odata\.maxpagesize=(\d+)/.exec(request.headers.get("prefer") ?? "")?.[1] ?? DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE);
    // A delta or skip token: generation, changes since, window start and end, offset.
    const tokenText = params.get("$deltatoken") ?? params.get("$skiptoken");
    let since = -1;
    let offset = 0;
    let start = Date.parse(params.get("startDateTime") ?? "");
    let end = Date.parse(params.get("endDateTime") ?? "");
    if (tokenText !== null) {
      const parts = tokenText.split(".").map(Number);
      if (parts.length !== 5 || parts.some((part) => !Number.isFinite(part))) return graphError(400, "BadRequest", "Invalid token.");
      if (parts[0] !== calendar.generation) return graphError(410, "syncStateNotFound", "The sync state generation is not found.");
      [, since, start, end, offset] = parts as [number, number, number, number, number];
    } else if (Number.isNaN(start) || Number.isNaN(end)) {
      return graphError(400, "ErrorInvalidParameter", "startDateTime and endDateTime are required.");
    }
    const instant = (at: GraphEvent["start"]) => Date.parse(`${at?.dateTime ?? ""}Z`);
    const all = [...account.events.values()]
      .filter((event) => event.calendarId === calendar.entry.id && (since < 0 ? !event.deleted : event.changedAt > since))
      .filter((event) => event.deleted || (instant(event.end) > start && instant(event.start) < end))
      .sort((a, b) => a.changedAt - b.changedAt);
    const page = all.slice(offset, offset + pageSize).map((event) => (event.deleted ? { id: event.id, "@removed": { reason: "deleted" as const } } : visible(event)));
    const link = (name: string, parts: number[]) => `${options.graphBase}/me/calendars/${encodeURIComponent(calendar.entry.id)}/calendarView/delta?${name}=${parts.join(".")}`;
    const rest = offset + pageSize < all.length;
    const answer: GraphPage<GraphEvent> = {
      value: page,
      ...(rest ? { "@odata.nextLink": link("$skiptoken", [calendar.generation, since, start, end, offset + pageSize]) } : { "@odata.deltaLink": link("$deltatoken", [calendar.generation, counter, start, end, 0]) }),
    };
    return json(answer);
  }

  async function subscribe(request: Request, email: string): Promise<Response> {
    const body = (await request.json()) as GraphSubscription;
    const match = /^me\/calendars\/([^/]+)\/events$/.exec(body.resource ?? "");
    const expires = Date.parse(body.expirationDateTime ?? "");
    if (!match || body.changeType !== "created,updated,deleted" || !body.clientState || body.clientState.length > 128 || Number.isNaN(expires)) {
      return graphError(400, "InvalidRequest", "Invalid subscription.");
    }
    if (expires - (Date.now() + clockOffset) > MAX_SUBSCRIPTION_MINUTES * 60_000) return graphError(400, "InvalidRequest", "Subscription expiration is beyond the maximum.");
    const calendarId = decodeURIComponent(match[1]!);
    if (!accountOf(email).calendars.has(calendarId)) return graphError(404, "ErrorItemNotFound", "The calendar is not found.");
    // The validation handshake: the app must echo the token as text/plain within the request.
    const validationToken = randomId("Validation: Testing client application reachability ");
    const check = await options.deliver(new Request(`${body.notificationUrl}?validationToken=${encodeURIComponent(validationToken)}`, { method: "POST", headers: { "content-type": "text/plain; charset=utf-8" } }));
    const echoed = await check.text();
    if (check.status !== 200 || !(check.headers.get("content-type") ?? "").startsWith("text/plain") || echoed !== validationToken) {
      return graphError(400, "ValidationError", "Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.");
    }
    const subscription: Subscription = { ...body, id: crypto.randomUUID(), email, calendarId, deleted: false };
    subscriptions.set(subscription.id, subscription);
    const { email: _email, calendarId: _calendarId, deleted: _deleted, ...answer } = subscription;
    return json(answer, 201);
  }

  async function graphApi(request: Request, email: string, path: string, url: URL): Promise<Response> {
    const account = accountOf(email);
    if (request.method === "GET" && path === "/v1.0/me") {
      const user: GraphUser = { id: randomId("user-"), mail: email, userPrincipalName: email };
      return json(user);
    }
    if (request.method === "GET" && path === "/v1.0/me/calendars") {
      const page: GraphPage<GraphCalendar> = { value: [...account.calendars.values()].map((calendar) => calendar.entry) };
      return json(page);
    }
    if (request.method === "POST" && path === "/v1.0/subscriptions") return subscribe(request, email);
    const subscriptionMatch = /^\/v1\.0\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === "DELETE" && subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!subscription || subscription.deleted || subscription.email !== email) return graphError(404, "ResourceNotFound", "The object was not found.");
      subscription.deleted = true;
      return new Response(null, { status: 204 });
    }
    const calendarMatch = /^\/v1\.0\/me\/calendars\/([^/]+)\/(calendarView\/delta|events)$/.exec(path);
    if (calendarMatch) {
      const calendar = account.calendars.get(decodeURIComponent(calendarMatch[1]!));
      if (!calendar) return graphError(404, "ErrorItemNotFound", "The specified object was not found in the store.");
      if (request.method === "GET" && calendarMatch[2] === "calendarView/delta") return delta(email, calendar, url, request);
      if (request.method === "POST" && calendarMatch[2] === "events") {
        const body = (await request.json()) as GraphEventWrite & { attendees?: unknown[] };
        if (!body.start?.dateTime || !body.end?.dateTime || body.start.timeZone !== "UTC") return graphError(400, "ErrorInvalidRequest", "start and end are required.");
        // transactionId: a create sent again answers the event it already made.
        const made = body.transactionId ? [...account.events.values()].find((event) => event.transactionId === body.transactionId && !event.deleted) : undefined;
        if (made) return json(visible(made), 201);
        const id = randomId("AAMkAD");
        store(account, { ...body, ...onlineMeetingOf(body, null), id, calendarId: calendar.entry.id, changedAt: 0, deleted: false });
        return json(visible(account.events.get(id)!), 201);
      }
    }
    const eventMatch = /^\/v1\.0\/me\/events\/([^/]+)$/.exec(path);
    const existing = eventMatch ? account.events.get(decodeURIComponent(eventMatch[1]!)) : undefined;
    if (!existing || existing.deleted) return graphError(404, "ErrorItemNotFound", "The specified object was not found in the store.");
    if (request.method === "PATCH") {
      const body = (await request.json()) as Partial<GraphEventWrite>;
      store(account, { ...existing, ...body, ...onlineMeetingOf(body, existing) });
      return json(visible(account.events.get(existing.id)!));
    }
    if (request.method === "DELETE") {
      store(account, { ...existing, deleted: true });
      return new Response(null, { status: 204 });
    }
    return graphError(405, "MethodNotAllowed", "Method not allowed.");
  }

  async function route(request: Request, url: URL, path: string): Promise<Response> {
    if (request.method === "GET" && path === "/common/oauth2/v2.0/authorize") return consent(url);
    if (request.method === "POST" && path === "/common/oauth2/v2.0/token") return token(request);
    if (path.startsWith("/v1.0/")) {
      const email = bearerEmail(request);
      if (email === null) return graphError(401, "InvalidAuthenticationToken", "Access token has expired or is not yet valid.");
      return graphApi(request, email, path, url);
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
      const account: Account = { calendars: new Map(), events: new Map() };
      calendars.forEach((calendar, index) =>
        account.calendars.set(calendar.id, { entry: { id: calendar.id, name: calendar.name, canEdit: calendar.canEdit ?? true, isDefaultCalendar: index === 0 }, generation: 0 }),
      );
      accounts.set(email, account);
    },
    putEvent(email, calendarId, event) {
      const account = accountOf(email);
      const existed = account.events.has(event.id);
      store(account, { ...event, calendarId, changedAt: 0, deleted: false });
      return notificationsFor(email, calendarId, event.id, existed ? "updated" : "created");
    },
    deleteEvent(email, eventId) {
      const account = accountOf(email);
      const existing = account.events.get(eventId);
      if (!existing) return [];
      store(account, { ...existing, deleted: true });
      return notificationsFor(email, existing.calendarId, eventId, "deleted");
    },
    events: (email, calendarId) => [...accountOf(email).events.values()].filter((event) => event.calendarId === calendarId && !event.deleted).map(visible),
    teamsMeetingCount: () => teamsMeetings,
    expireDeltaLinks(email, calendarId) {
      const calendar = accountOf(email).calendars.get(calendarId);
      if (calendar) calendar.generation += 1;
    },
    revokeGrant(email) {
      for (const entry of refreshTokens.values()) if (entry.email === email) entry.revoked = true;
    },
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expired = true;
    },
    advanceClock(ms) {
      clockOffset += ms;
    },
    fail: (fault) => faults.push(fault),
    subscriptions: () =>
      [...subscriptions.values()].map((subscription) => ({
        id: subscription.id,
        calendarId: subscription.calendarId,
        address: subscription.notificationUrl,
        clientState: subscription.clientState,
        deleted: subscription.deleted,
        expires: subscription.expirationDateTime,
      })),
    requests: () => [...seen],
  };
}
