import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pkceChallenge } from "../../worker/calendar-connections/connect";
import worker from "../../worker/index";
import type { GraphEvent } from "../../worker/microsoft/microsoft-wire";
import { createFakeMicrosoft, type GraphNotification } from "../servers/fake-microsoft";
import { countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api, registerUser, unique } from "./helpers";
import { deliverPush } from "./push-delivery";
import { seatBookings } from "./seat-bookings";

/*
 * Outlook / Microsoft 365 connections inside workerd, against the fake Microsoft identity platform and
 * Graph of test/servers/fake-microsoft.ts behind a fetch stub for https://microsoft.test: the consent
 * flow and its refusals, busy time read by calendarView/delta and pushed by change notifications (with
 * the validation handshake answered by the app itself), the grant refused, disconnect, and bookings written.
 */

const REDIRECT = "https://hangout.test/settings/connect/microsoft";
const PUSH = "https://hangout.test/api/calendar-connections/push/microsoft";
const microsoft = createFakeMicrosoft({ redirectUris: [REDIRECT], graphBase: "https://microsoft.test/v1.0", deliver: (request) => workerFetch(request) });
const realFetch = globalThis.fetch;

beforeAll(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).hostname === "microsoft.test" ? microsoft.handle(request) : realFetch(input, init);
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

async function consent(url: string): Promise<URL> {
  const page = await (await microsoft.handle(new Request(url))).text();
  const href = /id="allow" href="([^"]+)"/.exec(page)?.[1];
  if (!href) throw new Error(`No consent link in ${page}`);
  return new URL(href.replace(/&#38;/g, "&"));
}

async function startConsent(token: string, verifier: string): Promise<URL> {
  const started = await api<{ url: string }>("POST", "/api/calendar-connections/microsoft/start", { token, json: { code_challenge: pkceChallenge(verifier) } });
  expect(started.status).toBe(200);
  return consent(started.body.url);
}

const complete = (token: string, back: URL, verifier: string | undefined) =>
  api<Connection & { error?: string }>("POST", "/api/calendar-connections/microsoft/complete", {
    token,
    json: { state: back.searchParams.get("state"), code: back.searchParams.get("code"), ...(verifier === undefined ? {} : { code_verifier: verifier }) },
  });

/** A host with a Microsoft account of two calendars (plus a read-only one), connected. */
async function connectedHost(prefix: string) {
  const host = await createHost({ durations: [30] });
  const email = `${unique(prefix)}@outlook.example`;
  microsoft.addAccount(email, [
    { id: `cal-${email}`, name: "Calendar" },
    { id: `family-${email}`, name: "Family" },
    { id: `shared-${email}`, name: "Shared", canEdit: false },
  ]);
  microsoft.consentAs(email);
  const verifier = verifierOf(prefix);
  const connected = await complete(host.user.token, await startConsent(host.user.token, verifier), verifier);
  expect(connected.status).toBe(201);
  return { host, email, calendar: `cal-${email}`, connection: connected.body };
}

const tick = (token: string, id: number, busy: string[], write: string | null = null) =>
  api<Connection>("PUT", `/api/calendar-connections/${id}`, { token, json: { busy_calendars: busy, write_calendar: write } });

const busyOf = (userId: number) =>
  env.DB.prepare("select start_time as start, end_time as end from subscription_busy where user_id = ? order by start_time").bind(userId).all<{ start: number; end: number }>();

const versionOf = (userId: number) => countRows("select availability_version as n from users where id = ?", userId);

/** Delivers Graph's change notifications to the app, as Graph would; answers the statuses. */
const push = (notifications: GraphNotification[]) =>
  Promise.all(notifications.map(({ address, body }) => deliverPush(new Request(address, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }))));

const utc = (instant: number) => ({ dateTime: new Date(instant).toISOString().replace("Z", "0000"), timeZone: "UTC" });

const timed = (id: string, start: number, minutes: number, extra: Partial<GraphEvent> = {}): GraphEvent => ({
  id,
  showAs: "busy",
  isAllDay: false,
  isCancelled: false,
  start: utc(start),
  end: utc(start + minutes * 60_000),
  ...extra,
});

async function runCron(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: at }), env, ctx);
}

