import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type BookingHost, createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";

/*
 * Issue 16: month availability and the booking page's inlined month come from the edge cache
 * (Cache API) while the host's availability version is unchanged; a booking bumps the version in
 * its own batch, so the very next month view is a miss that no longer offers the booked slot.
 */

/** One 30-minute slot a day (09:00–09:30 UTC), so booking it empties its day in the month view. */
const oneSlotHost = () => createHost({ rules: everyDay("09:00", "09:30"), durations: [30] });

const day = dateAhead(40);
const month = day.slice(0, 7);

async function monthView(host: BookingHost, cookie?: string) {
  const response = await SELF.fetch(`http://hangout.test/api/public/availability/${host.slug}/month?month=${month}&tz=UTC`, {
    headers: { "CF-Connecting-IP": uniqueAddress(), ...(cookie ? { cookie } : {}) },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { availableDays: number[] };
  return { cache: response.headers.get("X-Hangout-Cache"), days: body.availableDays };
}

const versionOf = async (host: BookingHost) =>
  (await env.DB.prepare("select availability_version as v from users where id = ?").bind(host.userId).first<{ v: number }>())?.v;

describe("availability cache", () => {
  it("serves the month from the cache until a booking bumps the version; the next view misses and shows the slot gone", async () => {
    const host = await oneSlotHost();
    const dayOfMonth = Number(day.slice(8));

    const first = await monthView(host);
    expect(first.cache).toBe("miss");
    expect(first.days).toContain(dayOfMonth);
    const second = await monthView(host);
    expect(second).toEqual({ cache: "hit", days: first.days });

    const before = await versionOf(host);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(day, "09:00", "UTC"), duration: 30, email: "" });
    expect(booked.status).toBe(201);
    expect(await versionOf(host)).toBeGreaterThan(before ?? 0);

    const after = await monthView(host);
    expect(after.cache).toBe("miss");
    expect(after.days).not.toContain(dayOfMonth);
    expect(after.days).toEqual(first.days.filter((d) => d !== dayOfMonth));
    expect(await monthView(host)).toEqual({ cache: "hit", days: after.days });
  });

  it("a refused booking (slot taken) bumps nothing, and cancelling bumps again and brings the day back", async () => {
    const host = await oneSlotHost();
    const dayOfMonth = Number(day.slice(8));
    const startTime = instantAt(day, "09:00", "UTC");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "" });
    expect(booked.status).toBe(201);
    const version = await versionOf(host);
    expect((await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "" })).status).toBe(409);
    expect(await versionOf(host)).toBe(version);
    expect((await monthView(host)).days).not.toContain(dayOfMonth);

    const token = (booked.body as { booking: { cancellation_token: string } }).booking.cancellation_token;
    const cancelled = await SELF.fetch(`http://hangout.test/api/public/bookings/${token}`, { method: "DELETE", headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(cancelled.status).toBe(200);
    expect(await versionOf(host)).toBeGreaterThan(version ?? 0);
    const reopened = await monthView(host);
    expect(reopened.cache).toBe("miss");
    expect(reopened.days).toContain(dayOfMonth);
  });

  it("the booking page's inlined month is cached the same way, with the status in a header", async () => {
    const host = await oneSlotHost();
    const page = () => SELF.fetch(`http://hangout.test/book/${host.slug}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Hangout-Cache")).toBe("miss");
    const firstHtml = await first.text();
    const second = await page();
    expect(second.headers.get("X-Hangout-Cache")).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
  });

  it("every kind of availability write turns the next month view into a miss", async () => {
    const host = await oneSlotHost();
    const token = host.user.token;
    const closeDay = { schedule_id: host.scheduleId, date: day, is_unavailable: true };
    const block = { title: "Dentist", type: "blocked", start_time: instantAt(day, "09:00", "UTC"), end_time: instantAt(day, "10:00", "UTC") };
    const writes: [string, () => Promise<{ status: number }>][] = [
      ["weekly rules", () => api("PUT", `/api/availability/rules/${host.scheduleId}`, { token, json: { rules: everyDay("09:00", "10:00") } })],
      ["a date override", () => api("POST", "/api/availability/overrides", { token, json: closeDay })],
      ["removing it", () => api("DELETE", `/api/availability/overrides/${host.scheduleId}/${day}`, { token })],
      ["the schedule's zone", () => api("PUT", `/api/availability/schedules/${host.scheduleId}`, { token, json: { timezone: "Europe/Berlin" } })],
      ["the event type", () => api("PUT", `/api/event-types/${host.eventTypeId}`, { token, json: { min_notice: 60 } })],
      ["a calendar event", () => api("POST", "/api/events/manual", { token, json: block })],
    ];
    await monthView(host);
    for (const [what, write] of writes) {
      expect((await monthView(host)).cache, what).toBe("hit");
      const version = await versionOf(host);
      expect((await write()).status, what).toBeLessThan(300);
      expect(await versionOf(host), what).toBeGreaterThan(version ?? 0);
      expect((await monthView(host)).cache, what).toBe("miss");
    }
  });
});
