import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sealSecret } from "../../worker/crypto/secret-box";
import worker from "../../worker/index";
import { countRows, createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api, registerUser } from "./helpers";

/*
 * CalDAV accounts inside workerd: what the routes refuse, and the calendar writes that ride
 * in a booking's batch and the queue. A server that is not there (a loopback port nobody listens on)
 * stands for an outage; the e2e test (test/e2e/caldav.test.ts) runs the real thing against Radicale.
 */

const NOWHERE = "https://127.0.0.1:9";

interface QueueResult {
  explicitAcks: string[];
  retryMessages: { msgId: string }[];
}

async function accountFor(userId: number, writeCalendarUrl: string | null = `${NOWHERE}/host/bookings/`): Promise<number> {
  const sealed = await sealSecret(env, "caldav-password", userId, "app-password");
  const row = await env.DB.prepare(
    `insert into caldav_accounts (user_id, server_url, username, password_sealed, calendars, write_calendar_url)
     values (?, ?, 'host', ?, ?, ?) returning id`,
  )
    .bind(userId, NOWHERE, sealed, JSON.stringify([{ url: `${NOWHERE}/host/bookings/`, name: "Bookings" }]), writeCalendarUrl)
    .first<{ id: number }>();
  return row!.id;
}

const writesOf = (bookingId: number) =>
  env.DB.prepare("select id, status, attempts from caldav_writes where booking_id = ? order by id").bind(bookingId).all<{ id: number; status: string; attempts: number }>();