const deltaReads = () => microsoft.requests().filter((request) => request.includes("/calendarView/delta")).length;

describe("connecting a Microsoft account", () => {
  it("stores the grant sealed, lists the account's calendars, and offers the button only when configured", async () => {
    const { host, email, connection } = await connectedHost("mconnect");
    expect(connection).toMatchObject({ account_email: email, status: "active" });
    expect(connection.calendars.map((calendar) => calendar.name)).toEqual(["Calendar", "Family", "Shared"]);
    const row = await env.DB.prepare("select access_token_sealed as access, refresh_token_sealed as refresh from calendar_connections where id = ?").bind(connection.id).first<{ access: string; refresh: string }>();
    expect(row!.access).toMatch(/^v1\./);
    expect(row!.refresh).not.toContain("M.R3_");
    const listed = await api<{ providers: { microsoft: boolean } }>("GET", "/api/calendar-connections", { token: host.user.token });
    expect(listed.body.providers.microsoft).toBe(true);
    const unconfigured = await worker.fetch(new Request("https://hangout.test/api/calendar-connections", { headers: { "x-auth-token": host.user.token } }), { ...env, MICROSOFT_CLIENT_ID: undefined }, createExecutionContext());
    expect(((await unconfigured.json()) as { providers: { microsoft: boolean } }).providers.microsoft).toBe(false);
  });

  it("asks for PKCE S256 and the fewest scopes", async () => {
    const user = await registerUser("mscopes");
    const started = await api<{ url: string }>("POST", "/api/calendar-connections/microsoft/start", { token: user.token, json: { code_challenge: pkceChallenge(verifierOf("s")) } });
    const url = new URL(started.body.url);
    expect(url.origin + url.pathname).toBe("https://microsoft.test/common/oauth2/v2.0/authorize");
    expect(url.searchParams.get("scope")).toBe("offline_access Calendars.ReadWrite User.Read");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);
  });

  it("refuses a state from another host, a reused code, a missing or wrong PKCE verifier: 400 and nothing stored", async () => {
    const owner = await registerUser("mowner");
    const other = await registerUser("mother");
    const email = `${unique("mbad")}@outlook.example`;
    microsoft.addAccount(email, [{ id: `cal-${email}`, name: "Calendar" }]);
    microsoft.consentAs(email);
    const verifier = verifierOf("mbad");
    const back = await startConsent(owner.token, verifier);

    const stolen = await complete(other.token, back, verifier);
    expect(stolen).toMatchObject({ status: 400, body: { error: "This sign-in was not started here or has expired. Please connect again." } });
    const missing = await complete(owner.token, back, undefined);
    expect(missing).toMatchObject({ status: 400, body: { error: "code_verifier: code_verifier is required." } });
    expect((await complete(owner.token, back, verifierOf("someone-else"))).status).toBe(400);
    expect(await countRows("select count(*) as n from calendar_connections where user_id in (?, ?)", owner.id, other.id)).toBe(0);

    expect((await complete(owner.token, back, verifier)).status).toBe(201);
    expect((await complete(owner.token, back, verifier)).status).toBe(400);
    // A fresh state cannot redeem the spent code either: the token endpoint answers invalid_grant.
    const fresh = await api<{ url: string }>("POST", "/api/calendar-connections/microsoft/start", { token: owner.token, json: { code_challenge: pkceChallenge(verifier) } });
    const replay = new URL(back);
    replay.searchParams.set("state", new URL(fresh.body.url).searchParams.get("state")!);
    const reused = await complete(owner.token, replay, verifier);
    expect(reused).toMatchObject({ status: 400, body: { error: "Microsoft no longer accepts Hangout's access; connect the account again." } });
    expect(await countRows("select count(*) as n from calendar_connections where user_id = ?", owner.id)).toBe(1);
  });
});

