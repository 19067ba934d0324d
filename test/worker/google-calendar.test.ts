import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pkceChallenge } from "../../worker/calendar-connections/connect";
import worker from "../../worker/index";
import { createFakeGoogle, type PushNotification } from "../servers/fake-google";
import { countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api, registerUser, unique } from "./helpers";
import { deliverPush } from "./push-delivery";
import { seatBookings } from "./seat-bookings";
import { createTeamType } from "./team-fixtures";

/*
 * Google Calendar connections inside workerd, against the fake Google of test/servers/fake-google.ts
 * (its wire format is Google's published one) behind a fetch stub for https://google.test: the consent
 * flow and its refusals, busy time synced and pushed, the grant refused, disconnect, and bookings written.
 * The browser test (test/e2e/google-calendar.test.ts) runs the same against the app as `npm start` runs it.
 */

const REDIRECT = "https://hangout.test/settings/connect/google";
const google = createFakeGoogle({ redirectUris: [REDIRECT] });
const realFetch = globalThis.fetch;
/** While set, Google's answers to event reads wait for it: a slow Google, to show who waits on it. */
let slowEventReads: Promise<void> | null = null;

beforeAll(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== "google.test") return realFetch(input, init);
    if (slowEventReads && request.method === "GET" && new URL(request.url).pathname.endsWith("/events")) await slowEventReads;
    return google.handle(request);
  });
});
afterAll(() => vi.restoreAllMocks());

interface Connection {
  id: number;
  account_email: string;
  status: "active" | "broken";
  calendars: { id: string; name: string; busy: boolean; write: boolean }[];
}

const verifierOf = (seed: string) => `${seed}-${"v".repeat(50)}`.slice(0, 64);

/** The consent page's "Allow" link: where Google sends the browser back, with the code and state. */
async function consent(url: string): Promise<URL> {
  const page = await (await google.handle(new Request(url))).text();
  const href = /id="allow" href="([^"]+)"/.exec(page)?.[1];
  if (!href) throw new Error(`No consent link in ${page}`);
  return new URL(href.replace(/&#38;/g, "&"));
}

async function startConsent(token: string, verifier: string): Promise<URL> {
  const started = await api<{ url: string }>("POST", "/api/calendar-connections/google/start", { token, json: { code_challenge: pkceChallenge(verifier) } });
  expect(started.status).toBe(200);
  return consent(started.body.url);
}

const complete = (token: string, back: URL, verifier: string | undefined) =>
  api<Connection & { error?: string }>("POST", "/api/calendar-connections/google/complete", {
    token,
    json: { state: back.searchParams.get("state"), code: back.searchParams.get("code"), ...(verifier === undefined ? {} : { code_verifier: verifier }) },
  });

/** A host with a Google account of two calendars (plus a read-only one), connected. */
async function connectedHost(prefix: string) {
  const host = await createHost({ durations: [30] });
  const email = `${unique(prefix)}@gmail.example`;
  google.addAccount(email, [
    { id: email, summary: "Work" },
    { id: `family-${email}`, summary: "Family", timeZone: "Europe/Berlin" },
    { id: `holidays-${email}`, summary: "Holidays", accessRole: "reader" },
  ]);
  google.consentAs(email);
  const verifier = verifierOf(prefix);
  const connected = await complete(host.user.token, await startConsent(host.user.token, verifier), verifier);
  expect(connected.status).toBe(201);
  return { host, email, connection: connected.body };
}

const tick = (token: string, id: number, busy: string[], write: string | null = null) =>
  api<Connection>("PUT", `/api/calendar-connections/${id}`, { token, json: { busy_calendars: busy, write_calendar: write } });

const busyOf = (userId: number) =>
  env.DB.prepare("select start_time as start, end_time as end from subscription_busy where user_id = ? order by start_time").bind(userId).all<{ start: number; end: number }>();

const versionOf = (userId: number) => countRows("select availability_version as n from users where id = ?", userId);

/** Delivers Google's notifications to the app, as Google would; answers the statuses. */
const push = (notifications: PushNotification[]) => Promise.all(notifications.map(({ address, headers }) => deliverPush(new Request(address, { method: "POST", headers }))));

const timed = (id: string, start: number, minutes: number, extra: object = {}) => ({
  id,
  status: "confirmed" as const,
  start: { dateTime: new Date(start).toISOString() },
  end: { dateTime: new Date(start + minutes * 60_000).toISOString() },
  ...extra,
});

async function runCron(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: at }), env, ctx);
}

