import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { answer } from "../scenarios/api";
import { createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { typedApi, uniqueAddress } from "./client";
import { api, registerUser } from "./helpers";
import { addEndpoint, deliveriesOf, UNREACHABLE } from "./webhooks-helpers";

const endpointCount = async (userId: number) =>
  (await env.DB.prepare("select count(*) as n from webhook_endpoints where user_id = ?").bind(userId).first<{ n: number }>())!.n;

// The first account of this file's database is its administrator (who cannot delete themselves).
beforeAll(async () => {
  await registerUser("admin");
});

describe("Settings → Webhooks: endpoints", () => {
  it("shows the signing secret once, stores it sealed, and lists the endpoint without it", async () => {
    const user = await registerUser("hooks");
    const added = await addEndpoint(user.token, ["booking.created", "booking.cancelled"]);
    expect(added).toMatchObject({ url: UNREACHABLE, events: ["booking.created", "booking.cancelled"], status: "active", consecutive_failures: 0 });
    expect(added.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const stored = await env.DB.prepare("select secret_sealed from webhook_endpoints where id = ?").bind(added.id).first<{ secret_sealed: string }>();
    expect(stored!.secret_sealed).not.toContain(added.secret.slice(6));
    const listed = await answer(typedApi({ token: user.token }).webhooks.$get());
    expect(listed.body).toEqual([{ id: added.id, url: UNREACHABLE, events: added.events, status: "active", consecutive_failures: 0, paused_at: null, created_at: added.created_at }]);
    expect(JSON.stringify(listed.body)).not.toContain(added.secret);
  });

  it.each([
    ["plain http", { url: "http://hooks.example.com/x", events: ["ping"] }, "url must start with https://."],
    ["http to loopback on a deployed instance", { url: "http://127.0.0.1:9000/x", events: ["ping"] }, "url must start with https://."],
    ["words", { url: "my server", events: ["ping"] }, "url must be a full address starting with https://."],
    ["no url", { events: ["ping"] }, "url: url is required."],
    ["no events", { url: UNREACHABLE, events: [] }, "events: Choose at least one event."],
    ["an unknown event", { url: UNREACHABLE, events: ["booking.paid"] }, "events.0: events can only hold booking.created, booking.rescheduled, booking.cancelled, booking.no_show, ping."],
    ["a repeated event", { url: UNREACHABLE, events: ["ping", "ping"] }, "events: events must not repeat an event."],
    ["an unknown field", { url: UNREACHABLE, events: ["ping"], secret: "mine" }, "Unknown field: secret."],
  ])("refuses %s with 400 and stores nothing", async (_, json, error) => {
    const user = await registerUser("hooks");
    const response = await api("POST", "/api/webhooks", { token: user.token, json });
    expect(response).toMatchObject({ status: 400, body: { error } });
    expect(await endpointCount(user.id)).toBe(0);
  });

  it("answers 404 for another user's endpoint on every route, and changes nothing", async () => {
    const owner = await registerUser("owner");
    const stranger = await registerUser("stranger");
    const endpoint = await addEndpoint(owner.token, ["booking.created"]);
    const calls: [string, string][] = [
      ["DELETE", `/api/webhooks/${endpoint.id}`],
      ["POST", `/api/webhooks/${endpoint.id}/resume`],
      ["POST", `/api/webhooks/${endpoint.id}/test`],
      ["GET", `/api/webhooks/${endpoint.id}/deliveries`],
      ["POST", `/api/webhooks/${endpoint.id}/deliveries/1/redeliver`],
    ];
    for (const [method, path] of calls) {
      expect(await api(method, path, { token: stranger.token })).toMatchObject({ status: 404, body: { error: "Webhook endpoint not found." } });
    }
    expect(await endpointCount(owner.id)).toBe(1);
    expect(await deliveriesOf({ endpointId: endpoint.id })).toEqual([]);
  });

  it("refuses personal API tokens (403) and strangers (401)", async () => {
    const user = await registerUser("hooks");
    const token = await answer(typedApi({ token: user.token }).settings["api-tokens"].$post({ json: { name: "script", scope: "read-write", expires_in_days: 7 } }));
    const bearer = { authorization: `Bearer ${token.body.token}` };
    expect((await api("GET", "/api/webhooks", { headers: bearer })).status).toBe(403);
    expect((await api("POST", "/api/webhooks", { headers: bearer, json: { url: UNREACHABLE, events: ["ping"] } })).status).toBe(403);
    expect((await api("GET", "/api/webhooks")).status).toBe(401);
  });

  it("deletes an endpoint with its deliveries", async () => {
    const user = await registerUser("hooks");
    const endpoint = await addEndpoint(user.token, ["ping"]);
    expect(await deliveriesOf({ endpointId: endpoint.id })).toHaveLength(1);
    expect((await answer(typedApi({ token: user.token }).webhooks[":id"].$delete({ param: { id: String(endpoint.id) } }))).body).toEqual({ message: "Webhook endpoint deleted." });
    expect(await endpointCount(user.id)).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from webhook_deliveries where url = ? and user_id = ?").bind(UNREACHABLE, user.id).first()).toEqual({ n: 0 });
  });
});

describe("deliveries written with the booking change", () => {
  async function hostWithEndpoints() {
    const host = await createHost({ durations: [30], timezone: "Europe/Berlin" });
    const created = await addEndpoint(host.user.token, ["booking.created"]);
    const cancelled = await addEndpoint(host.user.token, ["booking.cancelled"]);
    return { host, created, cancelled };
  }

  it("writes one booking.created delivery per subscribed endpoint with the booking's facts, and none for a refused booking", async () => {
    const { host, created } = await hostWithEndpoints();
    const startTime = instantAt(dateAhead(4), "10:00", "Europe/Berlin");
    const booking = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "ada@example.com", name: "Ada" });
    expect(booking.status).toBe(201);
    const refused = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, name: "Late" }, { address: uniqueAddress() });
    expect(refused.status).toBe(409);
    const deliveries = await deliveriesOf({ bookingId: booking.body.booking.id });
    expect(deliveries.map((delivery) => [delivery.endpoint_id, delivery.event_type])).toEqual([[created.id, "booking.created"]]);
    expect(deliveries[0]!.event_id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(JSON.parse(deliveries[0]!.snapshot)).toMatchObject({
      booking: { id: booking.body.booking.id, status: "confirmed", title: "Intro call", start: Date.parse(startTime), timeZone: "Europe/Berlin", bookerName: "Ada", bookerEmail: "ada@example.com", answers: [], previousStart: null },
    });
    const all = await env.DB.prepare("select count(*) as n from webhook_deliveries where user_id = ?").bind(host.userId).first<{ n: number }>();
    expect(all!.n).toBe(1);
  });

  it("writes one booking.cancelled delivery when the booker cancels, none when cancelling again", async () => {
    const { host, created, cancelled } = await hostWithEndpoints();
    const booking = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(5), "10:00", "Europe/Berlin"), duration: 30 });
    const link = () => typedApi({ address: uniqueAddress() }).public.bookings[":token"];
    expect((await answer(link().$delete({ param: { token: booking.body.booking.cancellation_token }, query: {}, json: {} }))).status).toBe(200);
    expect((await answer(link().$delete({ param: { token: booking.body.booking.cancellation_token }, query: {}, json: {} }))).status).toBe(200);
    const deliveries = await deliveriesOf({ bookingId: booking.body.booking.id });
    expect(deliveries.map((delivery) => [delivery.endpoint_id, delivery.event_type])).toEqual([
      [created.id, "booking.created"],
      [cancelled.id, "booking.cancelled"],
    ]);
    expect(JSON.parse(deliveries[1]!.snapshot)).toMatchObject({ booking: { status: "cancelled" } });
    expect(deliveries[1]!.event_id).not.toBe(deliveries[0]!.event_id);
  });

  it("writes one when the host cancels", async () => {
    const { host, created, cancelled } = await hostWithEndpoints();
    const booking = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(6), "11:00", "Europe/Berlin"), duration: 30 });
    const hostApi = typedApi({ token: host.user.token });
    const id = String(booking.body.booking.id);
    expect((await answer(hostApi.events.bookings[":id"].$delete({ param: { id } }))).status).toBe(200);
    expect((await answer(hostApi.events.bookings[":id"].$delete({ param: { id } }))).status).toBe(200);
    expect((await deliveriesOf({ bookingId: booking.body.booking.id })).map((delivery) => [delivery.endpoint_id, delivery.event_type])).toEqual([
      [created.id, "booking.created"],
      [cancelled.id, "booking.cancelled"],
    ]);
  });

  it("keeps the cancellations of a deleted account, with the endpoint's address, to be delivered", async () => {
    const { host } = await hostWithEndpoints();
    const booking = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(7), "12:00", "Europe/Berlin"), duration: 30 });
    expect((await answer(typedApi({ token: host.user.token }).settings.account.$delete())).status).toBe(200);
    const deliveries = await deliveriesOf({ bookingId: booking.body.booking.id });
    expect(deliveries.map((delivery) => [delivery.endpoint_id, delivery.event_type, delivery.url])).toEqual([
      [null, "booking.created", UNREACHABLE],
      [null, "booking.cancelled", UNREACHABLE],
    ]);
  });
});