describe("busy times from Outlook", () => {
  it("reads the ticked calendars by calendarView/delta across pages, subscribes through the handshake, and blocks a notified event with no cron tick", async () => {
    const { host, email, calendar, connection } = await connectedHost("mbusy");
    const start = Date.parse(`${dateAhead(10)}T10:00:00Z`);
    microsoft.putEvent(email, calendar, timed("existing", start, 60));
    microsoft.putEvent(email, calendar, timed("free", start + 3 * 3_600_000, 60, { showAs: "free" }));
    microsoft.putEvent(email, calendar, timed("cancelled", start + 4 * 3_600_000, 60, { isCancelled: true }));
    microsoft.putEvent(email, `family-${email}`, { id: "allday-free", isAllDay: true, showAs: "free", start: utc(Date.parse(`${dateAhead(11)}T00:00:00Z`)), end: utc(Date.parse(`${dateAhead(12)}T00:00:00Z`)) });
    microsoft.putEvent(email, `family-${email}`, { id: "allday-tentative", isAllDay: true, showAs: "tentative", start: utc(Date.parse(`${dateAhead(12)}T00:00:00Z`)), end: utc(Date.parse(`${dateAhead(13)}T00:00:00Z`)) });
    const allDayBusy = Date.parse(`${dateAhead(13)}T00:00:00Z`);
    microsoft.putEvent(email, `family-${email}`, { id: "allday-busy", isAllDay: true, showAs: "busy", start: utc(allDayBusy), end: utc(allDayBusy + 86_400_000) });

    const ticked = await tick(host.user.token, connection.id, [calendar, `family-${email}`]);
    expect(ticked.status).toBe(200);
    const live = microsoft.subscriptions().filter((subscription) => subscription.calendarId.endsWith(email) && !subscription.deleted);
    expect(live.map((subscription) => subscription.address)).toEqual([PUSH, PUSH]);
    expect((await busyOf(host.userId)).results).toEqual([
      { start, end: start + 3_600_000 },
      { start: allDayBusy, end: allDayBusy + 86_400_000 },
    ]);

    const before = await versionOf(host.userId);
    const reads = deltaReads();
    const statuses = await push(microsoft.putEvent(email, calendar, timed("pushed", start + 5 * 3_600_000, 30)));
    expect(statuses).toEqual([202]);
    expect((await busyOf(host.userId)).results).toContainEqual({ start: start + 5 * 3_600_000, end: start + 5 * 3_600_000 + 1_800_000 });
    expect(await versionOf(host.userId)).toBeGreaterThan(before);
    // The notification read only what changed: one GET of the delta link.
    expect(deltaReads()).toBe(reads + 1);

    await push(microsoft.deleteEvent(email, "existing"));
    expect((await busyOf(host.userId)).results).not.toContainEqual({ start, end: start + 3_600_000 });
    await push(microsoft.putEvent(email, calendar, timed("pushed", start + 5 * 3_600_000, 30, { showAs: "free" })));
    expect((await busyOf(host.userId)).results).toEqual([{ start: allDayBusy, end: allDayBusy + 86_400_000 }]);
  });

  it("echoes the validation token as text/plain, and ignores a forged clientState or an unknown subscription with 202, changing nothing", async () => {
    const { host, email, calendar, connection } = await connectedHost("mforged");
    await tick(host.user.token, connection.id, [calendar]);
    const handshake = await workerFetch(`${PUSH}?validationToken=${encodeURIComponent("Validation: Testing client application reachability for subscription Request-Id: 1")}`, { method: "POST" });
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await handshake.text()).toBe("Validation: Testing client application reachability for subscription Request-Id: 1");

    const [notification] = microsoft.putEvent(email, calendar, timed("unannounced", Date.parse(`${dateAhead(14)}T10:00:00Z`), 60));
    const reads = deltaReads();
    const send = (body: unknown) => workerFetch(PUSH, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const forged = await send({ value: [{ ...notification!.body.value[0], clientState: "guessed" }] });
    const unknown = await send({ value: [{ ...notification!.body.value[0], subscriptionId: crypto.randomUUID() }] });
    const garbage = await send({ nothing: true });
    const notJson = await workerFetch(PUSH, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect([forged.status, unknown.status, garbage.status, notJson.status]).toEqual([202, 202, 202, 202]);
    expect(deltaReads()).toBe(reads);
    expect((await busyOf(host.userId)).results).toEqual([]);
  });

  it("catches up without a notification on the next cron tick, and reads everything again after 410 syncStateNotFound", async () => {
    const { host, email, calendar, connection } = await connectedHost("mcron");
    await tick(host.user.token, connection.id, [calendar]);
    const start = Date.parse(`${dateAhead(15)}T09:00:00Z`);
    microsoft.putEvent(email, calendar, timed("no-push", start, 60));
    await runCron(Date.now() + 16 * 60_000);
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);

    microsoft.expireDeltaLinks(email, calendar);
    microsoft.putEvent(email, calendar, timed("after-gone", start + 7_200_000, 60));
    await runCron(Date.now() + 32 * 60_000);
    expect((await busyOf(host.userId)).results).toEqual([
      { start, end: start + 3_600_000 },
      { start: start + 7_200_000, end: start + 10_800_000 },
    ]);
    const stored = await env.DB.prepare("select last_error as error, sync_token as token from calendar_subscriptions where connection_id = ?").bind(connection.id).first<{ error: string | null; token: string }>();
    expect(stored).toMatchObject({ error: null, token: expect.stringMatching(/^https:\/\/microsoft\.test\/v1\.0\/.*\$deltatoken=1\./) });
  });

  it("renews a subscription from the cron a day before it ends: a new one through the handshake, the old one deleted", async () => {
    const { host, calendar, connection } = await connectedHost("mrenew");
    await tick(host.user.token, connection.id, [calendar]);
    const [first] = microsoft.subscriptions().filter((subscription) => subscription.calendarId === calendar);
    const later = 2 * 86_400_000 + 12 * 3_600_000;
    microsoft.advanceClock(later);
    await runCron(Date.now() + later);
    const mine = microsoft.subscriptions().filter((subscription) => subscription.calendarId === calendar);
    expect(mine).toEqual([expect.objectContaining({ id: first!.id, deleted: true }), expect.objectContaining({ deleted: false, address: PUSH })]);
    const stored = await env.DB.prepare("select channel_id as id from calendar_subscriptions where connection_id = ?").bind(connection.id).first<{ id: string }>();
    expect(stored!.id).toBe(mine[1]!.id);
  });

  it("keeps the last busy time through a 503 and a 429, and records why", async () => {
    const { host, email, calendar, connection } = await connectedHost("mfaults");
    const start = Date.parse(`${dateAhead(16)}T09:00:00Z`);
    microsoft.putEvent(email, calendar, timed("kept", start, 60));
    await tick(host.user.token, connection.id, [calendar]);
    microsoft.putEvent(email, calendar, timed("later", start + 7_200_000, 60));
    const ownDelta = new RegExp(`^GET /v1\\.0/me/calendars/${encodeURIComponent(calendar).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/calendarView/delta$`);
    microsoft.fail({ match: ownDelta, status: 503 });
    await runCron(Date.now() + 16 * 60_000);
    microsoft.fail({ match: ownDelta, status: 429, headers: { "retry-after": "120" }, body: { error: { code: "TooManyRequests", message: "Too many requests" } } });
    await runCron(Date.now() + 32 * 60_000);
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);
    const stored = await env.DB.prepare("select last_error as error, consecutive_failures as failures from calendar_subscriptions where connection_id = ?").bind(connection.id).first();
    expect(stored).toEqual({ error: "Microsoft asked Hangout to slow down; it tries again shortly.", failures: 2 });
    await runCron(Date.now() + 48 * 60_000);
    expect((await busyOf(host.userId)).results).toHaveLength(2);
  });

  it("reads an event's time in a Windows zone when Graph answers in one", async () => {
    const { host, email, calendar, connection } = await connectedHost("mzone");
    microsoft.putEvent(email, calendar, { id: "berlin", showAs: "busy", start: { dateTime: `${dateAhead(22)}T10:00:00.0000000`, timeZone: "W. Europe Standard Time" }, end: { dateTime: `${dateAhead(22)}T11:00:00.0000000`, timeZone: "W. Europe Standard Time" } });
    await tick(host.user.token, connection.id, [calendar]);
    const expected = Date.parse(`${dateAhead(22)}T10:00:00+01:00`);
    const [busy] = (await busyOf(host.userId)).results;
    // Berlin is one or two hours ahead of UTC, depending on the day's daylight saving time.
    expect([expected, expected - 3_600_000]).toContain(busy!.start);
    expect(busy!.end - busy!.start).toBe(3_600_000);
  });
});