describe("connecting a Google account", () => {
  it("stores the grant sealed, lists the account's readable calendars, and offers the button only when configured", async () => {
    const { host, email, connection } = await connectedHost("gconnect");
    expect(connection).toMatchObject({ account_email: email, status: "active" });
    expect(connection.calendars.map((calendar) => calendar.name)).toEqual(["Work", "Family", "Holidays"]);
    const row = await env.DB.prepare("select access_token_sealed as access, refresh_token_sealed as refresh from calendar_connections where id = ?").bind(connection.id).first<{ access: string; refresh: string }>();
    expect(row!.access).toMatch(/^v1\./);
    expect(row!.refresh).not.toContain("1//0g");
    const listed = await api<{ providers: { google: boolean }; connections: Connection[] }>("GET", "/api/calendar-connections", { token: host.user.token });
    expect(listed.body.providers.google).toBe(true);
    expect(listed.body.connections).toHaveLength(1);

    const unconfigured = await worker.fetch(new Request("https://hangout.test/api/calendar-connections", { headers: { "x-auth-token": host.user.token } }), { ...env, GOOGLE_CLIENT_ID: undefined }, createExecutionContext());
    expect(((await unconfigured.json()) as { providers: { google: boolean } }).providers.google).toBe(false);
    // Tokens never travel in clear: a plain http:// endpoint counts as not set up where the app is not on loopback.
    const insecure = await worker.fetch(
      new Request("https://hangout.test/api/calendar-connections", { headers: { "x-auth-token": host.user.token } }),
      { ...env, GOOGLE_OAUTH_TOKEN_URL: "http://google.test/token" },
      createExecutionContext(),
    );
    expect(((await insecure.json()) as { providers: { google: boolean } }).providers.google).toBe(false);
  });

  it("refuses a state from another host, a reused code, a missing or wrong PKCE verifier: 400 and nothing stored", async () => {
    const owner = await registerUser("gowner");
    const other = await registerUser("gother");
    const email = `${unique("gbad")}@gmail.example`;
    google.addAccount(email, [{ id: email, summary: "Work" }]);
    google.consentAs(email);
    const verifier = verifierOf("gbad");
    const back = await startConsent(owner.token, verifier);

    const stolen = await complete(other.token, back, verifier);
    expect(stolen).toMatchObject({ status: 400, body: { error: "This sign-in was not started here or has expired. Please connect again." } });
    const missing = await complete(owner.token, back, undefined);
    expect(missing).toMatchObject({ status: 400, body: { error: "code_verifier: code_verifier is required." } });
    const wrong = await complete(owner.token, back, verifierOf("someone-else"));
    expect(wrong.status).toBe(400);
    expect(await countRows("select count(*) as n from calendar_connections where user_id in (?, ?)", owner.id, other.id)).toBe(0);

    expect((await complete(owner.token, back, verifier)).status).toBe(201);
    const reused = await complete(owner.token, back, verifier);
    expect(reused).toMatchObject({ status: 400, body: { error: "This sign-in was not started here or has expired. Please connect again." } });
    // A fresh state cannot redeem the spent code either: Google answers invalid_grant.
    const fresh = await api<{ url: string }>("POST", "/api/calendar-connections/google/start", { token: owner.token, json: { code_challenge: pkceChallenge(verifier) } });
    const replay = new URL(back);
    replay.searchParams.set("state", new URL(fresh.body.url).searchParams.get("state")!);
    expect((await complete(owner.token, replay, verifier)).status).toBe(400);
    expect(await countRows("select count(*) as n from calendar_connections where user_id = ?", owner.id)).toBe(1);
  });

  it("needs a signed-in session and refuses an unknown provider", async () => {
    expect((await api("GET", "/api/calendar-connections")).status).toBe(401);
    const user = await registerUser("gprovider");
    const unknown = await api("POST", "/api/calendar-connections/yahoo/start", { token: user.token, json: { code_challenge: pkceChallenge(verifierOf("x")) } });
    expect(unknown.status).toBe(400);
  });
});

