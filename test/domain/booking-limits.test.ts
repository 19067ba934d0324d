import { describe, expect, it } from "vitest";
import { type BookingLimits, capSpans, NO_LIMITS, withinLimits } from "../../worker/domain/booking-limits";

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();
const limited = (limits: Partial<BookingLimits>, slots: string[], options: { now?: string; booked?: string[]; zone?: string } = {}) =>
  withinLimits(slots.map(at), {
    limits: { ...NO_LIMITS, ...limits },
    timeZone: options.zone ?? "America/New_York",
    now: at(options.now ?? "2026-03-06T15:00:00Z"),
    booked: (options.booked ?? []).map(at),
  }).map(iso);

describe("withinLimits", () => {
  it("leaves every slot with no limits", () => {
    expect(limited({}, ["2026-03-06T16:00:00.000Z", "2027-01-01T16:00:00.000Z"])).toEqual(["2026-03-06T16:00:00.000Z", "2027-01-01T16:00:00.000Z"]);
  });

  it("ends a rolling window at the schedule's midnight, N days after its today, across the DST change", () => {
    // Friday 2026-03-06 10:00 in New York; 3 days ahead is Monday 2026-03-09, after the change (EDT from the 8th).
    const slots = ["2026-03-09T03:59:00.000Z", "2026-03-10T03:59:00.000Z", "2026-03-10T04:00:00.000Z"];
    expect(limited({ windowDays: 3 }, slots)).toEqual(["2026-03-09T03:59:00.000Z", "2026-03-10T03:59:00.000Z"]);
  });

  it("keeps a fixed window's first and last dates, both in the schedule's zone", () => {
    const slots = ["2026-03-10T03:59:00.000Z", "2026-03-10T04:00:00.000Z", "2026-03-12T03:59:00.000Z", "2026-03-12T04:00:00.000Z"];
    expect(limited({ windowStart: "2026-03-10", windowEnd: "2026-03-11" }, slots)).toEqual(["2026-03-10T04:00:00.000Z", "2026-03-12T03:59:00.000Z"]);
  });

  it("caps a day by the schedule's day, not the visitor's or UTC's", () => {
    // 23:30 New York on the 9th is the 10th in UTC and in Tokyo; it still shares the 9th's cap.
    const slots = ["2026-03-09T14:00:00.000Z", "2026-03-10T03:30:00.000Z", "2026-03-10T14:00:00.000Z"];
    expect(limited({ maxPerDay: 1 }, slots, { booked: ["2026-03-09T13:00:00.000Z"] })).toEqual(["2026-03-10T14:00:00.000Z"]);
  });

  it("applies a window given only by its first date, or only by its last", () => {
    const slots = ["2026-03-10T03:59:00.000Z", "2026-03-10T04:00:00.000Z", "2026-03-12T03:59:00.000Z", "2026-03-12T04:00:00.000Z"];
    expect(limited({ windowStart: "2026-03-10" }, slots)).toEqual(["2026-03-10T04:00:00.000Z", "2026-03-12T03:59:00.000Z", "2026-03-12T04:00:00.000Z"]);
    expect(limited({ windowEnd: "2026-03-11" }, slots)).toEqual(["2026-03-10T03:59:00.000Z", "2026-03-10T04:00:00.000Z", "2026-03-12T03:59:00.000Z"]);
  });

  it("keeps a day's and a week's slots while their caps have room", () => {
    const slots = ["2026-03-11T14:00:00.000Z", "2026-03-13T14:00:00.000Z"];
    const booked = ["2026-03-11T13:00:00.000Z"];
    expect(limited({ maxPerDay: 2 }, slots, { booked })).toEqual(slots);
    expect(limited({ maxPerWeek: 2 }, slots, { booked })).toEqual(slots);
  });

  it("caps a Monday-based week", () => {
    const slots = ["2026-03-15T14:00:00.000Z", "2026-03-16T14:00:00.000Z"];
    expect(limited({ maxPerWeek: 2 }, slots, { booked: ["2026-03-09T14:00:00.000Z", "2026-03-13T14:00:00.000Z"] })).toEqual(["2026-03-16T14:00:00.000Z"]);
  });
});

describe("capSpans", () => {
  it("is the schedule's day (23 hours on spring-forward day) and its Monday-based week", () => {
    const { day, week } = capSpans(at("2026-03-08T18:00:00Z"), "America/New_York");
    expect([iso(day.start), iso(day.end)]).toEqual(["2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
    expect([iso(week.start), iso(week.end)]).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
  });
});
