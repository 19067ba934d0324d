import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { daySlots } from "../scenarios/bookings";
import { createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress, worker } from "./client";
import { api } from "./helpers";

/* Limits per event type: enforced by the server, in the statement that writes. */

async function limitedHost(limits: Record<string, unknown>) {
  const host = await createHost({ durations: [30], rules: everyDay("09:00", "17:00") });
  const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { limits } });
  expect(updated.status).toBe(200);
  return host;
}

const slotsOn = (slug: string, date: string) => daySlots(worker, slug, { date, duration: 30, tz: "UTC" });

describe("event type limits", () => {
  it("are stored, answered and cleared", async () => {
    const host = await limitedHost({ window_days: 30, max_per_day: 2, max_per_week: 5, change_cutoff: 1440 });
    const shown = await api<{ limits: unknown }>("GET", "/api/event-types", { token: host.user.token });
    expect(shown.body).toEqual([
      expect.objectContaining({ limits: { window_days: 30, window_start: null, window_end: null, max_per_day: 2, max_per_week: 5, change_cutoff: 1440 } }),
    ]);
    const cleared = await api<{ limits: unknown }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { limits: {} } });
    expect(cleared.body.limits).toEqual({ window_days: null, window_start: null, window_end: null, max_per_day: null, max_per_week: null, change_cutoff: null });
  });

  it.each([
    [{ window_days: 0 }, "limits.window_days: window_days must be at least 1."],
    [{ window_days: 1.5 }, "limits.window_days: window_days must be a whole number."],
    [{ max_per_day: 101 }, "limits.max_per_day: max_per_day must be at most 100."],
    [{ window_start: "2026-02-30" }, "limits.window_start: Dates must be real calendar dates written yyyy-MM-dd."],
    [{ window_start: "2026-05-02", window_end: "2026-05-01" }, "limits.window_end: window_end must be on or after window_start."],
    [{ change_cutoff: -5 }, "limits.change_cutoff: change_cutoff must be at least 0 minutes."],
    [{ per_month: 3 }, "limits: Unknown field: per_month."],
  ])("refuses %j with 400 and changes nothing", async (limits, error) => {
    const host = await createHost({ durations: [30] });
    const response = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { limits } });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(error.split(": ").at(-1));
    const row = await env.DB.prepare("select window_days, max_per_day, window_start, change_cutoff from event_types where id = ?").bind(host.eventTypeId).first();
    expect(row).toEqual({ window_days: null, max_per_day: null, window_start: null, change_cutoff: null });
  });

  it("offers and books nothing past the booking window", async () => {
    const host = await limitedHost({ window_days: 3 });
    expect((await slotsOn(host.slug, dateAhead(3))).length).toBeGreaterThan(0);
    expect((await slotsOn(host.slug, dateAhead(4)))).toEqual([]);
    const late = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "10:00", "UTC"), duration: 30 });
    expect(late.status).toBe(400);
  });

  it("says the day or the week is full when a cap, not another booking, refuses the time", async () => {
    // A Monday and the Tuesday after it, at least a week ahead: one schedule week.
    const monday = new Date(`${dateAhead(7)}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const [mon, tue] = [0, 1].map((days) => new Date(monday.getTime() + days * 86_400_000).toISOString().slice(0, 10));
    const book = (slug: string, date: string, time: string) => postBooking({ eventTypeSlug: slug, startTime: instantAt(date, time, "UTC"), duration: 30 });

    const daily = await limitedHost({ max_per_day: 1 });
    expect((await book(daily.slug, mon!, "10:00")).status).toBe(201);
    expect(await book(daily.slug, mon!, "11:00")).toMatchObject({ status: 409, body: { error: "That day is fully booked. Please choose another day." } });
    expect(await book(daily.slug, mon!, "10:00")).toMatchObject({ status: 409, body: { error: "That time is no longer available." } });

    const weekly = await limitedHost({ max_per_week: 1 });
    expect((await book(weekly.slug, mon!, "10:00")).status).toBe(201);
    expect(await book(weekly.slug, tue!, "10:00")).toMatchObject({ status: 409, body: { error: "That week is fully booked. Please choose another week." } });
  });

  it("lets exactly one of 20 racing bookings into a day capped at one", async () => {
    const host = await limitedHost({ max_per_day: 1 });
    const day = dateAhead(5);
    const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postBooking({ eventTypeSlug: host.slug, startTime: instantAt(day, times[i % times.length]!, "UTC"), duration: 30 })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status !== 201).every((result) => result.status === 409)).toBe(true);
    expect((await slotsOn(host.slug, day))).toEqual([]);
    expect((await slotsOn(host.slug, dateAhead(6))).length).toBeGreaterThan(0);
  });

  it("stops the booker, not the host, from cancelling after the cut-off", async () => {
    const host = await limitedHost({ change_cutoff: 5 * 1440 });
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(2), "10:00", "UTC"), duration: 30 });
    expect(booked.status).toBe(201);
    const token = booked.body.booking.cancellation_token;
    const shown = await api<{ booking: { changes_until: string } }>("GET", `/api/public/bookings/${token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(shown.body.booking.changes_until).toBe(new Date(Date.parse(booked.body.booking.start_time) - 5 * 86_400_000).toISOString());
    const refused = await api("DELETE", `/api/public/bookings/${token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: "This booking can no longer be cancelled here: changes were possible until the host's cut-off. Please contact the host." },
    });
    const byHost = await api("DELETE", `/api/events/bookings/${booked.body.booking.id}`, { token: host.user.token });
    expect(byHost.status).toBe(200);
  });
});