describe("busy times from Google", () => {
  it("syncs the ticked calendars, watches them, and blocks an event within the push; free, cancelled and all-day free events do not block", async () => {
    const { host, email, connection } = await connectedHost("gbusy");
    const start = Date.parse(`${dateAhead(10)}T10:00:00Z`);
    google.putEvent(email, email, timed("existing", start, 60));
    google.putEvent(email, email, timed("free", start + 3 * 3_600_000, 60, { transparency: "transparent" }));
    google.putEvent(email, `family-${email}`, { id: "allday-free", start: { date: dateAhead(11) }, end: { date: dateAhead(12) }, transparency: "transparent" });
    google.putEvent(email, `family-${email}`, { id: "allday-busy", start: { date: dateAhead(12) }, end: { date: dateAhead(13) } });

    const ticked = await tick(host.user.token, connection.id, [email, `family-${email}`]);
    expect(ticked.status).toBe(200);
    expect(ticked.body.calendars.filter((calendar) => calendar.busy)).toHaveLength(2);
    expect(google.channels().filter((channel) => channel.calendarId.endsWith(email) && !channel.stopped)).toHaveLength(2);
    const berlinMidnight = Date.parse(`${dateAhead(12)}T00:00:00+01:00`);
    expect((await busyOf(host.userId)).results).toEqual([
      { start, end: start + 3_600_000 },
      { start: berlinMidnight, end: berlinMidnight + 86_400_000 },
    ]);

    const before = await versionOf(host.userId);
    const lists = google.requests().filter((request) => request.startsWith("GET /calendar/v3/calendars/")).length;
    const statuses = await push(google.putEvent(email, email, timed("pushed", start + 5 * 3_600_000, 30)));
    expect(statuses).toEqual([200]);
    expect((await busyOf(host.userId)).results).toContainEqual({ start: start + 5 * 3_600_000, end: start + 5 * 3_600_000 + 1_800_000 });
    expect(await versionOf(host.userId)).toBeGreaterThan(before);
    // The push read only what changed: one incremental events.list.
    expect(google.requests().filter((request) => request.startsWith("GET /calendar/v3/calendars/")).length).toBe(lists + 1);

    await push(google.cancelEvent(email, email, "existing"));
    expect((await busyOf(host.userId)).results).not.toContainEqual({ start, end: start + 3_600_000 });
  });

  it("answers a push at once and syncs after the answer, so a slow Google never holds the notification", async () => {
    const { host, email, connection } = await connectedHost("gquick");
    await tick(host.user.token, connection.id, [email]);
    const start = Date.parse(`${dateAhead(15)}T10:00:00Z`);
    let releaseReads = () => {};
    slowEventReads = new Promise((resolve) => (releaseReads = resolve));
    try {
      const [notification] = google.putEvent(email, email, timed("slow", start, 60));
      const ctx = createExecutionContext();
      const answer = await worker.fetch(new Request(notification!.address, { method: "POST", headers: notification!.headers }), env, ctx);
      expect(answer.status).toBe(200);
      expect((await busyOf(host.userId)).results).not.toContainEqual({ start, end: start + 3_600_000 });
      releaseReads();
      await waitOnExecutionContext(ctx);
    } finally {
      slowEventReads = null;
      releaseReads();
    }
    expect((await busyOf(host.userId)).results).toContainEqual({ start, end: start + 3_600_000 });
  });

  it("ignores a forged push, a push for an unknown channel, and refuses a 2 MB body, changing nothing", async () => {
    const { host, email, connection } = await connectedHost("gforged");
    await tick(host.user.token, connection.id, [email]);
    const [channel] = google.channels().filter((candidate) => candidate.calendarId === email);
    const start = Date.parse(`${dateAhead(14)}T10:00:00Z`);
    google.putEvent(email, email, timed("unannounced", start, 60));
    const lists = google.requests().length;
    const address = "https://hangout.test/api/calendar-connections/push/google";
    const forged = await workerFetch(address, { method: "POST", headers: { "x-goog-channel-id": channel!.id, "x-goog-channel-token": "guessed", "x-goog-resource-state": "exists" } });
    const unknown = await workerFetch(address, { method: "POST", headers: { "x-goog-channel-id": crypto.randomUUID(), "x-goog-channel-token": channel!.token } });
    const huge = await workerFetch(address, { method: "POST", headers: { "x-goog-channel-id": channel!.id, "x-goog-channel-token": channel!.token, "content-type": "application/octet-stream" }, body: new Uint8Array(2 * 1024 * 1024) });
    expect([forged.status, unknown.status, huge.status]).toEqual([200, 200, 413]);
    expect(google.requests().length).toBe(lists);
    expect((await busyOf(host.userId)).results).toEqual([]);
  });

  it("catches up without a push on the next cron tick, and reads everything again after 410 Gone", async () => {
    const { host, email, connection } = await connectedHost("gcron");
    await tick(host.user.token, connection.id, [email]);
    const start = Date.parse(`${dateAhead(15)}T09:00:00Z`);
    google.putEvent(email, email, timed("no-push", start, 60));
    await runCron(Date.now() + 16 * 60_000);
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);

    google.expireSyncTokens(email, email);
    google.putEvent(email, email, timed("after-gone", start + 7_200_000, 60));
    await runCron(Date.now() + 32 * 60_000);
    expect((await busyOf(host.userId)).results).toEqual([
      { start, end: start + 3_600_000 },
      { start: start + 7_200_000, end: start + 10_800_000 },
    ]);
    const calendar = await env.DB.prepare("select last_error as error, sync_token as token from calendar_subscriptions where connection_id = ?").bind(connection.id).first<{ error: string | null; token: string }>();
    expect(calendar).toMatchObject({ error: null, token: expect.stringMatching(/^sync-1-/) });
  });

  it("keeps the last busy time through 500s and a 429, and records why", async () => {
    const { host, email, connection } = await connectedHost("gfaults");
    const start = Date.parse(`${dateAhead(16)}T09:00:00Z`);
    google.putEvent(email, email, timed("kept", start, 60));
    await tick(host.user.token, connection.id, [email]);
    google.putEvent(email, email, timed("later", start + 7_200_000, 60));
    // Only this calendar's reads fail: the cron reads the other tests' calendars too.
    const ownList = new RegExp(`^GET /calendar/v3/calendars/${encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/events$`);
    google.fail({ match: ownList, status: 500 });
    await runCron(Date.now() + 16 * 60_000);
    google.fail({ match: ownList, status: 429, headers: { "retry-after": "120" }, body: { error: { code: 429, message: "Rate Limit Exceeded", errors: [{ reason: "rateLimitExceeded" }] } } });
    await runCron(Date.now() + 32 * 60_000);
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);
    const calendar = await env.DB.prepare("select last_error as error, consecutive_failures as failures from calendar_subscriptions where connection_id = ?").bind(connection.id).first();
    expect(calendar).toEqual({ error: "Google asked Hangout to slow down; it tries again shortly.", failures: 2 });
    await runCron(Date.now() + 48 * 60_000);
    expect((await busyOf(host.userId)).results).toHaveLength(2);
  });
});

