import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";
import { answer } from "../scenarios/api";
import type { CalendarEventJson as EventJson } from "../../worker/calendar/event-view";
import { typedApi } from "./client";

/* Every events route answers someone else's ids exactly like missing ones, and changes nothing. */

const eventRows = async () => JSON.stringify((await env.DB.prepare("select * from calendar_events order by id").all()).results);
const bookingRows = async () => JSON.stringify((await env.DB.prepare("select id, status from bookings order by id").all()).results);

const single = { title: "Private", start_time: "2026-03-10T09:00:00Z", end_time: "2026-03-10T10:00:00Z" };
const weekly = { ...single, title: "Private series", recurrence: { frequency: "WEEKLY", by_day: "TU" } };

async function aliceWithEvents() {
  const alice = await registerUser("alice");
  const plain = (await answer(typedApi({ token: alice.token }).events.manual.$post({ json: single }))).body;
  const series = (await api<EventJson>("POST", "/api/events/manual", { token: alice.token, json: weekly })).body;
  const detached = (
    await api<EventJson>("PUT", `/api/events/manual/${series.id}`, {
      token: alice.token,
      json: { ...weekly, title: "Moved", updateScope: "single", original_start_time: "2026-03-17T09:00:00.000Z" },
    })
  ).body;
  return { alice, ids: [plain.id, series.id, detached.id] };
}

describe("events IDOR", () => {
  it("never lists another user's events", async () => {
    const { alice } = await aliceWithEvents();
    const mallory = await registerUser("mallory");
    const listed = await answer(typedApi({ token: mallory.token }).events.manual.$get({ query: { month: "2026-03" } }));
    expect(listed.body).toEqual([]);
    expect((await answer(typedApi({ token: alice.token }).events.manual.$get({ query: { month: "2026-03" } }))).body.length).toBeGreaterThan(3);
  });

  it.each([
    ["PUT single", "PUT", { ...weekly, updateScope: "single", original_start_time: "2026-03-10T09:00:00.000Z" }],
    ["PUT all", "PUT", { ...weekly, updateScope: "all", original_start_time: "2026-03-24T09:00:00.000Z" }],
    ["DELETE single", "DELETE", { updateScope: "single", original_start_time: "2026-03-10T09:00:00.000Z" }],
    ["DELETE all", "DELETE", { updateScope: "all" }],
    ["DELETE without a body", "DELETE", undefined],
  ])("%s on another user's event answers 404 like a missing one", async (_, method, json) => {
    const { ids } = await aliceWithEvents();
    const mallory = await registerUser("mallory");
    const before = await eventRows();
    for (const id of [...ids, 987_654]) {
      const response = await api(method, `/api/events/manual/${id}`, { token: mallory.token, json });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Event not found." });
    }
    expect(await eventRows()).toBe(before);
  });

  it("cancelling someone else's booking answers 404 and keeps it", async () => {
    const host = await createHost();
    const date = dateAhead(3);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "10:00", "UTC"), duration: 30, email: "ada@example.com" });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const mallory = await registerUser("mallory");
    const [events, bookings] = [await eventRows(), await bookingRows()];
    for (const id of [booked.body.booking.id, 987_654]) {
      const response = await answer(typedApi({ token: mallory.token }).events.bookings[":id"].$delete({ param: { id: String(id) } }));
      expect(response).toMatchObject({ status: 404, body: { error: "Booking not found." } });
    }
    expect([await eventRows(), await bookingRows()]).toEqual([events, bookings]);
  });

  it("saving someone else's booking into one's calendar answers 404", async () => {
    const host = await createHost();
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "11:00", "UTC"), duration: 30 });
    const mallory = await registerUser("mallory");
    const before = await eventRows();
    const saved = await answer(
      typedApi({ token: mallory.token }).events.manual.$post({
        json: { title: "Not mine", type: "booked", booking_id: booked.body.booking.id, start_time: booked.body.booking.start_time, end_time: booked.body.booking.end_time },
      }),
    );
    expect(saved).toMatchObject({ status: 404, body: { error: "Booking not found." } });
    expect(await eventRows()).toBe(before);
  });

  it("an import only ever writes the importer's own rows", async () => {
    const ics = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:shared@uid", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z", "SUMMARY:VERSION", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    const upload = (token: string, title: string) => {
      const form = new FormData();
      form.append("icsfile", new File([ics.replace("SUMMARY:VERSION", `SUMMARY:${title}`)], "cal.ics", { type: "text/calendar" }));
      return api("POST", "/api/events/import-ics", { token, body: form });
    };
    const alice = await registerUser("alice");
    const mallory = await registerUser("mallory");
    expect((await upload(alice.token, "Alice's")).status).toBe(200);
    expect((await upload(mallory.token, "Mallory's")).status).toBe(200);
    const titles = async (token: string) => (await answer(typedApi({ token }).events.manual.$get({ query: { month: "2026-03" } }))).body.map((event) => event.title);
    expect(await titles(alice.token)).toEqual(["Alice's"]);
    expect(await titles(mallory.token)).toEqual(["Mallory's"]);
  });

  it("every events route needs a session", async () => {
    const routes: Array<[string, string]> = [
      ["GET", "/api/events/manual?month=2026-03"],
      ["POST", "/api/events/manual"],
      ["PUT", "/api/events/manual/1"],
      ["DELETE", "/api/events/manual/1"],
      ["DELETE", "/api/events/bookings/1"],
      ["POST", "/api/events/import-ics"],
    ];
    for (const [method, path] of routes) expect((await api(method, path, { json: method === "GET" ? undefined : single })).status).toBe(401);
  });
});