describe("tokens", () => {
  it("refreshes an access token Graph no longer takes, storing the new (rotated) tokens sealed", async () => {
    const { host, email, calendar, connection } = await connectedHost("mrefresh");
    await tick(host.user.token, connection.id, [calendar]);
    const before = await env.DB.prepare("select access_token_sealed as access, refresh_token_sealed as refresh from calendar_connections where id = ?").bind(connection.id).first<{ access: string; refresh: string }>();
    microsoft.expireAccessTokens();
    const start = Date.parse(`${dateAhead(25)}T09:00:00Z`);
    expect(await push(microsoft.putEvent(email, calendar, timed("after-refresh", start, 60)))).toEqual([202]);
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);
    const after = await env.DB.prepare("select access_token_sealed as access, refresh_token_sealed as refresh, status from calendar_connections where id = ?").bind(connection.id).first<{ access: string; refresh: string; status: string }>();
    expect(after).toMatchObject({ status: "active" });
    expect(after!.access).not.toBe(before!.access);
    expect(after!.refresh).not.toBe(before!.refresh);
  });

  it("marks the connection broken on invalid_grant, mails the host once, and a reconnect heals it", async () => {
    const { host, email, calendar, connection } = await connectedHost("mrevoked");
    await tick(host.user.token, connection.id, [calendar]);
    microsoft.revokeGrant(email);
    microsoft.expireAccessTokens();
    await runCron(Date.now() + 16 * 60_000);
    await runCron(Date.now() + 32 * 60_000);
    const listed = await api<{ connections: (Connection & { broken_reason: string })[] }>("GET", "/api/calendar-connections", { token: host.user.token });
    expect(listed.body.connections[0]).toMatchObject({ status: "broken", broken_reason: "Microsoft no longer accepts Hangout's access; connect the account again." });
    const mails = await waitForMail(host.user.email, 1, 10_000, (message) => message.subject.startsWith("Connect Microsoft 365 again"));
    expect(mails).toHaveLength(1);
    expect(await countRows("select count(*) as n from email_outbox where to_address = ? and kind = 'calendar-connection-broken'", host.user.email)).toBe(1);

    microsoft.consentAs(email);
    const verifier = verifierOf("mrevoked-again");
    const healed = await complete(host.user.token, await startConsent(host.user.token, verifier), verifier);
    expect(healed).toMatchObject({ status: 201, body: { id: connection.id, status: "active" } });
    const start = Date.parse(`${dateAhead(17)}T09:00:00Z`);
    await push(microsoft.putEvent(email, calendar, timed("after-heal", start, 60)));
    expect((await busyOf(host.userId)).results).toEqual([{ start, end: start + 3_600_000 }]);
  });
});

