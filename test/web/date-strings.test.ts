import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dayDifference,
  daysInMonth,
  endOfMonth,
  fullDate,
  dayTitle,
  monthsBetween,
  monthTitle,
  shiftMonth,
  startOfWeek,
  weekdayOf,
} from "../../web/src/lib/date-strings";

describe("date strings", () => {
  it.each([
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    // Daylight saving changes in many zones that weekend: a day string never notices.
    ["2026-03-28", 2, "2026-03-30"],
  ])("addDays(%s, %i) is %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-15", -3, "2025-12-15"],
    ["2026-05-31", 1, "2026-06-30"],
  ])("addMonths(%s, %i) keeps the day where the month has it: %s", (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it.each([
    ["2026-01", -1, "2025-12"],
    ["2026-12", 1, "2027-01"],
    ["2026-03", 12, "2027-03"],
  ])("shiftMonth(%s, %i) is %s", (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });

  it("counts the days of a month, leap years included", () => {
    expect([daysInMonth("2026-02"), daysInMonth("2028-02"), daysInMonth("2026-04"), daysInMonth("2026-12")]).toEqual([28, 29, 30, 31]);
    expect(endOfMonth("2028-02-10")).toBe("2028-02-29");
  });

  it("starts weeks on Sunday", () => {
    expect(weekdayOf("2026-03-08")).toBe(0);
    expect(weekdayOf("2026-08")).toBe(6);
    expect(startOfWeek("2026-03-14")).toBe("2026-03-08");
    expect(startOfWeek("2026-03-08")).toBe("2026-03-08");
    expect(startOfWeek("2027-01-01")).toBe("2026-12-27");
  });

  it("starts weeks on the locale's first day when given one (Monday in German, Saturday in Egyptian Arabic)", () => {
    expect(startOfWeek("2026-03-08", 1)).toBe("2026-03-02");
    expect(startOfWeek("2026-03-09", 1)).toBe("2026-03-09");
    expect(startOfWeek("2026-03-13", 6)).toBe("2026-03-07");
  });

  it("lists the months a range touches and measures ranges in days", () => {
    expect(monthsBetween("2026-11-20", "2027-02-01")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(dayDifference("2026-03-01", "2026-04-01")).toBe(31);
    expect(dayDifference("2026-04-01", "2026-03-01")).toBe(-31);
  });

  it("names months and days in the spec's English formats", () => {
    expect(monthTitle("2026-03")).toBe("March 2026");
    expect(monthTitle("2026-03-31")).toBe("March 2026");
    expect(dayTitle("2026-03-08")).toBe("March 8, 2026");
    expect(fullDate("2026-03-09")).toBe("Monday, March 9, 2026");
  });
});