describe("deliveries written with a reschedule", () => {
  const reschedule = (token: string, startTime: string) =>
    api("POST", `/api/public/bookings/${token}/reschedule`, { json: { startTime }, headers: { "CF-Connecting-IP": uniqueAddress() } });
  /** What a booking sent after it was booked. */
  const laterEventsOf = async (bookingId: number) =>
    (await deliveriesOf({ bookingId })).filter((delivery) => delivery.event_type !== "booking.created").map((delivery) => [delivery.endpoint_id, delivery.event_type]);

  async function hostWithEndpoints() {
    const host = await createHost({ durations: [30], rules: everyDay("08:00", "18:00") });
    const created = await addEndpoint(host.user.token, ["booking.created"]);
    const moved = await addEndpoint(host.user.token, ["booking.rescheduled", "booking.cancelled"]);
    return { host, created, moved };
  }

  it("writes one booking.rescheduled delivery per subscribed endpoint with the new and the previous time, one per move", async () => {
    const { host, created, moved } = await hostWithEndpoints();
    const date = dateAhead(4);
    const booking = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "10:00", "UTC"), duration: 30 });
    const [first, second] = [instantAt(date, "14:00", "UTC"), instantAt(date, "15:00", "UTC")];
    expect((await reschedule(booking.body.booking.cancellation_token, first)).status).toBe(200);
    // Picking the booking's own time again is no change: no event.
    expect((await reschedule(booking.body.booking.cancellation_token, first)).status).toBe(200);
    expect((await reschedule(booking.body.booking.cancellation_token, second)).status).toBe(200);
    const deliveries = await deliveriesOf({ bookingId: booking.body.booking.id });
    expect(deliveries.map((delivery) => [delivery.endpoint_id, delivery.event_type])).toEqual([
      [created.id, "booking.created"],
      [moved.id, "booking.rescheduled"],
      [moved.id, "booking.rescheduled"],
    ]);
    const [, one, two] = deliveries.map((delivery) => JSON.parse(delivery.snapshot) as { booking: Record<string, unknown> });
    expect(one!.booking).toMatchObject({ status: "confirmed", start: Date.parse(first), previousStart: Date.parse(instantAt(date, "10:00", "UTC")), previousEnd: Date.parse(instantAt(date, "10:30", "UTC")) });
    expect(two!.booking).toMatchObject({ start: Date.parse(second), end: Date.parse(second) + 1_800_000, previousStart: Date.parse(first) });
    expect(new Set(deliveries.map((delivery) => delivery.event_id)).size).toBe(3);
  });

  it("writes none for a move that loses (409), and exactly one for the winner of a race", async () => {
    const { host, moved } = await hostWithEndpoints();
    const date = dateAhead(5);
    const target = instantAt(date, "16:00", "UTC");
    const taken = await postBooking({ eventTypeSlug: host.slug, startTime: target, duration: 30 });
    const loser = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "09:00", "UTC"), duration: 30 });
    expect((await reschedule(loser.body.booking.cancellation_token, target)).status).toBe(409);
    expect(await laterEventsOf(loser.body.booking.id)).toEqual([]);

    const racers = await Promise.all(["10:00", "10:30", "11:00", "11:30", "12:00"].map((time) => postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration: 30 })));
    const raceTarget = instantAt(date, "17:00", "UTC");
    const results = await Promise.all(racers.map((racer) => reschedule(racer.body.booking.cancellation_token, raceTarget)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const events = (await Promise.all(racers.map((racer) => laterEventsOf(racer.body.booking.id)))).flat();
    expect(events).toEqual([[moved.id, "booking.rescheduled"]]);
    expect(await laterEventsOf(taken.body.booking.id)).toEqual([]);
  });

  it("sends booking.cancelled when the host asks the booker to pick a new time", async () => {
    const { host, created, moved } = await hostWithEndpoints();
    const booking = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(6), "10:00", "UTC"), duration: 30 });
    const asked = await api("POST", `/api/bookings/${booking.body.booking.id}/request-reschedule`, { token: host.user.token, json: {} });
    expect(asked.status).toBe(200);
    const deliveries = await deliveriesOf({ bookingId: booking.body.booking.id });
    expect(deliveries.map((delivery) => [delivery.endpoint_id, delivery.event_type])).toEqual([
      [created.id, "booking.created"],
      [moved.id, "booking.cancelled"],
    ]);
    expect(JSON.parse(deliveries[1]!.snapshot)).toMatchObject({ booking: { status: "cancelled", previousStart: null } });
  });
});