describe("tokens", () => {
  it("refreshes an access token Google no longer takes and goes on, storing the new one sealed", async () => {
    const { host, email, connection } = await connectedHost("grefresh");
    await tick(host.user.token, connection.id, [email]);
    const sealedBefore = await countRows("select count(*) as n from calendar_connections where id = ? and access_token_sealed like 'v1.%'", connection.id);
    const before = await env.DB.prepare("select access_token_sealed as token from calendar_connections where id = ?").bind(connection.id).first<{ token: string }>();
    google.expireAccessTokens();
    const start = Date.parse(`${dateAhead(25)}T09:00:00Z`);
    expect(await push(google.putEvent(email, email, timed("after-refresh", start, 60)))).toEqual([200]);
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);
    const after = await env.DB.prepare("select access_token_sealed as token, status from calendar_connections where id = ?").bind(connection.id).first<{ token: string; status: string }>();
    expect(sealedBefore).toBe(1);
    expect(after).toMatchObject({ status: "active", token: expect.stringMatching(/^v1\./) });
    expect(after!.token).not.toBe(before!.token);
  });
});

describe("a refused grant", () => {
  it("marks the connection broken, mails the host once, and a reconnect heals it", async () => {
    const { host, email, connection } = await connectedHost("grevoked");
    await tick(host.user.token, connection.id, [email]);
    google.revokeGrant(email);
    google.expireAccessTokens();
    await runCron(Date.now() + 16 * 60_000);
    await runCron(Date.now() + 32 * 60_000);
    const listed = await api<{ connections: (Connection & { broken_reason: string })[] }>("GET", "/api/calendar-connections", { token: host.user.token });
    expect(listed.body.connections[0]).toMatchObject({ status: "broken", broken_reason: "Google no longer accepts Hangout's access; connect the account again." });
    const mails = await waitForMail(host.user.email, 1, 10_000, (message) => message.subject.startsWith("Connect Google Calendar again"));
    expect(mails).toHaveLength(1);
    expect(await countRows("select count(*) as n from email_outbox where to_address = ? and kind = 'calendar-connection-broken'", host.user.email)).toBe(1);

    google.consentAs(email);
    const verifier = verifierOf("grevoked-again");
    const healed = await complete(host.user.token, await startConsent(host.user.token, verifier), verifier);
    expect(healed).toMatchObject({ status: 201, body: { id: connection.id, status: "active" } });
    const start = Date.parse(`${dateAhead(17)}T09:00:00Z`);
    await push(google.putEvent(email, email, timed("after-heal", start, 60)));
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);
  });
});

