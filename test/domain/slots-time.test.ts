import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { DAY_MS, parseDay } from "../../worker/domain/calendar-days";
import { availableDaysOfMonth } from "../../worker/domain/slots";
import { canonicalTimeZone, localDayRange, localMonthRange, offsetSegments } from "../../worker/domain/time-zones";
import { ZoneClock } from "../../worker/domain/zone-clock";

const HOUR_MS = 3_600_000;
const iso = (instant: number): string => new Date(instant).toISOString();

describe("localDayRange", () => {
  it.each([
    { zone: "America/New_York", date: "2026-03-08", start: "2026-03-08T05:00:00.000Z", hours: 23 },
    { zone: "America/New_York", date: "2026-11-01", start: "2026-11-01T04:00:00.000Z", hours: 25 },
    { zone: "Europe/Berlin", date: "2026-03-29", start: "2026-03-28T23:00:00.000Z", hours: 23 },
    { zone: "Europe/Berlin", date: "2026-10-25", start: "2026-10-24T22:00:00.000Z", hours: 25 },
    { zone: "Asia/Kathmandu", date: "2026-03-02", start: "2026-03-01T18:15:00.000Z", hours: 24 },
    // Santiago skips from 00:00 to 01:00: the day begins at its first real moment, 01:00 −03:00.
    { zone: "America/Santiago", date: "2026-09-06", start: "2026-09-06T04:00:00.000Z", hours: 23 },
  ])("$date in $zone starts at $start and lasts $hours hours", ({ zone, date, start, hours }) => {
    const range = localDayRange(date, zone);
    expect(iso(range.start)).toBe(start);
    expect((range.end - range.start) / HOUR_MS).toBe(hours);
  });

  it.each(["2026-3-8", "2026-02-30", "2026-03-08T00:00", "yesterday", ""])("rejects %j", (date) => {
    expect(() => localDayRange(date, "UTC")).toThrow(RangeError);
  });
});

describe("localMonthRange", () => {
  it.each([
    { zone: "America/New_York", month: "2026-03", start: "2026-03-01T05:00:00.000Z", end: "2026-04-01T04:00:00.000Z" },
    { zone: "Asia/Kathmandu", month: "2026-12", start: "2026-11-30T18:15:00.000Z", end: "2026-12-31T18:15:00.000Z" },
    { zone: "UTC", month: "2028-02", start: "2028-02-01T00:00:00.000Z", end: "2028-03-01T00:00:00.000Z" },
  ])("$month in $zone", ({ zone, month, start, end }) => {
    const range = localMonthRange(month, zone);
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
  });

  it.each(["2026-3", "2026-13", "2026-03-01", ""])("rejects %j", (month) => {
    expect(() => localMonthRange(month, "UTC")).toThrow(RangeError);
  });
});

describe("availableDaysOfMonth", () => {
  const slots = [
    Date.parse("2026-03-10T12:00:00Z"),
    Date.parse("2026-03-01T20:00:00Z"), // Sunday 1st 15:00 in New York, Monday 2nd 01:45 in Kathmandu
    Date.parse("2026-03-10T13:00:00Z"),
    Date.parse("2026-03-31T19:00:00Z"), // 31st in New York, already 1 April in Kathmandu
    Date.parse("2026-02-28T12:00:00Z"),
  ];

  it.each([
    { zone: "America/New_York", expected: [1, 10, 31] },
    { zone: "Asia/Kathmandu", expected: [2, 10] },
  ])("counts days on the visitor's calendar ($zone)", ({ zone, expected }) => {
    expect(availableDaysOfMonth(slots, "2026-03", zone)).toEqual(expected);
  });

  it("is empty without slots", () => {
    expect(availableDaysOfMonth([], "2026-03", "UTC")).toEqual([]);
  });

  it("counts a slot at the month's first local midnight, and not one at the next month's", () => {
    // 00:00 in Tokyo on 1 March and on 1 April.
    expect(availableDaysOfMonth([Date.parse("2026-02-28T15:00:00Z"), Date.parse("2026-03-31T15:00:00Z")], "2026-03", "Asia/Tokyo")).toEqual([1]);
  });
});

