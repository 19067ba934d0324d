import type { InferResponseType } from "hono/client";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type TestUser, registerUser } from "./helpers";
import { countRows, createSchedule, snapshot } from "./availability-helpers";
import { type Api, answer } from "../scenarios/api";
import { typedApi } from "./client";

let host: TestUser;
beforeAll(async () => {
  host = await registerUser("overrides");
});

type Override = InferResponseType<Api["availability"]["overrides"]["$post"], 200>;
/** Raw: the refusal tests send fields of the wrong type too. */
const saveOverride = (json: unknown, token = host.token) => api<Override>("POST", "/api/availability/overrides", { token, json });
const listOverrides = async (scheduleId: number, month?: string) =>
  (await answer(typedApi({ token: host.token }).availability.overrides[":scheduleId"].$get({ param: { scheduleId: String(scheduleId) }, query: { month } }))).body;

describe("date overrides", () => {
  it("saves custom hours and unavailable days, and lists them by month", async () => {
    const schedule = await createSchedule(host.token, "Overrides", "America/New_York");
    expect(await listOverrides(schedule.id, "2026-03")).toEqual([]);

    const custom = await saveOverride({ schedule_id: schedule.id, date: "2026-03-10", is_unavailable: false, start_time: "10:00", end_time: "14:30" });
    expect(custom.status).toBe(200);
    expect(custom.body).toEqual({
      id: expect.any(Number),
      schedule_id: schedule.id,
      date: "2026-03-10",
      is_unavailable: false,
      start_time: "10:00",
      end_time: "14:30",
    });
    const off = await saveOverride({ schedule_id: schedule.id, date: "2026-03-02", is_unavailable: true, start_time: null, end_time: null });
    expect(off.body).toMatchObject({ date: "2026-03-02", is_unavailable: true, start_time: null, end_time: null });
    const april = await saveOverride({ schedule_id: schedule.id, date: "2026-04-01", is_unavailable: true });
    expect(april.status).toBe(200);

    expect(await listOverrides(schedule.id, "2026-03")).toEqual([off.body, custom.body]);
    expect(await listOverrides(schedule.id, "2026-04")).toEqual([april.body]);
    expect(await listOverrides(schedule.id, "2026-05")).toEqual([]);
    expect(await listOverrides(schedule.id)).toEqual([off.body, custom.body, april.body]);
  });

  it("stores no times for an unavailable day even when times are sent", async () => {
    const schedule = await createSchedule(host.token, "Ignored times");
    const saved = await saveOverride({ schedule_id: schedule.id, date: "2026-08-08", is_unavailable: true, start_time: "09:00", end_time: "17:00" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ is_unavailable: true, start_time: null, end_time: null });
  });

  it("accepts a range that crosses midnight", async () => {
    const schedule = await createSchedule(host.token, "Night");
    const saved = await saveOverride({ schedule_id: schedule.id, date: "2026-09-05", is_unavailable: false, start_time: "22:00", end_time: "02:00" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ start_time: "22:00", end_time: "02:00" });
  });

  it("keeps one override per day: saving the day again replaces it", async () => {
    const schedule = await createSchedule(host.token, "Upsert");
    const first = await saveOverride({ schedule_id: schedule.id, date: "2026-10-10", is_unavailable: true, start_time: null, end_time: null });
    const second = await saveOverride({ schedule_id: schedule.id, date: "2026-10-10", is_unavailable: false, start_time: "12:00", end_time: "13:00" });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ ...first.body, is_unavailable: false, start_time: "12:00", end_time: "13:00" });
    expect(await listOverrides(schedule.id, "2026-10")).toEqual([second.body]);
    expect(await countRows("date_overrides", "schedule_id = ?", schedule.id)).toBe(1);
  });

  it("removes an override, then answers 404 for it", async () => {
    const schedule = await createSchedule(host.token, "Remove");
    await saveOverride({ schedule_id: schedule.id, date: "2026-11-11", is_unavailable: true, start_time: null, end_time: null });
    const removed = await answer(
      typedApi({ token: host.token }).availability.overrides[":scheduleId"][":date"].$delete({
        param: { scheduleId: String(schedule.id), date: "2026-11-11" },
      }),
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: "Override removed." });
    expect(await listOverrides(schedule.id)).toEqual([]);
    const again = await answer(
      typedApi({ token: host.token }).availability.overrides[":scheduleId"][":date"].$delete({
        param: { scheduleId: String(schedule.id), date: "2026-11-11" },
      }),
    );
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: "Override not found." });
  });

  it("answers 404 for a schedule that does not exist", async () => {
    const saved = await saveOverride({ schedule_id: 999_999, date: "2026-01-01", is_unavailable: true, start_time: null, end_time: null });
    expect(saved.status).toBe(404);
    expect(saved.body).toEqual({ error: "Schedule not found." });
  });

  const valid = { date: "2026-06-15", is_unavailable: false, start_time: "09:00", end_time: "17:00" };
  it.each([
    ["a date that does not exist", { ...valid, date: "2026-02-30" }],
    ["a date with one-digit parts", { ...valid, date: "2026-6-5" }],
    ["a date-time instead of a date", { ...valid, date: "2026-06-15T00:00:00Z" }],
    ["25:00", { ...valid, end_time: "25:00" }],
    ["9:00", { ...valid, start_time: "9:00" }],
    ["a range that ends when it starts", { ...valid, start_time: "10:00", end_time: "10:00" }],
    ["missing times on an available day", { ...valid, start_time: null, end_time: null }],
    ["a missing end time on an available day", { date: valid.date, is_unavailable: false, start_time: "09:00" }],
    ["is_unavailable given as text", { ...valid, is_unavailable: "yes" }],
    ["a missing is_unavailable", { date: valid.date, start_time: "09:00", end_time: "17:00" }],
    ["schedule_id given as text", { ...valid, schedule_id: "1" }],
    ["an unknown field", { ...valid, timezone: "UTC" }],
    ["a huge date string", { ...valid, date: "2".repeat(60_000) }],
  ])("refuses %s (400) and changes nothing", async (_, fields) => {
    const schedule = await createSchedule(host.token, "Bad input");
    await saveOverride({ schedule_id: schedule.id, date: "2026-06-15", is_unavailable: true, start_time: null, end_time: null });
    const before = await snapshot("date_overrides");
    const response = await saveOverride({ schedule_id: schedule.id, ...fields });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(await snapshot("date_overrides")).toBe(before);
  });

  it("refuses a bad month or date in the path (400)", async () => {
    const schedule = await createSchedule(host.token, "Bad path");
    for (const query of ["?month=2026-13", "?month=2026-1", "?month=march"]) {
      const response = await api("GET", `/api/availability/overrides/${schedule.id}${query}`, { token: host.token });
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
    const badDate = await answer(
      typedApi({ token: host.token }).availability.overrides[":scheduleId"][":date"].$delete({
        param: { scheduleId: String(schedule.id), date: "2026-02-30" },
      }),
    );
    expect(badDate.status).toBe(400);
    const badId = await api("GET", "/api/availability/overrides/-1", { token: host.token });
    expect(badId.status).toBe(400);
  });
});