describe("disconnecting", () => {
  it("deletes the subscriptions and forgets the tokens and busy time (Microsoft has no revocation endpoint)", async () => {
    const { host, email, calendar, connection } = await connectedHost("mdisconnect");
    microsoft.putEvent(email, calendar, timed("busy", Date.parse(`${dateAhead(18)}T09:00:00Z`), 60));
    await tick(host.user.token, connection.id, [calendar, `family-${email}`]);
    expect((await api("DELETE", `/api/calendar-connections/${connection.id}`, { token: host.user.token })).status).toBe(200);
    expect(microsoft.subscriptions().filter((subscription) => subscription.calendarId.endsWith(email)).every((subscription) => subscription.deleted)).toBe(true);
    expect((await busyOf(host.userId)).results).toEqual([]);
    expect(await countRows("select count(*) as n from calendar_connections where id = ?", connection.id)).toBe(0);
  });

  it("happens on account deletion too", async () => {
    const { host, email, calendar, connection } = await connectedHost("mdelete");
    await tick(host.user.token, connection.id, [calendar]);
    const deleted = await api("DELETE", "/api/settings/account", { token: host.user.token, json: { password: host.user.password } });
    expect(deleted.status).toBe(200);
    expect(microsoft.subscriptions().filter((subscription) => subscription.calendarId.endsWith(email)).every((subscription) => subscription.deleted)).toBe(true);
  });
});

