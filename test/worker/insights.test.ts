import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { InsightsResponse } from "../../worker/insights/read-insights";
import { createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api, registerUser, type TestUser } from "./helpers";
import { type InsightBooking, seedInsightBooking } from "./insights-fixtures";
import { addMember, createTeam, type TeamSetup } from "./team-fixtures";

/*
 * Insights' figures (docs/INSIGHTS.md) for a team whose hosts are in Tokyo and New York, over the week
 * of the US change to summer time (2026-03-08): each booking counts once, by its start in the zone
 * asked, in its final state; team figures only for owners and admins.
 */

const Z = (iso: string) => Date.parse(iso);
let team: TeamSetup;
let tokyo: TestUser;
let newYork: TestUser;
let roundRobin: number;
let collective: number;

const insights = (token: string | undefined, query: Record<string, string>) =>
  api<InsightsResponse & { error?: string }>("GET", `/api/insights?${new URLSearchParams(query)}`, { token });
const week = (zone: string, scope: string) => ({ from: "2026-03-07", to: "2026-03-13", zone, scope });

async function teamType(assignment: "round-robin" | "collective", hosts: { userId: number; weight: number }[]) {
  const row = await env.DB.prepare(
    "insert into event_types (user_id, team_id, assignment, title, slug, location, use_weights) values (?, ?, ?, ?, ?, 'Online', 1) returning id",
  )
    .bind(team.owner.id, team.id, assignment, assignment === "collective" ? "Panel" : "Sales call", `${assignment}-${crypto.randomUUID().slice(0, 8)}`)
    .first<{ id: number }>();
  await env.DB.batch(hosts.map((host) => env.DB.prepare("insert into event_type_hosts (event_type_id, user_id, weight) values (?, ?, ?)").bind(row!.id, host.userId, host.weight)));
  return row!.id;
}

beforeAll(async () => {
  team = await createTeam();
  tokyo = await addMember(team, "member");
  newYork = await addMember(team, "member");
  roundRobin = await teamType("round-robin", [
    { userId: tokyo.id, weight: 2 },
    { userId: newYork.id, weight: 1 },
  ]);
  collective = await teamType("collective", [
    { userId: tokyo.id, weight: 1 },
    { userId: newYork.id, weight: 1 },
  ]);
  const rr = (hostUserId: number, start: string, extra: Partial<InsightBooking> = {}) =>
    seedInsightBooking({ hostUserId, eventTypeId: roundRobin, teamId: team.id, start: Z(start), ...extra });
  // 2026-03-07 23:30 EST (Tokyo: 03-08 13:30), booked half an hour ahead.
  await rr(tokyo.id, "2026-03-08T04:30:00Z", { createdAt: Z("2026-03-08T04:00:00Z") });
  // 2026-03-09 00:30 EDT, the first day after the change (a fixed EST offset would put it on 03-08); the booker did not come.
  await rr(newYork.id, "2026-03-09T04:30:00Z", { noShow: "booker" });
  await rr(tokyo.id, "2026-03-10T15:00:00Z", { status: "cancelled", cancelledBy: "booker" });
  await rr(newYork.id, "2026-03-11T15:00:00Z", { status: "cancelled", cancelledBy: "host" });
  await rr(tokyo.id, "2026-03-12T15:00:00Z", { rescheduleCount: 2 });
  await rr(tokyo.id, "2026-03-12T16:00:00Z", { status: "pending" });
  await rr(newYork.id, "2026-03-12T17:00:00Z", { status: "declined" });
  await rr(tokyo.id, "2026-03-13T15:00:00Z", { noShow: "host" });
  // 2026-03-13 23:30 EDT: in New York's week; in Tokyo it is 03-14, after the range.
  await rr(tokyo.id, "2026-03-14T03:30:00Z");
  await rr(tokyo.id, "2026-03-14T05:00:00Z");
  await seedInsightBooking({ hostUserId: tokyo.id, otherHostIds: [newYork.id], eventTypeId: collective, teamId: team.id, start: Z("2026-03-11T18:00:00Z") });
  // The week before.
  await rr(tokyo.id, "2026-03-02T15:00:00Z");
  await rr(newYork.id, "2026-03-03T15:00:00Z", { status: "cancelled", cancelledBy: "booker" });
});