describe("canonicalTimeZone", () => {
  it.each([
    ["UTC", true],
    ["America/New_York", true],
    ["Asia/Kathmandu", true],
    ["Asia/Calcutta", true],
    ["America/Argentina/Buenos_Aires", true],
    ["Etc/GMT+5", true],
    ["Mars/Olympus_Mons", false],
    ["+05:30", false],
    ["1970-01-01T00:00Z[UTC]", false],
    ["", false],
    ["America/New_York\n", false],
  ])("%j → %s", (name, expected) => {
    expect(canonicalTimeZone(name) !== null).toBe(expected);
  });
});

describe("offsetSegments", () => {
  const zones = ["America/New_York", "Europe/Berlin", "America/Santiago", "Australia/Lord_Howe", "Asia/Kathmandu", "UTC"];
  const offsetOf = (instant: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6;

  // Spans across a new year, and one starting on a change itself.
  const spans = [
    { start: Date.parse("2026-10-20T13:17:00Z"), end: Date.parse("2027-04-20T00:00:00Z") },
    { start: Date.parse("2027-03-28T01:00:00Z"), end: Date.parse("2027-03-29T00:00:00Z") },
  ];

  it.each(zones)("tiles the span with Temporal's offset at every half hour in %s", (zone) => {
    for (const span of spans) {
      const segments = offsetSegments(zone, span);
      expect(segments[0]!.start).toBe(span.start);
      expect(segments.at(-1)!.end).toBe(span.end);
      for (const [index, segment] of segments.entries()) {
        if (index > 0) expect(segment.start).toBe(segments[index - 1]!.end);
        for (let instant = segment.start; instant < segment.end; instant += HOUR_MS / 2) expect(segment.offset).toBe(offsetOf(instant, zone));
      }
    }
  });
});

describe("ZoneClock agrees with Temporal's 'compatible' disambiguation", () => {
  const zones = ["America/New_York", "Europe/Berlin", "America/Santiago", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu", "UTC"];
  const year = { start: Date.parse("2026-01-01T00:00:00Z"), end: Date.parse("2027-01-01T00:00:00Z") };

  /** The local days around each of the zone's changes in 2026, plus two ordinary days. */
  function daysToCheck(zone: string): Temporal.PlainDate[] {
    const days = [Temporal.PlainDate.from("2026-01-15"), Temporal.PlainDate.from("2026-07-15")];
    let zoned = Temporal.Instant.fromEpochMilliseconds(year.start).toZonedDateTimeISO(zone);
    for (let next = zoned.getTimeZoneTransition("next"); next && next.epochMilliseconds < year.end; next = next.getTimeZoneTransition("next")) {
      zoned = next;
      days.push(zoned.toPlainDate().subtract({ days: 1 }), zoned.toPlainDate(), zoned.toPlainDate().add({ days: 1 }));
    }
    return days;
  }

  it.each(zones)("every 15 minutes of the days around %s's changes", (zone) => {
    const clock = new ZoneClock(zone, { start: year.start - 4 * DAY_MS, end: year.end + 4 * DAY_MS });
    const mismatches: string[] = [];
    for (const day of daysToCheck(zone)) {
      const dayStart = parseDay(day.toString())! * DAY_MS;
      for (let minute = 0; minute < 1440; minute += 15) {
        const expected = day
          .toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 })
          .toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds;
        const actual = clock.instantAt(dayStart + minute * 60_000);
        if (actual !== expected) mismatches.push(`${day} +${minute}min: ${iso(actual)} ≠ ${iso(expected)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("parseDay rejects dates that do not exist", () => {
    expect([parseDay("1970-01-02"), parseDay("2026-02-30"), parseDay("2026-2-3")]).toEqual([1, null, null]);
  });
});
