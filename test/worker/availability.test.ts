import { afterEach, describe, expect, it, vi } from "vitest";
import { api, registerUser } from "./helpers";
import { countRows, createEventType, createSchedule, snapshot } from "./availability-helpers";
import { answer } from "../scenarios/api";
import type { Rule } from "../scenarios/hosts";
import { typedApi } from "./client";

const rule = (day_of_week: number, start_time: string, end_time: string): Rule => ({ day_of_week, start_time, end_time });

describe("schedules", () => {
  it("creates, lists, renames, re-zones and deletes the caller's own schedules", async () => {
    const host = await registerUser("sched");
    const created = await answer(
      typedApi({ token: host.token }).availability.schedules.$post({ json: { name: "  Work hours  ", timezone: "america/new_york" } }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: "Work hours", timezone: "America/New_York" });

    const defaulted = await createSchedule(host.token, "Weekends");
    expect(defaulted.timezone).toBe("UTC");

    const listed = await answer(typedApi({ token: host.token }).availability.schedules.$get());
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body, defaulted]);

    const renamed = await answer(
      typedApi({ token: host.token }).availability.schedules[":id"].$put({
        param: { id: String(defaulted.id) },
        json: { name: "Saturdays", timezone: "Europe/Berlin" },
      }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: defaulted.id, name: "Saturdays", timezone: "Europe/Berlin" });

    const deleted = await answer(typedApi({ token: host.token }).availability.schedules[":id"].$delete({ param: { id: String(defaulted.id) } }));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Schedule deleted." });
    const after = await answer(typedApi({ token: host.token }).availability.schedules.$get());
    expect(after.body).toEqual([created.body]);
    const again = await answer(typedApi({ token: host.token }).availability.schedules[":id"].$delete({ param: { id: String(defaulted.id) } }));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: "Schedule not found." });
  });

  it("keeps an event type when its schedule is deleted, unscheduled, and drops the schedule's rules and overrides", async () => {
    const host = await registerUser("schedel");
    const schedule = await createSchedule(host.token);
    await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({
        param: { scheduleId: String(schedule.id) },
        json: { rules: [rule(1, "09:00", "17:00")] },
      }),
    );
    await answer(
      typedApi({ token: host.token }).availability.overrides.$post({
        json: { schedule_id: schedule.id, date: "2026-05-01", is_unavailable: true, start_time: null, end_time: null },
      }),
    );
    const eventType = await createEventType(host.token, schedule.id);

    expect((await answer(typedApi({ token: host.token }).availability.schedules[":id"].$delete({ param: { id: String(schedule.id) } }))).status).toBe(200);
    const types = await answer(typedApi({ token: host.token })["event-types"].$get());
    expect(types.body).toEqual([{ ...eventType, schedule_id: null }]);
    expect(await countRows("availability_rules", "schedule_id = ?", schedule.id)).toBe(0);
    expect(await countRows("date_overrides", "schedule_id = ?", schedule.id)).toBe(0);
  });

  it.each([
    ["an empty name", { name: "   " }],
    ["a missing name", { timezone: "UTC" }],
    ["a name that is not text", { name: 42 }],
    ["a name over 100 characters", { name: "n".repeat(101) }],
    ["a huge name", { name: "n".repeat(90_000) }],
    ["an unknown time zone", { name: "Work", timezone: "Mars/Olympus" }],
    ["an offset instead of a zone", { name: "Work", timezone: "+02:00" }],
    ["a time zone that is not text", { name: "Work", timezone: 5 }],
    ["an unknown field", { name: "Work", user_id: 1 }],
  ])("refuses to create a schedule with %s (400, nothing created)", async (_, json) => {
    const host = await registerUser("schedbad");
    const before = await snapshot("schedules");
    const response = await api<{ error: string }>("POST", "/api/availability/schedules", { token: host.token, json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(await snapshot("schedules")).toBe(before);
  });

  it.each([
    ["an empty name", { name: "" }],
    ["an unknown time zone", { timezone: "Nowhere/Town" }],
    ["an unknown field", { name: "Fine", id: 99 }],
    ["a list instead of an object", ["Fine"]],
  ])("refuses to update a schedule with %s (400, unchanged)", async (_, json) => {
    const host = await registerUser("schedupd");
    const schedule = await createSchedule(host.token, "Original", "Asia/Tokyo");
    const response = await api("PUT", `/api/availability/schedules/${schedule.id}`, { token: host.token, json });
    expect(response.status).toBe(400);
    const listed = await answer(typedApi({ token: host.token }).availability.schedules.$get());
    expect(listed.body).toEqual([schedule]);
  });

  it("answers 400 for ids that are not numbers or malformed JSON, and 401 without a token", async () => {
    const host = await registerUser("schedid");
    for (const [method, path] of [
      ["PUT", "/api/availability/schedules/abc"],
      ["DELETE", "/api/availability/schedules/1.5"],
      ["GET", "/api/availability/rules/0"],
      ["DELETE", "/api/event-types/abc"],
    ] as const) {
      const response = await api(method, path, { token: host.token, json: method === "PUT" ? { name: "x" } : undefined });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
    const malformed = await api("POST", "/api/availability/schedules", {
      token: host.token,
      body: '{"name": "Work"',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "Malformed request body." });
    expect((await answer(typedApi().availability.schedules.$get())).status).toBe(401);
    expect((await answer(typedApi().availability.schedules.$post({ json: { name: "x" } }))).status).toBe(401);
  });
});

describe("weekly rules", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a 09:00–17:00 Monday in America/New_York as wall-clock time from January to July", async () => {
    const host = await registerUser("dst");
    const schedule = await createSchedule(host.token, "New York", "America/New_York");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-12T15:00:00Z"));
    const saved = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({
        param: { scheduleId: String(schedule.id) },
        json: { rules: [rule(1, "09:00", "17:00")] },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([rule(1, "09:00", "17:00")]);

    vi.setSystemTime(new Date("2026-07-13T15:00:00Z"));
    const july = await answer(typedApi({ token: host.token }).availability.rules[":scheduleId"].$get({ param: { scheduleId: String(schedule.id) } }));
    expect(july.status).toBe(200);
    expect(july.body).toEqual([rule(1, "09:00", "17:00")]);
    const schedules = await answer(typedApi({ token: host.token }).availability.schedules.$get());
    expect(schedules.body).toEqual([{ id: schedule.id, name: "New York", timezone: "America/New_York" }]);
  });

  it("replaces all rules at once and answers them sorted by day and start", async () => {
    const host = await registerUser("rules");
    const schedule = await createSchedule(host.token);
    expect((await answer(typedApi({ token: host.token }).availability.rules[":scheduleId"].$get({ param: { scheduleId: String(schedule.id) } }))).body).toEqual([]);

    const week = [rule(3, "13:00", "17:00"), rule(1, "22:00", "02:00"), rule(3, "09:00", "12:00"), rule(0, "10:00", "11:00")];
    const saved = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules: week } }),
    );
    expect(saved.status).toBe(200);
    const sorted = [rule(0, "10:00", "11:00"), rule(1, "22:00", "02:00"), rule(3, "09:00", "12:00"), rule(3, "13:00", "17:00")];
    expect(saved.body).toEqual(sorted);
    expect((await answer(typedApi({ token: host.token }).availability.rules[":scheduleId"].$get({ param: { scheduleId: String(schedule.id) } }))).body).toEqual(sorted);

    const replaced = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({
        param: { scheduleId: String(schedule.id) },
        json: { rules: [rule(5, "08:00", "09:00")] },
      }),
    );
    expect(replaced.body).toEqual([rule(5, "08:00", "09:00")]);
    const cleared = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules: [] } }),
    );
    expect(cleared.body).toEqual([]);
    expect(await countRows("availability_rules", "schedule_id = ?", schedule.id)).toBe(0);
  });

  it("saves 50 rules (more than one insert statement) and refuses 51", async () => {
    const host = await registerUser("many");
    const schedule = await createSchedule(host.token);
    const pad = (n: number) => String(n).padStart(2, "0");
    const rules = Array.from({ length: 51 }, (_, i) => rule(i % 7, `${pad(Math.floor(i / 7) * 2)}:00`, `${pad(Math.floor(i / 7) * 2)}:30`));
    const tooMany = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules } }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: "rules: At most 50 time ranges per schedule." });
    const saved = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({
        param: { scheduleId: String(schedule.id) },
        json: { rules: rules.slice(0, 50) },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toHaveLength(50);
  });

  it.each([
    ["overlapping ranges on one day", [rule(1, "09:00", "12:00"), rule(1, "11:00", "13:00")], "Monday has overlapping times: 09:00–12:00 and 11:00–13:00."],
    [
      "a night range running into the next day's range",
      [rule(4, "22:00", "03:00"), rule(5, "02:00", "06:00")],
      "Friday has overlapping times: Thursday 22:00–03:00 runs past midnight into 02:00–06:00.",
    ],
    ["a range ending when it starts", [rule(2, "10:00", "10:00")], "Tuesday has a time range that ends when it starts (10:00–10:00)."],
  ])("refuses %s with a message naming the day", async (_, rules, error) => {
    const host = await registerUser("overlap");
    const schedule = await createSchedule(host.token);
    const response = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules } }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it.each([
    ["25:00", { rules: [rule(1, "09:00", "25:00")] }],
    ["9:00", { rules: [rule(1, "9:00", "17:00")] }],
    ["12:60", { rules: [rule(1, "12:60", "17:00")] }],
    ["24:00", { rules: [rule(1, "09:00", "24:00")] }],
    ["day 7", { rules: [rule(7, "09:00", "17:00")] }],
    ["day -1", { rules: [rule(-1, "09:00", "17:00")] }],
    ["a day given as text", { rules: [{ day_of_week: "1", start_time: "09:00", end_time: "17:00" }] }],
    ["a fractional day", { rules: [{ day_of_week: 1.5, start_time: "09:00", end_time: "17:00" }] }],
    ["a time given as a number", { rules: [{ day_of_week: 1, start_time: 900, end_time: "17:00" }] }],
    ["a missing end", { rules: [{ day_of_week: 1, start_time: "09:00" }] }],
    ["an unknown rule field", { rules: [{ ...rule(1, "09:00", "17:00"), timezone: "UTC" }] }],
    ["an unknown top-level field", { rules: [], replace: true }],
    ["rules that are not a list", { rules: "monday" }],
    ["no rules at all", {}],
    ["a huge time string", { rules: [rule(1, "0".repeat(50_000), "17:00")] }],
  ])("refuses %s (400) and keeps the saved rules", async (_, json) => {
    const host = await registerUser("rulebad");
    const schedule = await createSchedule(host.token);
    const kept = [rule(1, "09:00", "17:00")];
    await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules: kept } }),
    );
    const response = await api<{ error: string }>("PUT", `/api/availability/rules/${schedule.id}`, { token: host.token, json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect((await answer(typedApi({ token: host.token }).availability.rules[":scheduleId"].$get({ param: { scheduleId: String(schedule.id) } }))).body).toEqual(kept);
  });

  it("answers 404 for a schedule that does not exist", async () => {
    const host = await registerUser("rule404");
    const missing = await answer(typedApi({ token: host.token }).availability.rules[":scheduleId"].$get({ param: { scheduleId: "999999" } }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Schedule not found." });
    const put = await answer(
      typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: "999999" }, json: { rules: [] } }),
    );
    expect(put.status).toBe(404);
  });
});