describe("GET /api/insights: a team over a DST change, in two zones", () => {
  it("counts each booking once in its final state, with the week before beside it", async () => {
    const answer = await insights(team.owner.token, week("America/New_York", `team:${team.id}`));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.range).toMatchObject({ from: "2026-03-07", to: "2026-03-13", days: 7, bucket: "day", previous: { from: "2026-02-28", to: "2026-03-06" } });
    expect(answer.body.totals.current).toEqual({
      booked: 8,
      completed: 4,
      upcoming: 0,
      cancelled: 2,
      cancelled_by_booker: 1,
      cancelled_by_host: 1,
      cancelled_by_unknown: 0,
      rescheduled: 1,
      no_show_booker: 1,
      no_show_host: 1,
      pending: 1,
      declined: 1,
      seats_filled: 0,
      seats_capacity: 0,
    });
    expect(answer.body.totals.previous).toMatchObject({ booked: 2, completed: 1, cancelled: 1, cancelled_by_booker: 1 });
  });

  it("puts each booking on its local day in New York, DST day included", async () => {
    const { body } = await insights(team.owner.token, week("America/New_York", `team:${team.id}`));
    const days = Object.fromEntries(body.over_time.map(({ start, ...counts }) => [start, counts]));
    expect(Object.keys(days)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"]);
    expect(days["2026-03-07"]).toEqual({ completed: 1, upcoming: 0, no_show: 0, cancelled: 0, pending: 0 });
    expect(days["2026-03-08"]).toEqual({ completed: 0, upcoming: 0, no_show: 0, cancelled: 0, pending: 0 });
    expect(days["2026-03-09"]).toMatchObject({ no_show: 1 });
    expect(days["2026-03-11"]).toMatchObject({ cancelled: 1, completed: 1 });
    expect(days["2026-03-12"]).toMatchObject({ completed: 1, pending: 1 });
    expect(days["2026-03-13"]).toMatchObject({ completed: 1, no_show: 1 });
    // Monday 00:00 after the change, and Saturday 23:00 before it (rows Monday first).
    expect(body.heatmap[0]![0]).toBe(1);
    expect(body.heatmap[5]![23]).toBe(1);
    expect(body.heatmap.flat().reduce((sum, n) => sum + n, 0)).toBe(body.totals.current.booked);
  });

  it("puts the same bookings on Tokyo's days when asked in Tokyo", async () => {
    const { body } = await insights(team.owner.token, week("Asia/Tokyo", `team:${team.id}`));
    // 15:00 UTC on the 13th is midnight in Tokyo, and 03:30 UTC on the 14th is the 14th there: both after the range.
    expect(body.totals.current.booked).toBe(6);
    const day = (date: string) => body.over_time.find((bucket) => bucket.start === date);
    expect(day("2026-03-08")).toMatchObject({ completed: 1 });
    expect(day("2026-03-09")).toMatchObject({ no_show: 1 });
    // 15:00 UTC is midnight in Tokyo: the cancellation of the 10th is on the 11th there.
    expect(day("2026-03-10")).toMatchObject({ cancelled: 0 });
    expect(day("2026-03-11")).toMatchObject({ cancelled: 1 });
  });

  it("shares by type and by host, with each host's round-robin share against their weight", async () => {
    const { body } = await insights(team.owner.token, week("America/New_York", `team:${team.id}`));
    expect(body.by_type).toEqual([
      { id: roundRobin, title: "Sales call", booked: 7, cancelled: 2, no_show: 2 },
      { id: collective, title: "Panel", booked: 1, cancelled: 0, no_show: 0 },
    ]);
    const hosts = Object.fromEntries(body.by_host.map((host) => [host.id, host]));
    expect(hosts[tokyo.id]).toMatchObject({ booked: 6, completed: 4, cancelled: 1, no_show: 1 });
    expect(hosts[newYork.id]).toMatchObject({ booked: 3, completed: 1, cancelled: 1, no_show: 1 });
    // Round-robin bookings holding their time: Tokyo 5, New York 1; weights 2:1 aim at 4 and 2.
    expect(hosts[tokyo.id]!.round_robin).toEqual({ held: 5, share: 5 / 6, target_share: 4 / 6 });
    expect(hosts[newYork.id]!.round_robin).toEqual({ held: 1, share: 1 / 6, target_share: 2 / 6 });
    expect(body.lead_time.find((bucket) => bucket.bucket === "under_1h")?.count).toBe(1);
    expect(body.lead_time.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(body.totals.current.booked);
    expect(body.scopes.teams).toEqual([
      expect.objectContaining({ id: team.id, types: expect.arrayContaining([{ id: roundRobin, title: "Sales call" }]), hosts: expect.arrayContaining([{ id: tokyo.id, username: tokyo.username }]) }),
    ]);
  });

  it("reads one host of the team, and buckets a long range by week", async () => {
    const host = await insights(team.owner.token, week("America/New_York", `team:${team.id}:host:${newYork.id}`));
    expect(host.body.totals.current).toMatchObject({ booked: 3, cancelled: 1, no_show_booker: 1, declined: 1 });
    const weeks = await insights(team.owner.token, { from: "2026-01-01", to: "2026-04-30", zone: "America/New_York", scope: `team:${team.id}` });
    expect(weeks.body.range.bucket).toBe("week");
    expect(weeks.body.over_time[0]?.start).toBe("2025-12-29");
    const monday = weeks.body.over_time.find((bucket) => bucket.start === "2026-03-09");
    expect(monday).toMatchObject({ completed: 4, no_show: 2, cancelled: 2, pending: 1 });
  });
});

describe("GET /api/insights: who sees what", () => {
  it("gives a member only their own bookings, refuses them the team's (403), and an outsider gets a 404", async () => {
    const own = await insights(tokyo.token, week("America/New_York", "me"));
    expect(own.status).toBe(200);
    expect(own.body.totals.current).toMatchObject({ booked: 6, pending: 1 });
    expect(own.body.scopes.teams).toEqual([]);
    for (const scope of [`team:${team.id}`, `type:${roundRobin}`, `team:${team.id}:host:${newYork.id}`]) {
      expect(await insights(tokyo.token, week("UTC", scope))).toMatchObject({ status: 403, body: { error: "Only a team's owners and admins can see its insights." } });
    }
    const outsider = await registerUser("outsider");
    for (const scope of [`team:${team.id}`, `type:${roundRobin}`, `team:${team.id}:host:${tokyo.id}`, "type:999999999"]) {
      expect(await insights(outsider.token, week("UTC", scope))).toMatchObject({ status: 404, body: { error: "Nothing to show: no such team, booking type or host of yours." } });
    }
    expect((await insights(outsider.token, week("UTC", "me"))).body.totals.current.booked).toBe(0);
    // A host who is no member of the team is not the team's to read.
    expect((await insights(team.owner.token, week("UTC", `team:${team.id}:host:${outsider.id}`))).status).toBe(404);
    expect((await insights(undefined, week("UTC", "me"))).status).toBe(401);
  });

  it("answers bad input with a clear 400", async () => {
    const token = team.owner.token;
    const cases: [Record<string, string>, string][] = [
      [{ from: "2025-01-01", to: "2026-02-05", zone: "UTC", scope: "me" }, "A range can be at most 400 days long."],
      [{ from: "2026-03-10", to: "2026-03-09", zone: "UTC", scope: "me" }, "to must not be before from."],
      [{ from: "2026-02-30", to: "2026-03-09", zone: "UTC", scope: "me" }, "from: Dates must be real calendar dates written yyyy-MM-dd."],
      [{ from: "2026-03-01", to: "2026-03-09", zone: "Mars/Base", scope: "me" }, 'zone: Unknown time zone "Mars/Base".'],
      [{ from: "2026-03-01", to: "2026-03-09", zone: "UTC", scope: "everyone" }, "scope: scope must be me, team:ID, type:ID or team:ID:host:ID."],
      [{ from: "2026-03-01", to: "2026-03-09", zone: "UTC", scope: "me", bucket: "hour" }, "bucket: bucket must be day or week."],
    ];
    for (const [query, error] of cases) expect(await insights(token, query)).toMatchObject({ status: 400, body: { error } });
    expect((await insights(token, { from: "2025-02-01", to: "2026-03-06", zone: "UTC", scope: "me" })).status).toBe(200);
  });
});

describe("GET /api/insights: a host's own types", () => {
  it("counts seats of their capacity and the answers to a choice question", async () => {
    const host = await createHost();
    const type = await env.DB.prepare(
      `insert into event_types (user_id, title, slug, location, seats, questions) values (?, 'Workshop', ?, 'Online', 3, ?) returning id`,
    )
      .bind(host.userId, `workshop-${crypto.randomUUID().slice(0, 8)}`, JSON.stringify([{ label: "Topic", kind: "single_choice", required: true, choices: ["Sales", "Support"] }, { label: "Notes", kind: "short_text", required: false, choices: [] }]))
      .first<{ id: number }>();
    const seat = (start: string, seatUid: string, topic: string, extra: Partial<InsightBooking> = {}) =>
      seedInsightBooking({ hostUserId: host.userId, eventTypeId: type!.id, start: Z(start), seatUid, answers: [{ label: "Topic", value: topic }, { label: "Notes", value: topic }], ...extra });
    await seat("2026-03-10T10:00:00Z", "seat-a", "Sales");
    await seat("2026-03-10T10:00:00Z", "seat-a", "Sales");
    await seat("2026-03-11T10:00:00Z", "seat-b", "Support");
    await seat("2026-03-12T10:00:00Z", "seat-c", "Support", { status: "cancelled", cancelledBy: "booker" });
    const mine = await insights(host.user.token, week("UTC", "me"));
    expect(mine.body.totals.current).toMatchObject({ booked: 4, seats_filled: 3, seats_capacity: 6, cancelled_by_booker: 1 });
    const ofType = await insights(host.user.token, week("UTC", `type:${type!.id}`));
    expect(ofType.body.answers).toEqual([{ question: "Topic", answers: [{ answer: "Sales", count: 2 }, { answer: "Support", count: 2 }] }]);
    expect(ofType.body.scopes.types.map((t) => t.title)).toContain("Workshop");
  });

  it("learns who cancelled and what moved from the booker's and the host's own actions", async () => {
    const host = await createHost({ durations: [30] });
    const date = dateAhead(5);
    const book = async (time: string) => {
      const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration: 30 });
      expect(booked.status).toBe(201);
      return booked.body.booking;
    };
    const byBooker = await book("09:00");
    const byHost = await book("10:00");
    const moved = await book("11:00");
    const headers = { "CF-Connecting-IP": uniqueAddress() };
    expect((await api("DELETE", `/api/public/bookings/${byBooker.cancellation_token}`, { headers })).status).toBe(200);
    expect((await api("POST", `/api/bookings/${byHost.id}/cancel`, { token: host.user.token, json: {} })).status).toBe(200);
    const reschedule = await api("POST", `/api/public/bookings/${moved.cancellation_token}/reschedule`, { json: { startTime: instantAt(date, "14:00", "UTC"), timeZone: "UTC" }, headers });
    expect(reschedule.status, JSON.stringify(reschedule.body)).toBe(200);
    const { body } = await insights(host.user.token, { from: date, to: date, zone: "UTC", scope: "me" });
    expect(body.totals.current).toMatchObject({ booked: 3, upcoming: 1, cancelled: 2, cancelled_by_booker: 1, cancelled_by_host: 1, rescheduled: 1 });
    expect(body.heatmap.flat().reduce((sum, n) => sum + n, 0)).toBe(3);
  });
});

describe("GET /api/insights: one round trip", () => {
  it("reads a page's figures, the session check included, in one D1 batch", async () => {
    const { countingD1 } = await import("./d1-counter");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const { default: app } = await import("../../worker/app");
    const counter = countingD1(env.DB);
    const ctx = createExecutionContext();
    const query = new URLSearchParams({ from: "2025-03-14", to: "2026-03-13", zone: "America/New_York", scope: `team:${team.id}` });
    const response = await app.fetch(new Request(`http://hangout.test/api/insights?${query}`, { headers: { "x-auth-token": team.owner.token } }), { ...env, DB: counter.db }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(counter.roundTrips).toBe(1);
  });
});