describe("disconnecting", () => {
  it("stops the channels and revokes the grant at Google, then forgets the connection and its busy time", async () => {
    const { host, email, connection } = await connectedHost("gdisconnect");
    google.putEvent(email, email, timed("busy", Date.parse(`${dateAhead(18)}T09:00:00Z`), 60));
    await tick(host.user.token, connection.id, [email, `family-${email}`]);
    const removed = await api("DELETE", `/api/calendar-connections/${connection.id}`, { token: host.user.token });
    expect(removed.status).toBe(200);
    expect(google.channels().filter((channel) => channel.calendarId.endsWith(email)).every((channel) => channel.stopped)).toBe(true);
    expect(google.revoked()).toHaveLength(1);
    expect((await busyOf(host.userId)).results).toEqual([]);
    expect(await countRows("select count(*) as n from calendar_connections where id = ?", connection.id)).toBe(0);
  });

  it("happens on account deletion too", async () => {
    const { host, email, connection } = await connectedHost("gdelete");
    await tick(host.user.token, connection.id, [email]);
    const revokedBefore = google.revoked().length;
    const deleted = await api("DELETE", "/api/settings/account", { token: host.user.token, json: { password: host.user.password } });
    expect(deleted.status).toBe(200);
    expect(google.channels().filter((channel) => channel.calendarId === email).every((channel) => channel.stopped)).toBe(true);
    expect(google.revoked().length).toBe(revokedBefore + 1);
  });
});

interface QueueResult {
  explicitAcks: string[];
  retryMessages: { msgId: string }[];
  /** The delays the consumer asked the queue for. */
  delays: (number | undefined)[];
}