describe("someone else's schedule", () => {
  it("is a 404 on every verb, and stays as it was", async () => {
    const owner = await registerUser("owner");
    const intruder = await registerUser("intruder");
    const schedule = await createSchedule(owner.token, "Private", "Europe/Paris");
    const rules = [rule(1, "09:00", "17:00")];
    await answer(
      typedApi({ token: owner.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules } }),
    );
    const override = { schedule_id: schedule.id, date: "2026-06-01", is_unavailable: false, start_time: "10:00", end_time: "12:00" };
    await answer(typedApi({ token: owner.token }).availability.overrides.$post({ json: override }));
    const tables = await Promise.all(["schedules", "availability_rules", "date_overrides"].map(snapshot));

    const attempts: Array<[string, string, unknown?]> = [
      ["PUT", `/api/availability/schedules/${schedule.id}`, { name: "Mine now" }],
      ["DELETE", `/api/availability/schedules/${schedule.id}`],
      ["GET", `/api/availability/rules/${schedule.id}`],
      ["PUT", `/api/availability/rules/${schedule.id}`, { rules: [] }],
      ["GET", `/api/availability/overrides/${schedule.id}?month=2026-06`],
      ["POST", "/api/availability/overrides", { ...override, is_unavailable: true, start_time: null, end_time: null }],
      ["DELETE", `/api/availability/overrides/${schedule.id}/2026-06-01`],
    ];
    for (const [method, path, json] of attempts) {
      const response = await api(method, path, { token: intruder.token, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ error: "Schedule not found." });
    }
    expect((await answer(typedApi({ token: intruder.token }).availability.schedules.$get())).body).toEqual([]);
    expect(await Promise.all(["schedules", "availability_rules", "date_overrides"].map(snapshot))).toEqual(tables);
  });
});
