import { describe, expect, it } from "vitest";
import { dayString, parseDay } from "../../worker/domain/calendar-days";
import { exactInstant, offsetAt } from "../../worker/domain/time-zones";
import { calendarClocks } from "../../worker/domain/zone-clock";
import type { CalendarEntry } from "../../worker/domain/calendar-entry";
import { expandEvents, type OccurrenceWindow } from "../../worker/domain/event-occurrences";
import { allDayDates, calendarEntry, repeating } from "./calendar-entry";

const at = (iso: string) => Date.parse(iso);
const row = (values: Partial<CalendarEntry>): CalendarEntry =>
  calendarEntry({ type: "personal", startTime: at("2026-03-02T14:00:00Z"), endTime: at("2026-03-02T15:00:00Z"), ...values });
const month = (start: string, end: string, firstDate: string, lastDate: string): OccurrenceWindow => ({
  start: at(start),
  end: at(end),
  firstDay: parseDay(firstDate)!,
  lastDay: parseDay(lastDate)!,
});
const march = month("2026-03-01T05:00:00Z", "2026-04-01T04:00:00Z", "2026-03-01", "2026-03-31");
const starts = (rows: CalendarEntry[], window = march) =>
  expandEvents(rows, window)
    .map((o) => new Date(o.start).toISOString())
    .sort();

describe("expandEvents: timed series keep their wall-clock time in their zone", () => {
  const standup = row({
    timezone: "America/New_York",
    startTime: at("2026-03-02T14:00:00Z"), // Monday 09:00 EST
    endTime: at("2026-03-02T14:30:00Z"),
    rule: repeating("WEEKLY", ["MO"]),
  });

  it("stays at 09:00 New York across the March DST change", () => {
    expect(starts([standup])).toEqual([
      "2026-03-02T14:00:00.000Z",
      "2026-03-09T13:00:00.000Z",
      "2026-03-16T13:00:00.000Z",
      "2026-03-23T13:00:00.000Z",
      "2026-03-30T13:00:00.000Z",
    ]);
    const [, afterChange] = expandEvents([standup], march).sort((a, b) => a.start - b.start);
    expect(afterChange!.end! - afterChange!.start).toBe(30 * 60_000);
  });

  it("skips exdates and ends on the end date", () => {
    const trimmed = { ...standup, exdates: new Set([at("2026-03-09T13:00:00Z")]), rule: { ...repeating("WEEKLY", ["MO"]), endDate: "2026-03-23" } };
    expect(starts([trimmed])).toEqual(["2026-03-02T14:00:00.000Z", "2026-03-16T13:00:00.000Z", "2026-03-23T13:00:00.000Z"]);
  });

  it("moves a time that does not exist on spring-forward night to after the gap (compatible)", () => {
    const early = row({
      timezone: "America/New_York",
      startTime: at("2026-03-01T07:30:00Z"), // Sunday 02:30 EST
      endTime: at("2026-03-01T08:00:00Z"),
      rule: repeating("WEEKLY"),
    });
    expect(starts([early])[1]).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
  });

  it("includes an occurrence that started before the window and is still running", () => {
    const overnight = row({
      startTime: at("2026-02-28T22:00:00Z"),
      endTime: at("2026-03-01T06:00:00Z"),
      rule: repeating("MONTHLY"),
    });
    expect(starts([overnight])).toEqual(["2026-02-28T22:00:00.000Z", "2026-03-28T22:00:00.000Z"]);
  });

  it("bounds a series' occurrences per window", () => {
    const everyDay = row({ rule: repeating("WEEKLY", ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]) });
    expect(expandEvents([everyDay], march, { maxPerSeries: 7 })).toHaveLength(7);
  });
});

describe("expandEvents: all-day events are dates", () => {
  it("expands a yearly birthday and a multi-day series by date, whatever the zone", () => {
    const birthday = row({
      type: "birthday",
      ...allDayDates("2024-02-29"),
      timezone: "Pacific/Auckland",
      rule: repeating("YEARLY"),
    });
    const trip = row({
      ...allDayDates("2026-01-30", "2026-02-02"),
      rule: repeating("MONTHLY"),
      exdates: new Set([at("2026-03-30T00:00:00Z")]),
    });
    const feb2028 = month("2028-02-01T00:00:00Z", "2028-03-01T00:00:00Z", "2028-02-01", "2028-02-29");
    expect(expandEvents([birthday], feb2028).map((o) => `${dayString(o.startDay!)}..${dayString(o.endDay!)}`)).toEqual(["2028-02-29..2028-02-29"]);
    expect(expandEvents([birthday], month("2027-02-01T00:00:00Z", "2027-03-01T00:00:00Z", "2027-02-01", "2027-02-28"))).toEqual([]);
    const feb2026 = month("2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z", "2026-02-01", "2026-02-28");
    expect(expandEvents([trip], feb2026).map((o) => `${dayString(o.startDay!)}..${dayString(o.endDay!)}`)).toEqual(["2026-01-30..2026-02-02"]);
    expect(expandEvents([trip], march).map((o) => `${dayString(o.startDay!)}..${dayString(o.endDay!)}`)).toEqual([]);
  });

  it("shows single events, points in time and detached occurrences on their own", () => {
    const point = row({ startTime: at("2026-03-10T12:00:00Z"), endTime: null });
    const outside = row({ startTime: at("2026-04-10T12:00:00Z"), endTime: at("2026-04-10T13:00:00Z") });
    const detached = row({ startTime: at("2026-03-10T15:00:00Z"), endTime: at("2026-03-10T16:00:00Z") });
    expect(starts([point, outside, detached])).toEqual(["2026-03-10T12:00:00.000Z", "2026-03-10T15:00:00.000Z"]);
  });
});

describe("calendarClocks agree with Temporal", () => {
  it.each([
    ["America/New_York", "2026-03-01T00:00:00Z", "2026-03-31T00:00:00Z"],
    ["America/New_York", "2026-10-20T00:00:00Z", "2026-11-20T00:00:00Z"],
    ["Africa/Casablanca", "2026-02-01T00:00:00Z", "2026-04-01T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-03-20T00:00:00Z", "2026-04-20T00:00:00Z"],
    ["America/Santiago", "2026-08-25T00:00:00Z", "2026-09-25T00:00:00Z"],
  ])("%s from %s", (zone, from, to) => {
    const span = { start: at(from), end: at(to) };
    const clock = calendarClocks(span)(zone);
    for (let local = span.start - 5 * 86_400_000; local < span.end + 5 * 86_400_000; local += 15 * 60_000) {
      expect(clock.toInstant(local)).toBe(exactInstant(local, zone));
      expect(clock.toLocal(local)).toBe(local + offsetAt(local, zone));
    }
  });
});