async function deliver(id: number): Promise<QueueResult> {
  const batch = createMessageBatch("hangout-email", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: { kind: "provider-write", id } }]);
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = (await getQueueResult(batch, ctx)) as Omit<QueueResult, "delays">;
  return { ...result, delays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

const writesOf = (bookingId: number) =>
  env.DB.prepare("select id, status, attempts from provider_writes where booking_id = ? order by id").bind(bookingId).all<{ id: number; status: string; attempts: number }>();

/** Runs each pending write of the booking, as the queue would. */
async function deliverPending(bookingId: number): Promise<QueueResult[]> {
  const rows = (await writesOf(bookingId)).results.filter((row) => row.status === "pending");
  return Promise.all(rows.map((row) => deliver(row.id)));
}

describe("bookings written into the chosen Google calendar", () => {
  it("creates ONE event with the booking's iCalUID, moves it on reschedule, deletes it on cancel", async () => {
    const { host, email, connection } = await connectedHost("gwrite");
    expect((await tick(host.user.token, connection.id, [], `family-${email}`)).body.calendars.find((calendar) => calendar.write)?.name).toBe("Family");
    const date = dateAhead(19);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "10:00", "UTC"), duration: 30 });
    expect(booked.status).toBe(201);
    const uid = await env.DB.prepare("select ics_uid as uid from bookings where id = ?").bind(booked.body.booking.id).first<{ uid: string }>();
    await deliverPending(booked.body.booking.id);
    const written = () => google.events(email, `family-${email}`).filter((event) => event.iCalUID === uid!.uid);
    expect(written()).toEqual([expect.objectContaining({ status: "confirmed", start: { dateTime: new Date(instantAt(date, "10:00", "UTC")).toISOString(), timeZone: "UTC" } })]);

    const moved = await api("POST", `/api/public/bookings/${booked.body.booking.cancellation_token}/reschedule`, { json: { startTime: instantAt(date, "12:00", "UTC") }, headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(moved.status).toBe(200);
    await deliverPending(booked.body.booking.id);
    expect(written()).toEqual([expect.objectContaining({ status: "confirmed", sequence: 1, start: { dateTime: new Date(instantAt(date, "12:00", "UTC")).toISOString(), timeZone: "UTC" } })]);

    expect((await api("DELETE", `/api/public/bookings/${booked.body.booking.cancellation_token}`)).status).toBe(200);
    await deliverPending(booked.body.booking.id);
    expect(written()).toEqual([expect.objectContaining({ status: "cancelled" })]);
    expect((await writesOf(booked.body.booking.id)).results.every((row) => row.status === "done")).toBe(true);
  });

  it("makes no second event when a create is retried after a lost answer, and waits out a 429's Retry-After", async () => {
    const { host, email, connection } = await connectedHost("gretry");
    await tick(host.user.token, connection.id, [], email);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(20), "10:00", "UTC"), duration: 30 });
    const [write] = (await writesOf(booked.body.booking.id)).results;

    google.fail({ match: /^POST \/calendar\/v3\/calendars\/[^/]+\/events\/import$/, status: 502, afterHandling: true });
    const lost = await deliver(write!.id);
    expect(lost.retryMessages).toHaveLength(1);
    google.fail({ match: /^POST \/calendar\/v3\/calendars\/[^/]+\/events\/import$/, status: 429, headers: { "retry-after": "90" } });
    const busy = await deliver(write!.id);
    expect(busy.delays[0]).toBeGreaterThanOrEqual(90);
    expect(busy.delays[0]).toBeLessThanOrEqual(135);
    expect((await writesOf(booked.body.booking.id)).results).toEqual([expect.objectContaining({ status: "pending", attempts: 2 })]);

    expect((await deliver(write!.id)).explicitAcks).toHaveLength(1);
    const uid = await env.DB.prepare("select ics_uid as uid from bookings where id = ?").bind(booked.body.booking.id).first<{ uid: string }>();
    expect(google.events(email, email).filter((event) => event.iCalUID === uid!.uid)).toHaveLength(1);
  });

  it("writes a collective team booking into each host's own chosen calendar", async () => {
    const first = await connectedHost("gteamone");
    const second = await connectedHost("gteamtwo");
    await tick(first.host.user.token, first.connection.id, [], first.email);
    await tick(second.host.user.token, second.connection.id, [], `family-${second.email}`);
    const team = await createTeamType({ assignment: "collective", hosts: [first.host, second.host] });
    const booked = await postBooking({ eventTypeSlug: team.slug, startTime: instantAt(dateAhead(21), "10:00", "UTC"), duration: 30 });
    expect(booked.status).toBe(201);
    await deliverPending(booked.body.booking.id);
    const uid = await env.DB.prepare("select ics_uid as uid from bookings where id = ?").bind(booked.body.booking.id).first<{ uid: string }>();
    expect(google.events(first.email, first.email).filter((event) => event.iCalUID === uid!.uid)).toHaveLength(1);
    expect(google.events(second.email, `family-${second.email}`).filter((event) => event.iCalUID === uid!.uid)).toHaveLength(1);
  });

  it("has one calendar for bookings: choosing a Google one clears a CalDAV account's", async () => {
    const { host, email, connection } = await connectedHost("gone");
    await env.DB.prepare(
      `insert into caldav_accounts (user_id, server_url, username, password_sealed, calendars, write_calendar_url) values (?, 'https://dav.example', 'host', 'v1.x.y', '[]', 'https://dav.example/cal/')`,
    )
      .bind(host.userId)
      .run();
    await tick(host.user.token, connection.id, [], email);
    expect(await countRows("select count(*) as n from caldav_accounts where user_id = ? and write_calendar_url is not null", host.userId)).toBe(0);
  });
});