async function deliver(id: number) {
  const batch = createMessageBatch("hangout-email", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: { kind: "provider-write", id } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return (await getQueueResult(batch, ctx)) as { explicitAcks: string[]; retryMessages: { msgId: string }[] };
}

const writesOf = (bookingId: number) =>
  env.DB.prepare("select id, status from provider_writes where booking_id = ? order by id").bind(bookingId).all<{ id: number; status: string }>();

async function deliverPending(bookingId: number) {
  const rows = (await writesOf(bookingId)).results.filter((row) => row.status === "pending");
  return Promise.all(rows.map((row) => deliver(row.id)));
}

describe("bookings written into the chosen Outlook calendar", () => {
  it("creates ONE event without attendees, moves it on reschedule (PATCH), deletes it on cancel", async () => {
    const { host, email, connection } = await connectedHost("mwrite");
    expect((await tick(host.user.token, connection.id, [], `family-${email}`)).body.calendars.find((calendar) => calendar.write)?.name).toBe("Family");
    const date = dateAhead(19);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "10:00", "UTC"), duration: 30 });
    expect(booked.status).toBe(201);
    await deliverPending(booked.body.booking.id);
    const written = () => microsoft.events(email, `family-${email}`);
    const at = (time: string) => ({ dateTime: new Date(instantAt(date, time, "UTC")).toISOString().replace("Z", ""), timeZone: "UTC" });
    expect(written()).toEqual([expect.objectContaining({ start: at("10:00"), showAs: "busy" })]);
    expect(written()[0]).not.toHaveProperty("attendees");
    const eventId = written()[0]!.id;
    const stored = await env.DB.prepare("select event_id as id from provider_events where booking_id = ?").bind(booked.body.booking.id).first<{ id: string }>();
    expect(stored!.id).toBe(eventId);

    const moved = await api("POST", `/api/public/bookings/${booked.body.booking.cancellation_token}/reschedule`, { json: { startTime: instantAt(date, "12:00", "UTC") }, headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(moved.status).toBe(200);
    await deliverPending(booked.body.booking.id);
    expect(written()).toEqual([expect.objectContaining({ id: eventId, start: at("12:00") })]);
    expect(microsoft.requests()).toContain(`PATCH /v1.0/me/events/${eventId}`);

    expect((await api("DELETE", `/api/public/bookings/${booked.body.booking.cancellation_token}`)).status).toBe(200);
    await deliverPending(booked.body.booking.id);
    expect(written()).toEqual([]);
    expect((await writesOf(booked.body.booking.id)).results.every((row) => row.status === "done")).toBe(true);
  });

  it("mails the host no invitation once their booking calendar is in Outlook (no second copy there); the booker's keeps its", async () => {
    const { host, email, calendar, connection } = await connectedHost("mnoinvite");
    const date = dateAhead(21);
    const before = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "09:00", "UTC"), duration: 30, email: `${unique("mbooker")}@example.com` });
    const [earlier] = await waitForMail(host.user.email, 1, 10_000, (mail) => mail.subject.includes("New booking"));
    expect(earlier!.ics).toContain("METHOD:REQUEST");
    expect(before.status).toBe(201);

    await tick(host.user.token, connection.id, [], calendar);
    const booker = `${unique("mbooker")}@example.com`;
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "11:00", "UTC"), duration: 30, email: booker });
    expect(booked.status).toBe(201);
    await deliverPending(booked.body.booking.id);
    expect(microsoft.events(email, calendar)).toHaveLength(1);
    const notifications = await waitForMail(host.user.email, 2, 10_000, (mail) => mail.subject.includes("New booking"));
    expect(notifications).toHaveLength(2);
    expect(notifications.filter((mail) => mail.ics === null)).toHaveLength(1);
    const [confirmation] = await waitForMail(booker);
    expect(confirmation!.ics).toContain("METHOD:REQUEST");
  });

  it("makes no second event when a create is retried after a lost answer (transactionId)", async () => {
    const { host, email, calendar, connection } = await connectedHost("mretry");
    await tick(host.user.token, connection.id, [], calendar);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(20), "10:00", "UTC"), duration: 30 });
    const [write] = (await writesOf(booked.body.booking.id)).results;
    microsoft.fail({ match: /^POST \/v1\.0\/me\/calendars\/[^/]+\/events$/, status: 502, afterHandling: true });
    expect((await deliver(write!.id)).retryMessages).toHaveLength(1);
    expect((await deliver(write!.id)).explicitAcks).toHaveLength(1);
    expect(microsoft.events(email, calendar)).toHaveLength(1);
  });
});

