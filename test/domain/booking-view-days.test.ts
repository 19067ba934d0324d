import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { freeDates, shownStarts } from "../../worker/public-pages/booking-view";

/*
 * The server-rendered booking page reads a month of slot starts through one ZoneClock instead of a
 * Temporal call per start: its free days and listed times must be exactly what Temporal says, start
 * by start, across DST changes and in zones with half- and quarter-hour offsets.
 */
const from = Date.UTC(2027, 2, 1);
const starts = Array.from({ length: 3000 }, (_, index) => from + index * 15 * 60_000);
const wallClock = (start: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(zone);

describe.each(["America/New_York", "Europe/Berlin", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "UTC"])("in %s", (zone) => {
  it("finds the month's free days and each day's times as Temporal does", () => {
    const clocks = starts.map((start) => wallClock(start, zone));
    const days = [...new Set(clocks.map((clock) => clock.toPlainDate().toString()))].filter((date) => date.startsWith("2027-03")).sort();
    expect(freeDates(starts, "2027-03", zone)).toEqual(days);
    const now = from + 3 * 3_600_000;
    for (const date of days) {
      const listed = starts.filter((start, index) => start > now && clocks[index]?.toPlainDate().toString() === date && clocks[index].minute % 15 === 0);
      expect([date, shownStarts(starts, date, zone, now)]).toEqual([date, listed]);
    }
  });
});

it("has no free days without starts", () => {
  expect(freeDates([], "2027-03", "Europe/Berlin")).toEqual([]);
  expect(shownStarts([], "2027-03-01", "Europe/Berlin", from)).toEqual([]);
});
