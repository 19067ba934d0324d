import { env } from "cloudflare:test";
import type { InferRequestType, InferResponseType } from "hono/client";
import { describe, expect, it } from "vitest";

import { api, registerUser } from "./helpers";
import { type Api, answer } from "../scenarios/api";
import { typedApi } from "./client";

/*
 * Recurring series through the API, verified by what GET /api/events/manual?month= answers: weekly,
 * monthly and yearly series across DST changes; 'This event only' and 'This and all future events'.
 */

type EventsRoute = Api["events"]["manual"]["$post"];
type EventJson = InferResponseType<EventsRoute, 201>;
type EventInput = InferRequestType<EventsRoute>["json"];

const monthOf = async (token: string, month: string, tz: string) => {
  const result = await answer(typedApi({ token }).events.manual.$get({ query: { month, tz } }));
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
/** "start title" per occurrence: what a calendar shows, compactly. */
const shown = async (token: string, month: string, tz: string) => (await monthOf(token, month, tz)).map((event) => `${event.start_time} ${event.title}`);
const eventRows = async () => JSON.stringify((await env.DB.prepare("select * from calendar_events order by id").all()).results);

const NY = "America/New_York";
const standup: EventInput = {
  title: "Standup",
  type: "personal",
  is_all_day: false,
  no_end_time: false,
  start_time: "2026-02-23T14:00:00.000Z", // Monday 09:00 EST
  end_time: "2026-02-23T14:30:00.000Z",
  timezone: NY,
  guests: [],
  recurrence: { frequency: "WEEKLY", interval: 1, by_day: "MO,WE", end_date: null },
};

async function createSeries(token: string, body: EventInput): Promise<EventJson> {
  const created = await answer(typedApi({ token }).events.manual.$post({ json: body }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const put = (token: string, id: number, json: Record<string, unknown>) => api<EventJson & { error?: string }>("PUT", `/api/events/manual/${id}`, { token, json });
const del = (token: string, id: number, json: Record<string, unknown>) => api<{ message?: string; error?: string }>("DELETE", `/api/events/manual/${id}`, { token, json });

describe("weekly series across the March DST change (America/New_York)", () => {
  it("repeats at 09:00 New York time, each occurrence naming its series and its own start", async () => {
    const host = await registerUser("weekly");
    const series = await createSeries(host.token, standup);
    const march = await monthOf(host.token, "2026-03", NY);
    expect(march.map((event) => event.start_time)).toEqual([
      "2026-03-02T14:00:00.000Z",
      "2026-03-04T14:00:00.000Z",
      "2026-03-09T13:00:00.000Z",
      "2026-03-11T13:00:00.000Z",
      "2026-03-16T13:00:00.000Z",
      "2026-03-18T13:00:00.000Z",
      "2026-03-23T13:00:00.000Z",
      "2026-03-25T13:00:00.000Z",
      "2026-03-30T13:00:00.000Z",
    ]);
    for (const event of march) {
      expect(event).toMatchObject({ id: series.id, recurrence_id: series.recurrence_id, original_start_time: event.start_time });
      expect(event.recurrence).toEqual({ frequency: "WEEKLY", interval: 1, by_day: "MO,WE", end_date: null });
      expect(Date.parse(event.end_time!) - Date.parse(event.start_time)).toBe(30 * 60_000);
    }
  });

  it("'This event only' edits and deletes one occurrence, in place", async () => {
    const host = await registerUser("single");
    const series = await createSeries(host.token, standup);
    const moved = await put(host.token, series.id, {
      ...standup,
      title: "Standup (late)",
      start_time: "2026-03-11T15:00:00Z",
      end_time: "2026-03-11T15:30:00Z",
      updateScope: "single",
      original_start_time: "2026-03-11T13:00:00.000Z",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.id).not.toBe(series.id);
    expect(moved.body).toMatchObject({ recurrence_id: series.recurrence_id, original_start_time: "2026-03-11T13:00:00.000Z" });
    expect((await del(host.token, series.id, { updateScope: "single", original_start_time: "2026-03-16T13:00:00.000Z" })).body).toEqual({ message: "Event deleted." });
    expect(await shown(host.token, "2026-03", NY)).toEqual([
      "2026-03-02T14:00:00.000Z Standup",
      "2026-03-04T14:00:00.000Z Standup",
      "2026-03-09T13:00:00.000Z Standup",
      "2026-03-11T15:00:00.000Z Standup (late)",
      "2026-03-18T13:00:00.000Z Standup",
      "2026-03-23T13:00:00.000Z Standup",
      "2026-03-25T13:00:00.000Z Standup",
      "2026-03-30T13:00:00.000Z Standup",
    ]);
    // The detached occurrence changes alone, and deleting it does not bring the original back.
    expect((await put(host.token, moved.body.id, { ...standup, title: "Standup (later)", start_time: "2026-03-11T16:00:00Z", end_time: "2026-03-11T16:30:00Z", updateScope: "single" })).status).toBe(200);
    expect((await shown(host.token, "2026-03", NY))[3]).toBe("2026-03-11T16:00:00.000Z Standup (later)");
    expect((await del(host.token, moved.body.id, { updateScope: "single" })).status).toBe(200);
    expect(await shown(host.token, "2026-03", NY)).not.toContain("2026-03-11T13:00:00.000Z Standup");
    expect(await shown(host.token, "2026-03", NY)).toHaveLength(7);
  });

  it("'This and all future events' splits the series: earlier occurrences keep their values", async () => {
    const host = await registerUser("future");
    const series = await createSeries(host.token, standup);
    await put(host.token, series.id, { ...standup, title: "Early standup", start_time: "2026-03-04T12:00:00Z", end_time: "2026-03-04T12:30:00Z", updateScope: "single", original_start_time: "2026-03-04T14:00:00.000Z" });
    const split = await put(host.token, series.id, {
      ...standup,
      title: "Standup v2",
      start_time: "2026-03-16T14:00:00Z", // 10:00 EDT
      end_time: "2026-03-16T14:15:00Z",
      recurrence: { frequency: "WEEKLY", interval: 1, by_day: "MO", end_date: null },
      updateScope: "all",
      original_start_time: "2026-03-16T13:00:00.000Z",
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.id).not.toBe(series.id);
    expect(split.body.recurrence_id).toBe(series.recurrence_id);
    expect(await shown(host.token, "2026-03", NY)).toEqual([
      "2026-03-02T14:00:00.000Z Standup",
      "2026-03-04T12:00:00.000Z Early standup",
      "2026-03-09T13:00:00.000Z Standup",
      "2026-03-11T13:00:00.000Z Standup",
      "2026-03-16T14:00:00.000Z Standup v2",
      "2026-03-23T14:00:00.000Z Standup v2",
      "2026-03-30T14:00:00.000Z Standup v2",
    ]);
    const march = await monthOf(host.token, "2026-03", NY);
    expect(march[0]!.recurrence!.end_date).toBe("2026-03-15");
    expect(march[6]!.recurrence!.end_date).toBeNull();
    // The whole series from its first occurrence: every part, and the detached occurrence, go.
    expect((await del(host.token, series.id, { updateScope: "all", original_start_time: "2026-02-23T14:00:00.000Z" })).status).toBe(200);
    expect(await monthOf(host.token, "2026-03", NY)).toEqual([]);
  });

  it("'This and all future events' from the first occurrence changes the whole series", async () => {
    const host = await registerUser("whole");
    const series = await createSeries(host.token, standup);
    const deleted = "2026-03-09T13:00:00.000Z";
    await del(host.token, series.id, { updateScope: "single", original_start_time: deleted });
    const whole = await put(host.token, series.id, { ...standup, title: "Daily-ish", start_time: "2026-02-23T15:00:00Z", end_time: "2026-02-23T15:30:00Z", updateScope: "all", original_start_time: standup.start_time });
    expect(whole.body.id).toBe(series.id);
    const march = await shown(host.token, "2026-03", NY);
    expect(march[0]).toBe("2026-03-02T15:00:00.000Z Daily-ish");
    // The deleted occurrence stays deleted after the series moved an hour later.
    expect(march).not.toContain("2026-03-09T14:00:00.000Z Daily-ish");
    expect(march).toContain("2026-03-11T14:00:00.000Z Daily-ish");
  });

  it("deletes this and all future occurrences, keeping the earlier ones", async () => {
    const host = await registerUser("truncate");
    const series = await createSeries(host.token, standup);
    expect((await del(host.token, series.id, { updateScope: "all", original_start_time: "2026-03-18T13:00:00.000Z" })).status).toBe(200);
    expect((await monthOf(host.token, "2026-03", NY)).map((event) => event.start_time)).toEqual([
      "2026-03-02T14:00:00.000Z",
      "2026-03-04T14:00:00.000Z",
      "2026-03-09T13:00:00.000Z",
      "2026-03-11T13:00:00.000Z",
      "2026-03-16T13:00:00.000Z",
    ]);
    expect(await monthOf(host.token, "2026-04", NY)).toEqual([]);
  });

  it("'This and all future events' from a detached occurrence splits the series at its original place", async () => {
    const host = await registerUser("detachedall");
    const series = await createSeries(host.token, { ...standup, recurrence: { frequency: "WEEKLY", interval: 1, by_day: "MO", end_date: "2026-03-30" } });
    const moved = await put(host.token, series.id, { ...standup, title: "Moved", start_time: "2026-03-17T13:00:00Z", end_time: "2026-03-17T13:30:00Z", updateScope: "single", original_start_time: "2026-03-16T13:00:00.000Z" });
    // One occurrence may move past the series' end date: its recurrence is not its own.
    const late = await put(host.token, series.id, { ...standup, title: "Late", start_time: "2026-04-02T13:00:00Z", end_time: "2026-04-02T13:30:00Z", updateScope: "single", original_start_time: "2026-03-30T13:00:00.000Z" });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const fromMoved = await put(host.token, moved.body.id, { ...standup, title: "Standup v3", start_time: "2026-03-16T12:00:00Z", end_time: "2026-03-16T12:30:00Z", recurrence: { frequency: "WEEKLY", interval: 1, by_day: "MO" }, updateScope: "all" });
    expect(fromMoved.status, JSON.stringify(fromMoved.body)).toBe(200);
    expect(await shown(host.token, "2026-03", NY)).toEqual([
      "2026-03-02T14:00:00.000Z Standup",
      "2026-03-09T13:00:00.000Z Standup",
      "2026-03-16T12:00:00.000Z Standup v3",
      "2026-03-23T12:00:00.000Z Standup v3",
      "2026-03-30T12:00:00.000Z Standup v3",
    ]);
    expect((await shown(host.token, "2026-04", NY))[0]).toBe("2026-04-06T12:00:00.000Z Standup v3");
  });

  it("'This and all future events' from a detached first occurrence changes the whole series, that occurrence included", async () => {
    const host = await registerUser("detachedfirst");
    const series = await createSeries(host.token, standup);
    const first = await put(host.token, series.id, { ...standup, title: "Kick-off", updateScope: "single", original_start_time: standup.start_time });
    const whole = await put(host.token, first.body.id, { ...standup, title: "Standup (renamed)", updateScope: "all" });
    expect(whole.body.id).toBe(series.id);
    const february = await shown(host.token, "2026-02", NY);
    expect(february).toEqual(["2026-02-23T14:00:00.000Z Standup (renamed)", "2026-02-25T14:00:00.000Z Standup (renamed)"]);
  });

  it("keeps the event's values for fields a PUT leaves out", async () => {
    const host = await registerUser("partial");
    const series = await createSeries(host.token, { ...standup, type: "blocked", location: "Room 9" });
    const renamed = await put(host.token, series.id, { title: "Renamed", start_time: standup.start_time, end_time: standup.end_time, updateScope: "all" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Renamed", type: "blocked", location: "Room 9", timezone: NY, recurrence: standup.recurrence });
  });

  it("concurrent 'This event only' deletes all take effect", async () => {
    const host = await registerUser("concurrent");
    const series = await createSeries(host.token, standup);
    const originals = ["2026-03-02T14:00:00.000Z", "2026-03-04T14:00:00.000Z", "2026-03-09T13:00:00.000Z", "2026-03-11T13:00:00.000Z"];
    const results = await Promise.all(originals.map((original) => del(host.token, series.id, { updateScope: "single", original_start_time: original })));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect((await monthOf(host.token, "2026-03", NY))[0]!.start_time).toBe("2026-03-16T13:00:00.000Z");
  });

  it.each([
    ["no scope", { updateScope: undefined, original_start_time: "2026-03-11T13:00:00.000Z" }],
    ["no occurrence named", { updateScope: "single", original_start_time: undefined }],
    ["a time that is not an occurrence", { updateScope: "single", original_start_time: "2026-03-12T13:00:00.000Z" }],
    ["the old wall-clock time after the DST change", { updateScope: "single", original_start_time: "2026-03-11T14:00:00.000Z" }],
    ["a time that is not ISO", { updateScope: "all", original_start_time: "March 11" }],
  ])("refuses an edit or delete with %s and changes nothing", async (_, scope) => {
    const host = await registerUser("scope");
    const series = await createSeries(host.token, standup);
    const before = await eventRows();
    expect((await put(host.token, series.id, { ...standup, title: "Changed", ...scope })).status).toBe(400);
    expect((await del(host.token, series.id, scope)).status).toBe(400);
    expect(await eventRows()).toBe(before);
  });
});

describe("monthly series on the 31st (Europe/London, BST from March 29)", () => {
  const payday: EventInput = {
    ...standup,
    title: "Rent",
    timezone: "Europe/London",
    start_time: "2026-01-31T09:00:00Z", // 09:00 GMT
    end_time: "2026-01-31T09:30:00Z",
    recurrence: { frequency: "MONTHLY", interval: 1, by_day: null, end_date: null },
  };

  it("skips short months, keeps 09:00 London time, and splits from May on", async () => {
    const host = await registerUser("monthly");
    const series = await createSeries(host.token, payday);
    expect(await shown(host.token, "2026-02", "Europe/London")).toEqual([]);
    expect(await shown(host.token, "2026-03", "Europe/London")).toEqual(["2026-03-31T08:00:00.000Z Rent"]);
    await put(host.token, series.id, { ...payday, title: "Rent (early)", start_time: "2026-03-30T08:00:00Z", end_time: "2026-03-30T08:30:00Z", updateScope: "single", original_start_time: "2026-03-31T08:00:00.000Z" });
    expect(await shown(host.token, "2026-03", "Europe/London")).toEqual(["2026-03-30T08:00:00.000Z Rent (early)"]);
    const split = await put(host.token, series.id, {
      ...payday,
      title: "Rent (new flat)",
      start_time: "2026-05-31T07:00:00Z",
      end_time: "2026-05-31T07:30:00Z",
      recurrence: { frequency: "MONTHLY", interval: 2, by_day: "MO", end_date: null },
      updateScope: "all",
      original_start_time: "2026-05-31T08:00:00.000Z",
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.recurrence).toEqual({ frequency: "MONTHLY", interval: 2, by_day: null, end_date: null });
    expect(await shown(host.token, "2026-01", "Europe/London")).toEqual(["2026-01-31T09:00:00.000Z Rent"]);
    expect(await shown(host.token, "2026-05", "Europe/London")).toEqual(["2026-05-31T07:00:00.000Z Rent (new flat)"]);
    expect(await shown(host.token, "2026-07", "Europe/London")).toEqual(["2026-07-31T07:00:00.000Z Rent (new flat)"]);
    expect(await shown(host.token, "2026-08", "Europe/London")).toEqual([]);
    expect(await shown(host.token, "2026-12", "Europe/London")).toEqual([]);
    expect(await shown(host.token, "2027-01", "Europe/London")).toEqual(["2027-01-31T08:00:00.000Z Rent (new flat)"]);
  });
});

describe("yearly series", () => {
  it("keeps 19:00 New York time in years before and after the DST change date", async () => {
    const host = await registerUser("yearly");
    const dinner: EventInput = {
      ...standup,
      title: "Anniversary dinner",
      start_time: "2026-03-10T23:00:00Z", // 19:00 EDT (DST began March 8, 2026)
      end_time: "2026-03-11T01:00:00Z",
      recurrence: { frequency: "YEARLY", interval: 1, by_day: null, end_date: null },
    };
    const series = await createSeries(host.token, dinner);
    expect(await shown(host.token, "2027-03", NY)).toEqual(["2027-03-11T00:00:00.000Z Anniversary dinner"]); // 19:00 EST
    await put(host.token, series.id, { ...dinner, title: "Dinner out", start_time: "2027-03-11T01:00:00Z", end_time: "2027-03-11T03:00:00Z", updateScope: "single", original_start_time: "2027-03-11T00:00:00.000Z" });
    await put(host.token, series.id, { ...dinner, title: "Dinner at home", start_time: "2028-03-10T23:30:00Z", end_time: "2028-03-11T01:00:00Z", updateScope: "all", original_start_time: "2028-03-11T00:00:00.000Z" });
    const later = (await monthOf(host.token, "2029-03", NY))[0]!;
    expect((await del(host.token, later.id, { updateScope: "all", original_start_time: later.original_start_time })).status).toBe(200);
    expect(await shown(host.token, "2026-03", NY)).toEqual(["2026-03-10T23:00:00.000Z Anniversary dinner"]);
    expect(await shown(host.token, "2027-03", NY)).toEqual(["2027-03-11T01:00:00.000Z Dinner out"]);
    expect(await shown(host.token, "2028-03", NY)).toEqual(["2028-03-10T23:30:00.000Z Dinner at home"]);
    expect(await shown(host.token, "2029-03", NY)).toEqual([]);
  });

  it("shows an all-day Feb 29 birthday in leap years only", async () => {
    const host = await registerUser("leap");
    await createSeries(host.token, {
      title: "Leap birthday",
      type: "birthday",
      is_all_day: true,
      date: "2024-02-29",
      endDate: "2024-02-29",
      timezone: "Pacific/Auckland",
      recurrence: { frequency: "YEARLY", interval: 1 },
    });
    expect((await monthOf(host.token, "2027-02", "UTC")).map((event) => event.start_date)).toEqual([]);
    expect((await monthOf(host.token, "2028-02", "America/Los_Angeles")).map((event) => event.start_date)).toEqual(["2028-02-29"]);
  });
});