describe("Microsoft Teams places", () => {
  it("makes the Teams meeting with the host's calendar write (isOnlineMeeting), stores and mails its joinUrl once; a create retried after a lost answer makes no second event or meeting", async () => {
    const { host, email, calendar, connection } = await connectedHost("mteams");
    await tick(host.user.token, connection.id, [], calendar);
    const placed = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { location_kind: "teams", location: "Microsoft Teams" } });
    expect(placed.status).toBe(200);
    const booker = `${unique("mteamsbooker")}@example.com`;
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(22), "10:00", "UTC"), duration: 30, email: booker });
    expect(booked.body.booking).toMatchObject({ location: "Microsoft Teams", location_kind: "teams", meeting_url: null });
    const meetingsBefore = microsoft.teamsMeetingCount();

    const [write] = (await writesOf(booked.body.booking.id)).results;
    microsoft.fail({ match: /^POST \/v1\.0\/me\/calendars\/[^/]+\/events$/, status: 502, afterHandling: true });
    await deliver(write!.id);
    await deliver(write!.id);
    const link = await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("select meeting_url as url from bookings where id = ?").bind(booked.body.booking.id).first<{ url: string | null }>();
        return row!.url ?? Promise.reject(new Error("no link yet"));
      },
      { timeout: 10_000 },
    );
    expect(link).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
    expect(microsoft.events(email, calendar)).toEqual([expect.objectContaining({ isOnlineMeeting: true, onlineMeeting: { joinUrl: link } })]);
    expect(microsoft.teamsMeetingCount()).toBe(meetingsBefore + 1);
    const [linkMail] = await waitForMail(booker, 1, 10_000, (mail) => mail.subject.startsWith("Meeting link"));
    expect(linkMail!.text).toContain(`Join: ${link}`);
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'meeting-link'", booked.body.booking.id)).toBe(1);
  });
});

describe("seats written into the chosen Outlook calendar", () => {
  /** The calendar's events as start and attendee lines (the body after its heading). */
  const standing = (email: string, calendar: string) =>
    microsoft
      .events(email, calendar)
      .map((event) => ({ start: event.start?.dateTime, attendees: event.body?.content?.split("\n").slice(1).map((line) => line.split(" <")[0]) }))
      .sort((a, b) => (a.start ?? "").localeCompare(b.start ?? ""));
  const at = (date: string, time: string) => new Date(instantAt(date, time, "UTC")).toISOString().replace("Z", "");

  it("keeps ONE event per seated time, rewritten as seats join, leave and move, and deleted with its last seat", async () => {
    const { host, email, calendar, connection } = await connectedHost("mseats");
    await tick(host.user.token, connection.id, [], calendar);
    const date = dateAhead(26);
    const { book, move, cancel } = await seatBookings(host, date, deliverPending);

    const ada = await book("Ada", "10:00");
    const grace = await book("Grace", "10:00");
    const linus = await book("Linus", "10:00");
    expect(standing(email, calendar)).toEqual([{ start: at(date, "10:00"), attendees: ["Ada", "Grace", "Linus"] }]);

    await move(linus, "12:00");
    expect(standing(email, calendar)).toEqual([
      { start: at(date, "10:00"), attendees: ["Ada", "Grace"] },
      { start: at(date, "12:00"), attendees: ["Linus"] },
    ]);

    await cancel(ada);
    await move(grace, "12:00");
    expect(standing(email, calendar)).toEqual([{ start: at(date, "12:00"), attendees: ["Grace", "Linus"] }]);

    await cancel(grace);
    await move(linus, "14:00");
    expect(standing(email, calendar)).toEqual([{ start: at(date, "14:00"), attendees: ["Linus"] }]);

    await cancel(linus);
    expect(standing(email, calendar)).toEqual([]);
    expect(await countRows("select count(*) as n from provider_events where connection_id = ?", connection.id)).toBe(0);
  });
});