async function deliver(body: unknown): Promise<QueueResult> {
  const batch = createMessageBatch("hangout-email", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return (await getQueueResult(batch, ctx)) as QueueResult;
}

describe("POST /api/caldav", () => {
  it.each([
    ["no body fields", {}, "server_url is required."],
    ["a server address that is not http(s)", { server_url: "ftp://calendar.example", username: "host", password: "pw" }, "server_url must be the CalDAV server's address, starting with https://."],
    ["an empty password", { server_url: "https://calendar.example", username: "host", password: "" }, "password is required."],
    ["an unknown field", { server_url: "https://calendar.example", username: "host", password: "pw", color: "red" }, undefined],
  ])("answers 400 to %s and stores nothing", async (_name, json, error) => {
    const user = await registerUser("caldavbad");
    const response = await api<{ error: string }>("POST", "/api/caldav", { token: user.token, json });
    expect(response.status).toBe(400);
    if (error) expect(response.body.error).toContain(error);
    else expect(response.body.error).toEqual(expect.any(String));
    expect(await countRows("select count(*) as n from caldav_accounts where user_id = ?", user.id)).toBe(0);
  });

  it("answers 400 with the reason when the server cannot be reached, storing nothing", async () => {
    const user = await registerUser("caldavdown");
    const response = await api<{ error: string }>("POST", "/api/caldav", { token: user.token, json: { server_url: NOWHERE, username: "host", password: "pw" } });
    expect(response).toMatchObject({ status: 400, body: { error: "The CalDAV server could not be reached." } });
    expect(await countRows("select count(*) as n from caldav_accounts where user_id = ?", user.id)).toBe(0);
  });

  it("needs a signed-in session", async () => {
    expect((await api("GET", "/api/caldav")).status).toBe(401);
  });
});

describe("PUT /api/caldav/{id}", () => {
  it("refuses a calendar the account does not have, and another host's account", async () => {
    const user = await registerUser("caldavchoice");
    const id = await accountFor(user.id, null);
    const unknown = await api<{ error: string }>("PUT", `/api/caldav/${id}`, { token: user.token, json: { busy_calendars: ["https://elsewhere.example/cal/"], write_calendar: null } });
    expect(unknown).toMatchObject({ status: 400, body: { error: "Each calendar must be one of the account's calendars." } });
    const write = await api("PUT", `/api/caldav/${id}`, { token: user.token, json: { busy_calendars: [], write_calendar: "https://elsewhere.example/cal/" } });
    expect(write.status).toBe(400);
    expect(await countRows("select count(*) as n from caldav_accounts where id = ? and write_calendar_url is not null", id)).toBe(0);

    const stranger = await registerUser("caldavstranger");
    expect((await api("PUT", `/api/caldav/${id}`, { token: stranger.token, json: { busy_calendars: [], write_calendar: null } })).status).toBe(404);
    expect((await api("DELETE", `/api/caldav/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await api("PUT", "/api/caldav/abc", { token: user.token, json: { busy_calendars: [], write_calendar: null } })).status).toBe(400);
  });
});

describe("calendar writes", () => {
  it("are written in the booking's and the cancellation's batch only for a host who writes bookings into a calendar", async () => {
    const plain = await createHost({ durations: [30] });
    const unconnected = await postBooking({ eventTypeSlug: plain.slug, startTime: instantAt(dateAhead(5), "10:00", "UTC"), duration: 30 });
    expect(unconnected.status).toBe(201);
    expect((await writesOf(unconnected.body.booking.id)).results).toEqual([]);

    const host = await createHost({ durations: [30] });
    await accountFor(host.userId);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(5), "11:00", "UTC"), duration: 30 });
    expect(booked.status).toBe(201);
    expect((await writesOf(booked.body.booking.id)).results).toEqual([expect.objectContaining({ status: "pending", attempts: 0 })]);

    const cancelled = await api("DELETE", `/api/public/bookings/${booked.body.booking.cancellation_token}`);
    expect(cancelled.status).toBe(200);
    expect((await writesOf(booked.body.booking.id)).results).toHaveLength(2);
    await api("DELETE", `/api/public/bookings/${booked.body.booking.cancellation_token}`);
    expect((await writesOf(booked.body.booking.id)).results).toHaveLength(2);
  });

  it("keep a write the server could not take: the row waits for a retry and the account shows why, the booking stands", async () => {
    const host = await createHost({ durations: [30] });
    const accountId = await accountFor(host.userId);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(6), "10:00", "UTC"), duration: 30 });
    const [write] = (await writesOf(booked.body.booking.id)).results;

    const result = await deliver({ caldavWriteId: write!.id });
    expect(result.retryMessages).toHaveLength(1);
    expect(result.explicitAcks).toEqual([]);
    expect((await writesOf(booked.body.booking.id)).results).toEqual([expect.objectContaining({ status: "pending", attempts: 1 })]);
    const account = await api<{ id: number; write_error: string | null }[]>("GET", "/api/caldav", { token: host.user.token });
    expect(account.body).toEqual([expect.objectContaining({ id: accountId, write_error: "The CalDAV server could not be reached." })]);
    expect(await countRows("select count(*) as n from bookings where id = ? and status = 'confirmed'", booked.body.booking.id)).toBe(1);
  });

  it("acknowledge a write that is already done without touching it", async () => {
    const host = await createHost({ durations: [30] });
    await accountFor(host.userId);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(7), "10:00", "UTC"), duration: 30 });
    const [write] = (await writesOf(booked.body.booking.id)).results;
    await env.DB.prepare("update caldav_writes set status = 'done' where id = ?").bind(write!.id).run();
    expect((await deliver({ caldavWriteId: write!.id })).explicitAcks).toHaveLength(1);
    expect((await writesOf(booked.body.booking.id)).results).toEqual([expect.objectContaining({ status: "done", attempts: 0 })]);
  });
});

describe("calendar writes for a reschedule", () => {
  const reschedule = (token: string, startTime: string) =>
    api("POST", `/api/public/bookings/${token}/reschedule`, { json: { startTime }, headers: { "CF-Connecting-IP": uniqueAddress() } });

  it("are one per move that took effect, and none for a move that lost its time (409)", async () => {
    const host = await createHost({ durations: [30], rules: everyDay("08:00", "18:00") });
    await accountFor(host.userId);
    const date = dateAhead(8);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "10:00", "UTC"), duration: 30 });
    const id = booked.body.booking.id;
    const other = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "12:00", "UTC"), duration: 30 });
    expect(other.status).toBe(201);

    expect((await reschedule(booked.body.booking.cancellation_token, instantAt(date, "14:00", "UTC"))).status).toBe(200);
    expect((await writesOf(id)).results).toEqual([expect.objectContaining({ status: "pending" }), expect.objectContaining({ status: "pending" })]);

    expect((await reschedule(booked.body.booking.cancellation_token, instantAt(date, "12:00", "UTC"))).status).toBe(409);
    expect((await writesOf(id)).results).toHaveLength(2);
  });

  it("are written only by the moves that win a race for the booking", async () => {
    const host = await createHost({ durations: [30], rules: everyDay("08:00", "18:00") });
    await accountFor(host.userId);
    const date = dateAhead(9);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "08:00", "UTC"), duration: 30 });
    const token = booked.body.booking.cancellation_token;
    const results = await Promise.all(["10:00", "11:00", "12:00", "13:00", "14:00", "15:00"].map((time) => reschedule(token, instantAt(date, time, "UTC"))));
    expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    const moves = results.filter((result) => result.status === 200).length;
    expect(moves).toBeGreaterThan(0);
    expect(await countRows("select sequence as n from bookings where id = ?", booked.body.booking.id)).toBe(moves);
    expect((await writesOf(booked.body.booking.id)).results).toHaveLength(1 + moves);
  });
});