describe("Google Meet places", () => {
  const meetType = (host: { eventTypeId: number; user: { token: string } }, json: object = {}) =>
    api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { location_kind: "google_meet", location: "Google Meet", ...json } });
  const mailsOf = (bookingId: number, kind: string) => countRows("select count(*) as n from email_outbox where booking_id = ? and kind = ?", bookingId, kind);
  const meetingUrlOf = async (bookingId: number) => (await env.DB.prepare("select meeting_url as url from bookings where id = ?").bind(bookingId).first<{ url: string | null }>())!.url;
  const storedLink = (bookingId: number) => vi.waitFor(async () => (await meetingUrlOf(bookingId)) ?? Promise.reject(new Error("no link yet")), { timeout: 10_000 });

  /** A host whose booking calendar is their primary Google calendar, with a Meet type. */
  async function meetHost(prefix: string) {
    const connected = await connectedHost(prefix);
    await tick(connected.host.user.token, connected.connection.id, [], connected.email);
    expect((await meetType(connected.host)).status).toBe(200);
    return connected;
  }

  it("makes the link with the host's calendar write, stores it, mails it to both sides once; the pages show it; a retried write makes no second event, conference or mail", async () => {
    const { host, email } = await meetHost("gmeet");
    const booker = `${unique("gmeetbooker")}@example.com`;
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(22), "10:00", "UTC"), duration: 30, email: booker });
    expect(booked.status).toBe(201);
    const { id, cancellation_token: token } = booked.body.booking;
    expect(booked.body.booking).toMatchObject({ location: "Google Meet", location_kind: "google_meet", meeting_url: null });
    const [confirmation] = await waitForMail(booker, 1, 10_000, (mail) => mail.subject.startsWith("Confirmed"));
    expect(confirmation!.text).toContain("The meeting link will follow by e-mail.");

    await deliverPending(id);
    const link = await storedLink(id);
    const uid = (await env.DB.prepare("select ics_uid as uid from bookings where id = ?").bind(id).first<{ uid: string }>())!.uid;
    const [event] = google.events(email, email).filter((candidate) => candidate.iCalUID === uid);
    expect(event!.hangoutLink).toBe(link);
    expect(event!.conferenceData?.entryPoints?.[0]?.uri).toBe(link);
    const [linkMail] = await waitForMail(booker, 1, 10_000, (mail) => mail.subject.startsWith("Meeting link"));
    expect(linkMail!.text).toContain(`Join: ${link}`);
    expect(linkMail!.ics).toContain(`URL:${link}`);
    const [hostLinkMail] = await waitForMail(host.user.email, 1, 10_000, (mail) => mail.subject.startsWith("Meeting link"));
    expect(hostLinkMail!.text).toContain(link);
    expect((await api<{ booking: { meeting_url: string | null } }>("GET", `/api/public/bookings/${token}`)).body.booking.meeting_url).toBe(link);
    const page = await (await workerFetch(`https://hangout.test/cancel/${token}`)).text();
    expect(page).toContain(`href="${link}"`);

    // The write again (a redelivery, or the queue's sweep): the same event, no second conference, no second mail.
    const conferences = google.requests().filter((request) => request.startsWith("PATCH ")).length;
    await env.DB.prepare("update provider_writes set status = 'pending' where booking_id = ?").bind(id).run();
    await deliverPending(id);
    expect(google.events(email, email).filter((candidate) => candidate.iCalUID === uid)).toHaveLength(1);
    expect(google.requests().filter((request) => request.startsWith("PATCH ")).length).toBe(conferences);
    expect(await mailsOf(id, "meeting-link")).toBe(1);
    expect(await meetingUrlOf(id)).toBe(link);
  });

  it("gets each booking a Meet of its own, as Google mints one per conference", async () => {
    const { host, email } = await meetHost("gmeettwo");
    const date = dateAhead(27);
    const meet = async (time: string) => {
      const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration: 30, email: `${unique("gmeettwo")}@example.com` });
      expect(booked.status).toBe(201);
      await deliverPending(booked.body.booking.id);
      return storedLink(booked.body.booking.id);
    };
    const links = [await meet("10:00"), await meet("11:00")];
    expect(links[0]).not.toBe(links[1]);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
      const [event] = google.events(email, email).filter((candidate) => candidate.hangoutLink === link);
      expect(event!.conferenceData?.conferenceId).toBe(link.split("/").pop());
    }
  });

  it("tells the booker and the host once when Google stays down past the attempts, and the link still comes when it answers again", async () => {
    const { host } = await meetHost("gmeetdown");
    for (let attempt = 0; attempt < 6; attempt += 1) google.fail({ match: /^POST \/calendar\/v3\/calendars\/[^/]+\/events\/import$/, status: 503 });
    const booker = `${unique("gmeetdown")}@example.com`;
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(23), "10:00", "UTC"), duration: 30, email: booker });
    const { id } = booked.body.booking;
    const [write] = (await writesOf(id)).results;
    await vi.waitFor(
      async () => {
        await deliver(write!.id);
        const [row] = (await writesOf(id)).results;
        if (row!.attempts < 6) throw new Error(`attempt ${row!.attempts}`);
      },
      { timeout: 20_000, interval: 10 },
    );
    const [told] = await waitForMail(booker, 1, 10_000, (mail) => mail.subject.startsWith("No meeting link yet"));
    expect(told!.text).toContain("The Google Meet link for this meeting could not be made.");
    const [hostTold] = await waitForMail(host.user.email, 1, 10_000, (mail) => mail.subject.startsWith("No meeting link yet"));
    expect(hostTold!.text).toContain("Please send Ada Lovelace a way to join.");

    await deliver(write!.id);
    const link = await storedLink(id);
    const [linkMail] = await waitForMail(booker, 1, 10_000, (mail) => mail.subject.startsWith("Meeting link"));
    expect(linkMail!.text).toContain(link);
    expect(await mailsOf(id, "meeting-link-failed")).toBe(1);
  });

  it("books a Jitsi room when the host's Google account is gone, and refuses Meet on a team type or a type with seats", async () => {
    const { host, connection } = await meetHost("gmeetgone");
    expect((await api("DELETE", `/api/calendar-connections/${connection.id}`, { token: host.user.token })).status).toBe(200);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(24), "10:00", "UTC"), duration: 30 });
    expect(booked.status).toBe(201);
    expect(booked.body.booking.location_kind).toBe("jitsi");
    expect(booked.body.booking.meeting_url).toMatch(/^https:\/\/.+\/[0-9a-f]{32}$/);

    const seated = await meetType(host, { seats: 3 });
    expect(seated).toMatchObject({ status: 400, body: { error: "Google Meet and Microsoft Teams meetings are made in the host's own calendar account: only personal booking types without seats can have them." } });
    const team = await createTeamType({ assignment: "round-robin", hosts: [host] });
    const onTeam = await meetType({ eventTypeId: team.eventTypeId, user: host.user });
    expect(onTeam.status).toBe(400);
  });
});

