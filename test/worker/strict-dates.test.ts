import { env } from "cloudflare:test";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { createHost, dateAhead, everyDay, postBooking } from "./bookings-fixtures";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

/* Impossible dates and times are refused with 400 everywhere, never rolled over to a real one. */

const bookingsOf = async (hostUserId: number) =>
  (await env.DB.prepare("select count(*) as n from bookings where host_user_id = ?").bind(hostUserId).first<{ n: number }>())!.n;

/** The 31st of the next month that has only 30 days: Date.parse would read it as the 1st of the month after. */
function thirtyFirstOfAThirtyDayMonth(): string {
  let month = Temporal.Now.plainDateISO("UTC").toPlainYearMonth().add({ months: 1 });
  while (month.daysInMonth !== 30) month = month.add({ months: 1 });
  return `${month.toString()}-31`;
}

describe("booking start times", () => {
  it.each([
    ["February 30th", () => "2027-02-30T10:00:00.000Z"],
    ["the 31st of a 30-day month", () => `${thirtyFirstOfAThirtyDayMonth()}T10:00:00.000Z`],
    ["24:00 (the next midnight)", () => `${dateAhead(3)}T24:00:00.000Z`],
    ["month 13", () => `${dateAhead(3).slice(0, 4)}-13-01T10:00:00.000Z`],
    ["minute 60", () => `${dateAhead(3)}T10:60:00.000Z`],
  ])("refuses %s with 400 and books nothing", async (_, startTime) => {
    // Bookable around the clock, so a rolled-over time would have been booked.
    const host = await createHost({ rules: everyDay("00:00", "23:45"), durations: [15] });
    const response = await postBooking({ eventTypeSlug: host.slug, startTime: startTime(), duration: 15 });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/startTime/);
    expect(await bookingsOf(host.userId)).toBe(0);
  });
});

describe("calendar events and availability dates", () => {
  it("refuses an event starting on November 31st", async () => {
    const host = await createHost();
    const response = await answer(
      typedApi({ token: host.user.token }).events.manual.$post({
        json: { title: "Nope", start_time: "2026-11-31T10:00:00Z", end_time: "2026-12-01T11:00:00Z" },
      }),
    );
    expect(response.status).toBe(400);
    expect((await env.DB.prepare("select count(*) as n from calendar_events where user_id = ?").bind(host.userId).first<{ n: number }>())!.n).toBe(0);
  });

  it("refuses an override on a day that does not exist", async () => {
    const host = await createHost();
    for (const date of ["2027-02-30", "2026-11-31", "2026-13-01"]) {
      const response = await answer(
        typedApi({ token: host.user.token }).availability.overrides.$post({
          json: { schedule_id: host.scheduleId, date, is_unavailable: true, start_time: null, end_time: null },
        }),
      );
      expect(response.status, date).toBe(400);
    }
    const overrides = await env.DB.prepare("select count(*) as n from date_overrides where schedule_id = ?").bind(host.scheduleId).first<{ n: number }>();
    expect(overrides!.n).toBe(0);
  });

  it("refuses a public month or day that does not exist", async () => {
    const host = await createHost();
    for (const path of ["?date=2027-02-30&duration=30", "?date=2026-11-31&duration=30", "/month?month=2026-13&duration=30"]) {
      const response = await api("GET", `/api/public/availability/${host.slug}${path}`);
      expect(response.status, path).toBe(400);
    }
  });
});
