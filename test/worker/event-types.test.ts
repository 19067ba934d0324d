import { beforeAll, describe, expect, it } from "vitest";
import { api, type TestUser, registerUser } from "./helpers";
import { createEventType, createSchedule, snapshot, type EventType, type Schedule } from "./availability-helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

let host: TestUser;
let schedule: Schedule;
beforeAll(async () => {
  host = await registerUser("types");
  schedule = await createSchedule(host.token, "Main", "Europe/Berlin");
});

const update = (id: number, json: unknown, token = host.token) => api<EventType>("PUT", `/api/event-types/${id}`, { token, json });

describe("creating event types", () => {
  it("answers the saved event type with the spec's defaults", async () => {
    const created = await answer(
      typedApi({ token: host.token })["event-types"].$post({
        json: { title: "  Quick Chat ", location: " Online ", schedule_id: schedule.id, durations: [60, 30] },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: "Quick Chat",
      slug: "quick-chat",
      location: "Online",
      schedule_id: schedule.id,
      description: "",
      durations: [30, 60],
      default_duration: 60,
      is_public: true,
      image_url: null,
      buffer_time: 0,
      min_notice: 0,
      limits: { window_days: null, window_start: null, window_end: null, max_per_day: null, max_per_week: null, change_cutoff: null },
      questions: [],
      reminders: { offsets: [], notify_host: false },
      locale: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      team_id: null,
      assignment: null,
      use_weights: false,
      equal_distribution_limit: null,
      hosts: [],
      requires_confirmation: false,
      confirmation_hours: 24,
      location_kind: "custom",
      seats: null,
      seats_show_attendees: false,
    });
    const listed = await answer(typedApi({ token: host.token })["event-types"].$get());
    expect(listed.body).toContainEqual(created.body);
  });

  it("takes every field of the form", async () => {
    const fields = { description: "Bring questions.", durations: [45, 90], default_duration: 90, is_public: false, buffer_time: 15, min_notice: 120 };
    const created = await createEventType(host.token, schedule.id, { title: "Deep Dive", ...fields });
    expect(created).toMatchObject(fields);
  });

  it.each([
    ["a JSON-array string, sorted and without repeats", { durations: "[60, 15, 30, 15]" }, [15, 30, 60], 60],
    ["durations without 60: the first is the default", { durations: [45, 20] }, [20, 45], 20],
    ["an explicit default", { durations: [15, 30, 60], default_duration: 15 }, [15, 30, 60], 15],
    ["a full day", { durations: [1440] }, [1440], 1440],
  ])("accepts %s", async (_, fields, durations, defaultDuration) => {
    // Raw: durations may arrive as JSON text, which the typed client never sends.
    const created = await api<EventType>("POST", "/api/event-types", {
      token: host.token,
      json: { title: "Durations", location: "Online", schedule_id: schedule.id, ...fields },
    });
    expect(created.status).toBe(201);
    expect(created.body.durations).toEqual(durations);
    expect(created.body.default_duration).toBe(defaultDuration);
  });

  const base = { title: "Valid", location: "Online", durations: [30, 60] };
  it.each([
    ["a missing title", { location: "Online", durations: [30] }],
    ["a blank title", { ...base, title: "   " }],
    ["a title over 200 characters", { ...base, title: "t".repeat(201) }],
    ["a title that is not text", { ...base, title: 7 }],
    ["a missing location", { title: "Valid", durations: [30] }],
    ["missing durations", { title: "Valid", location: "Online" }],
    ["no durations", { ...base, durations: [] }],
    ["a zero duration", { ...base, durations: [0, 30] }],
    ["a negative duration", { ...base, durations: [-15] }],
    ["a fractional duration", { ...base, durations: [22.5] }],
    ["durations as text numbers", { ...base, durations: ["30"] }],
    ["durations as text that is not JSON", { ...base, durations: "30, 60" }],
    ["a duration over a day", { ...base, durations: [1441] }],
    ["more than 20 durations", { ...base, durations: Array.from({ length: 21 }, (_, i) => (i + 1) * 5) }],
    ["a default that is not offered", { ...base, default_duration: 45 }],
    ["a negative buffer", { ...base, buffer_time: -1 }],
    ["a buffer as text", { ...base, buffer_time: "5" }],
    ["is_public as text", { ...base, is_public: "yes" }],
    ["a schedule id as text", { ...base, schedule_id: String(0) }],
    ["an unknown field", { ...base, slug: "my-own-slug" }],
    ["another user's id", { ...base, user_id: 1 }],
    ["a huge description", { ...base, description: "d".repeat(50_000) }],
    ["an image URL that is not an upload", { ...base, image_url: "https://example.com/a.png" }],
  ])("refuses %s (400) and creates nothing", async (_, fields) => {
    const before = await snapshot("event_types");
    const response = await api("POST", "/api/event-types", { token: host.token, json: { schedule_id: schedule.id, ...fields } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(await snapshot("event_types")).toBe(before);
  });

  it("requires a schedule and says when it is missing", async () => {
    const missing = await api("POST", "/api/event-types", { token: host.token, json: { title: "No schedule", location: "Online", durations: [30] } });
    expect(missing.status).toBe(400);
    const unknown = await answer(
      typedApi({ token: host.token })["event-types"].$post({
        json: { title: "Ghost schedule", location: "Online", durations: [30], schedule_id: 999_999 },
      }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Schedule not found." });
  });
});

describe("slugs", () => {
  it("are unique across users, derived from the title, and stable when the title changes", async () => {
    const other = await registerUser("slugs");
    const otherSchedule = await createSchedule(other.token);
    const first = await createEventType(host.token, schedule.id, { title: "Intro Call" });
    const second = await createEventType(other.token, otherSchedule.id, { title: "intro call!" });
    const third = await createEventType(host.token, schedule.id, { title: "INTRO  CALL" });
    expect([first.slug, second.slug, third.slug]).toEqual(["intro-call", "intro-call-2", "intro-call-3"]);

    const renamed = await update(first.id, { title: "Welcome Call" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Welcome Call", slug: "intro-call" });
    const fourth = await createEventType(host.token, schedule.id, { title: "Intro Call" });
    expect(fourth.slug).toBe("intro-call-4");
  });

  it.each([
    ["Café Über", "cafe-uber"],
    ["会議", "event"],
  ])("turn %j into %j", async (title, slug) => {
    expect((await createEventType(host.token, schedule.id, { title })).slug).toBe(slug);
  });
});

describe("updating event types", () => {
  it("changes the fields given and keeps the rest", async () => {
    const original = await createEventType(host.token, schedule.id, { title: "Partial", description: "Keep me", buffer_time: 10 });
    const other = await createSchedule(host.token, "Second");
    const updated = await update(original.id, { location: "Office", is_public: false, schedule_id: other.id });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...original, location: "Office", is_public: false, schedule_id: other.id });
    const listed = await answer(typedApi({ token: host.token })["event-types"].$get());
    expect(listed.body).toContainEqual(updated.body);
  });

  it("keeps the default duration while offered, else picks 60 or the first remaining", async () => {
    const original = await createEventType(host.token, schedule.id, { title: "Defaults", durations: [15, 30, 60], default_duration: 30 });
    expect((await update(original.id, { durations: [30, 90] })).body.default_duration).toBe(30);
    expect((await update(original.id, { durations: [60, 90] })).body.default_duration).toBe(60);
    expect((await update(original.id, { durations: [20, 90] })).body.default_duration).toBe(20);
    const refused = await update(original.id, { default_duration: 45 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: "The default duration must be one of the durations." });
  });

  it.each([
    ["a blank title", { title: "" }],
    ["null durations", { durations: null }],
    ["a null schedule", { schedule_id: null }],
    ["an unknown field", { slug: "taken-over" }],
    ["a buffer over a day", { buffer_time: 1441 }],
    ["a huge location", { location: "l".repeat(20_000) }],
  ])("refuses %s (400) and changes nothing", async (_, json) => {
    const original = await createEventType(host.token, schedule.id, { title: "Unchanged" });
    const before = await snapshot("event_types");
    const response = await update(original.id, json);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(await snapshot("event_types")).toBe(before);
  });

  it("answers 404 for an unknown id and 400 for an id that is not a number", async () => {
    expect((await update(999_999, { title: "x" })).body).toEqual({ error: "Event type not found." });
    expect((await update(999_999, { title: "x" })).status).toBe(404);
    expect((await answer(typedApi({ token: host.token })["event-types"][":id"].$put({ param: { id: "1e3" }, json: { title: "x" } }))).status).toBe(400);
  });
});

describe("deleting event types", () => {
  it("deletes it, then answers 404", async () => {
    const doomed = await createEventType(host.token, schedule.id, { title: "Doomed" });
    const deleted = await answer(typedApi({ token: host.token })["event-types"][":id"].$delete({ param: { id: String(doomed.id) } }));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Event type deleted." });
    const listed = await answer(typedApi({ token: host.token })["event-types"].$get());
    expect(listed.body.map((type) => type.id)).not.toContain(doomed.id);
    expect((await answer(typedApi({ token: host.token })["event-types"][":id"].$delete({ param: { id: String(doomed.id) } }))).status).toBe(404);
  });
});

describe("someone else's event types and schedules", () => {
  it("are 404 on every verb, and cannot be borrowed", async () => {
    const owner = await registerUser("etowner");
    const intruder = await registerUser("etintruder");
    const ownerSchedule = await createSchedule(owner.token, "Owner's");
    const intruderSchedule = await createSchedule(intruder.token, "Intruder's");
    const owned = await createEventType(owner.token, ownerSchedule.id, { title: "Owner Only" });
    const intruders = await createEventType(intruder.token, intruderSchedule.id, { title: "Intruder's Own" });
    const before = await snapshot("event_types");

    const edit = await update(owned.id, { title: "Hijacked" }, intruder.token);
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ error: "Event type not found." });
    const remove = await answer(typedApi({ token: intruder.token })["event-types"][":id"].$delete({ param: { id: String(owned.id) } }));
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual({ error: "Event type not found." });
    const listed = await answer(typedApi({ token: intruder.token })["event-types"].$get());
    expect(listed.body).toEqual([intruders]);

    const borrowOnCreate = await answer(
      typedApi({ token: intruder.token })["event-types"].$post({
        json: { title: "Borrowed", location: "Online", durations: [30], schedule_id: ownerSchedule.id },
      }),
    );
    expect(borrowOnCreate.status).toBe(404);
    expect(borrowOnCreate.body).toEqual({ error: "Schedule not found." });
    const borrowOnUpdate = await update(intruders.id, { schedule_id: ownerSchedule.id }, intruder.token);
    expect(borrowOnUpdate.status).toBe(404);
    expect(borrowOnUpdate.body).toEqual({ error: "Schedule not found." });

    expect(await snapshot("event_types")).toBe(before);
  });

  it("answer 401 without a token", async () => {
    expect((await answer(typedApi()["event-types"].$get())).status).toBe(401);
    expect((await api("POST", "/api/event-types", { json: {} })).status).toBe(401);
    expect((await answer(typedApi()["event-types"][":id"].$delete({ param: { id: "1" } }))).status).toBe(401);
  });
});