describe("seats written into the chosen Google calendar", () => {
  /** The calendar's standing events as start and attendee lines (the description after its heading). */
  const standing = (email: string) =>
    google
      .events(email, email)
      .filter((event) => event.status !== "cancelled")
      .map((event) => ({ uid: event.iCalUID, start: event.start?.dateTime, attendees: event.description?.split("\n").slice(1).map((line) => line.split(" <")[0]) }))
      .sort((a, b) => (a.start ?? "").localeCompare(b.start ?? ""));
  const seatUidOf = async (id: number) => (await env.DB.prepare("select seat_uid as uid from bookings where id = ?").bind(id).first<{ uid: string }>())!.uid;
  const at = (date: string, time: string) => new Date(instantAt(date, time, "UTC")).toISOString();

  it("keeps ONE event per seated time, keyed by its seat key, rewritten as seats join, leave and move, and gone with its last seat", async () => {
    const { host, email, connection } = await connectedHost("gseats");
    await tick(host.user.token, connection.id, [], email);
    const date = dateAhead(26);
    const { book, move, cancel } = await seatBookings(host, date, deliverPending);

    const ada = await book("Ada", "10:00");
    const grace = await book("Grace", "10:00");
    const linus = await book("Linus", "10:00");
    const first = await seatUidOf(ada.id);
    expect(standing(email)).toEqual([{ uid: first, start: at(date, "10:00"), attendees: ["Ada", "Grace", "Linus"] }]);

    await move(linus, "12:00");
    const second = await seatUidOf(linus.id);
    expect(standing(email)).toEqual([
      { uid: first, start: at(date, "10:00"), attendees: ["Ada", "Grace"] },
      { uid: second, start: at(date, "12:00"), attendees: ["Linus"] },
    ]);

    await cancel(ada);
    await move(grace, "12:00");
    expect(standing(email)).toEqual([{ uid: second, start: at(date, "12:00"), attendees: ["Grace", "Linus"] }]);

    await cancel(grace);
    await move(linus, "14:00");
    expect(standing(email)).toEqual([{ uid: await seatUidOf(linus.id), start: at(date, "14:00"), attendees: ["Linus"] }]);

    await cancel(linus);
    expect(standing(email)).toEqual([]);
    expect(await countRows("select count(*) as n from provider_events where connection_id = ?", connection.id)).toBe(0);
  });
});
