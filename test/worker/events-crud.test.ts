import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { api, registerUser } from "./helpers";
import type { CalendarEventJson } from "../../worker/calendar/event-view";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

type EventJson = CalendarEventJson;

const monthOf = async (token: string, month: string, tz?: string) => {
  const result = await answer(typedApi({ token }).events.manual.$get({ query: { month, tz } }));
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const post = (token: string, json: Record<string, unknown>) => api<EventJson & { error?: string }>("POST", "/api/events/manual", { token, json });
const eventRows = async () => JSON.stringify((await env.DB.prepare("select * from calendar_events order by id").all()).results);

const meeting = {
  title: "Planning",
  type: "personal",
  description: "Quarterly planning",
  location: "Room 1",
  is_all_day: false,
  no_end_time: false,
  date: "2026-03-10",
  startTime: "09:00",
  endDate: "2026-03-10",
  endTime: "10:30",
  guests: ["ada", "grace"],
  recurrence: null,
  start_time: "2026-03-10T09:00:00.000Z",
  end_time: "2026-03-10T10:30:00.000Z",
};

describe("POST and GET /api/events/manual", () => {
  it("creates a timed event and lists it in its month with every field", async () => {
    const host = await registerUser("crud");
    const created = await post(host.token, meeting);
    expect(created.status).toBe(201);
    const expected: EventJson = {
      id: created.body.id,
      title: "Planning",
      type: "personal",
      description: "Quarterly planning",
      location: "Room 1",
      is_all_day: false,
      start_time: "2026-03-10T09:00:00.000Z",
      end_time: "2026-03-10T10:30:00.000Z",
      start_date: null,
      end_date: null,
      timezone: "UTC",
      guests: ["ada", "grace"],
      recurrence_id: null,
      recurrence: null,
      original_start_time: null,
      is_busy: true,
      booking_id: null,
      booker_name: null,
      booker_email: null,
      manage_url: null,
    };
    expect(created.body).toEqual(expected);
    expect(await monthOf(host.token, "2026-03")).toEqual([expected]);
    expect(await monthOf(host.token, "2026-04")).toEqual([]);
  });

  it("keeps all-day events as dates, whatever zone the month is asked in", async () => {
    const host = await registerUser("allday");
    const created = await post(host.token, {
      ...meeting,
      title: "Trip",
      is_all_day: true,
      date: "2026-03-30",
      endDate: "2026-04-01",
      timezone: "Europe/Berlin",
      start_time: undefined,
      end_time: undefined,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ is_all_day: true, start_date: "2026-03-30", end_date: "2026-04-01", timezone: "Europe/Berlin" });
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
      expect((await monthOf(host.token, "2026-03", tz)).map((event) => event.title)).toEqual(["Trip"]);
      expect((await monthOf(host.token, "2026-04", tz)).map((event) => event.title)).toEqual(["Trip"]);
      expect(await monthOf(host.token, "2026-05", tz)).toEqual([]);
    }
  });

  it("lists a timed event in the month of the asker's zone", async () => {
    const host = await registerUser("zone");
    await post(host.token, { ...meeting, start_time: "2026-03-31T23:30:00Z", end_time: "2026-04-01T00:15:00Z" });
    expect(await monthOf(host.token, "2026-03", "America/New_York")).toHaveLength(1);
    expect(await monthOf(host.token, "2026-04", "America/New_York")).toHaveLength(0);
    expect(await monthOf(host.token, "2026-04", "Asia/Tokyo")).toHaveLength(1);
    expect(await monthOf(host.token, "2026-03", "Asia/Tokyo")).toHaveLength(0);
  });

  it("stores a point in time, guests given as JSON text, and the booked-free types", async () => {
    const host = await registerUser("point");
    const point = await post(host.token, { ...meeting, no_end_time: true, end_time: null, guests: '["ada"," ada ","","bob"]' });
    expect(point.status).toBe(201);
    expect(point.body).toMatchObject({ end_time: null, guests: ["ada", "bob"] });
    for (const type of ["blocked", "birthday"]) expect((await post(host.token, { ...meeting, type })).body.type).toBe(type);
  });

  it.each([
    ["no title", { title: "" }],
    ["a blank title", { title: "   " }],
    ["an end before the start", { end_time: "2026-03-10T08:00:00Z" }],
    ["an end equal to the start", { end_time: "2026-03-10T09:00:00Z" }],
    ["a missing end", { end_time: null }],
    ["a start that is not ISO", { start_time: "10/03/2026 09:00" }],
    ["an unknown type", { type: "meeting" }],
    ["a booked event without a booking", { type: "booked" }],
    ["a booking id on a personal event", { booking_id: 5 }],
    ["51 guests", { guests: Array.from({ length: 51 }, (_, i) => `guest${i}`) }],
    ["guests that are not a list", { guests: "ada, bob" }],
    ["an unknown zone", { timezone: "Mars/Olympus" }],
    ["an all-day event without a date", { is_all_day: true, date: "" }],
    ["an all-day end before its start", { is_all_day: true, endDate: "2026-03-09" }],
    ["a frequency we do not have", { recurrence: { frequency: "DAILY" } }],
    ["a zero interval", { recurrence: { frequency: "WEEKLY", interval: 0 } }],
    ["an unknown weekday", { recurrence: { frequency: "WEEKLY", by_day: "MO,XY" } }],
    ["a repeat end before the start", { recurrence: { frequency: "WEEKLY", end_date: "2026-03-09" } }],
    ["an event longer than a year", { end_time: "2027-03-12T09:00:00Z" }],
    ["a year out of range", { start_time: "1800-03-10T09:00:00Z", end_time: "1800-03-10T10:00:00Z" }],
  ])("refuses %s with 400 and stores nothing", async (_, change) => {
    const host = await registerUser("invalid");
    const before = await eventRows();
    const response = await post(host.token, { ...meeting, ...change });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(typeof response.body.error).toBe("string");
    expect(await eventRows()).toBe(before);
  });

  it("refuses a malformed body, a bad month or zone, and a missing token", async () => {
    const host = await registerUser("bad");
    const malformed = await api("POST", "/api/events/manual", { token: host.token, body: "{", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    for (const query of ["month=2026-13", "month=March", "", "month=2026-03&tz=Nowhere/City"]) {
      expect((await api("GET", `/api/events/manual?${query}`, { token: host.token })).status).toBe(400);
    }
    expect((await answer(typedApi().events.manual.$get({ query: { month: "2026-03" } }))).status).toBe(401);
    expect((await api("POST", "/api/events/manual", { json: meeting })).status).toBe(401);
  });
});

describe("PUT and DELETE /api/events/manual/{id} on single events", () => {
  it("changes every field the form sends and can make the event repeat", async () => {
    const host = await registerUser("edit");
    const { id } = (await post(host.token, meeting)).body;
    const updated = await answer(
      typedApi({ token: host.token }).events.manual[":id"].$put({
        param: { id: String(id) },
        json: {
          ...meeting,
          title: "Planning (moved)",
          type: "blocked",
          start_time: "2026-03-11T14:00:00Z",
          end_time: "2026-03-11T15:00:00Z",
          guests: [],
          timezone: "America/New_York",
          recurrence: { frequency: "WEEKLY", interval: 1, by_day: "WE,FR", end_date: "2026-03-20" },
          updateScope: "all",
        },
      }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, title: "Planning (moved)", type: "blocked", guests: [], timezone: "America/New_York" });
    expect(updated.body.recurrence).toEqual({ frequency: "WEEKLY", interval: 1, by_day: "WE,FR", end_date: "2026-03-20" });
    expect(typeof updated.body.recurrence_id).toBe("string");
    expect((await monthOf(host.token, "2026-03", "America/New_York")).map((event) => event.start_time)).toEqual([
      "2026-03-11T14:00:00.000Z",
      "2026-03-13T14:00:00.000Z",
      "2026-03-18T14:00:00.000Z",
      "2026-03-20T14:00:00.000Z",
    ]);
  });

  it("refuses bad changes with 400 and changes nothing", async () => {
    const host = await registerUser("editbad");
    const { id } = (await post(host.token, meeting)).body;
    const before = await eventRows();
    for (const change of [{ title: "" }, { end_time: "2026-03-09T00:00:00Z" }, { type: "booked", booking_id: 1 }]) {
      expect((await api("PUT", `/api/events/manual/${id}`, { token: host.token, json: { ...meeting, ...change } })).status).toBe(400);
    }
    expect((await api("PUT", "/api/events/manual/abc", { token: host.token, json: meeting })).status).toBe(400);
    expect(await eventRows()).toBe(before);
  });

  it("deletes a single event with or without a body", async () => {
    const host = await registerUser("delete");
    const first = (await post(host.token, meeting)).body;
    const second = (await post(host.token, { ...meeting, title: "Second" })).body;
    const deleted = await api("DELETE", `/api/events/manual/${first.id}`, { token: host.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: "Event deleted." } });
    expect((await answer(typedApi({ token: host.token }).events.manual[":id"].$delete({ param: { id: String(second.id) }, json: { updateScope: "single" } }))).status).toBe(200);
    expect(await monthOf(host.token, "2026-03")).toEqual([]);
    expect((await api("DELETE", `/api/events/manual/${first.id}`, { token: host.token })).status).toBe(404);
  });
});
