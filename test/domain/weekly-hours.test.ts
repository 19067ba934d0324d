import { describe, expect, it } from "vitest";
import { WALL_CLOCK_PATTERN, findWeeklyRangeProblem, rangeLength, sortWeeklyRanges } from "../../worker/domain/weekly-hours";

const range = (day_of_week: number, start_time: string, end_time: string) => ({ day_of_week, start_time, end_time });

describe("WALL_CLOCK_PATTERN", () => {
  it.each(["00:00", "09:00", "12:59", "23:59"])("accepts %s", (time) => expect(WALL_CLOCK_PATTERN.test(time)).toBe(true));
  it.each(["24:00", "25:00", "9:00", "12:60", "09:00:00", " 09:00", "0900", ""])("refuses %j", (time) =>
    expect(WALL_CLOCK_PATTERN.test(time)).toBe(false),
  );
});

describe("rangeLength", () => {
  it.each([
    ["09:00", "17:00", 480],
    ["22:00", "02:00", 240],
    ["00:00", "23:59", 1439],
    ["23:00", "00:00", 60],
  ])("%s–%s lasts %i minutes", (start, end, minutes) => expect(rangeLength(start, end)).toBe(minutes));
});

describe("findWeeklyRangeProblem", () => {
  it.each([
    ["no ranges", []],
    ["one day's separate ranges", [range(1, "09:00", "12:00"), range(1, "13:00", "17:00")]],
    ["ranges that only touch", [range(1, "09:00", "12:00"), range(1, "12:00", "17:00")]],
    ["the same hours on different days", [range(1, "09:00", "17:00"), range(2, "09:00", "17:00")]],
    ["a night range ending when the next day's begins", [range(1, "22:00", "02:00"), range(2, "02:00", "05:00")]],
  ])("accepts %s", (_, ranges) => expect(findWeeklyRangeProblem(ranges)).toBeNull());

  it.each([
    ["a range that ends when it starts", [range(3, "09:00", "09:00")], "Wednesday has a time range that ends when it starts (09:00–09:00)."],
    [
      "overlapping ranges on one day",
      [range(1, "11:00", "13:00"), range(1, "09:00", "12:00")],
      "Monday has overlapping times: 09:00–12:00 and 11:00–13:00.",
    ],
    ["a range inside another", [range(5, "09:00", "17:00"), range(5, "10:00", "11:00")], "Friday has overlapping times: 09:00–17:00 and 10:00–11:00."],
    [
      "a night range running into the next day's",
      [range(2, "01:00", "05:00"), range(1, "22:00", "02:00")],
      "Tuesday has overlapping times: Monday 22:00–02:00 runs past midnight into 01:00–05:00.",
    ],
    [
      "Saturday night running into Sunday morning",
      [range(6, "22:00", "02:00"), range(0, "01:00", "03:00")],
      "Sunday has overlapping times: Saturday 22:00–02:00 runs past midnight into 01:00–03:00.",
    ],
  ])("refuses %s, naming the day", (_, ranges, message) => expect(findWeeklyRangeProblem(ranges)).toBe(message));
});

describe("sortWeeklyRanges", () => {
  it("orders by day, then by start time", () => {
    const sorted = sortWeeklyRanges([range(2, "09:00", "10:00"), range(0, "13:00", "14:00"), range(0, "08:00", "09:00")]);
    expect(sorted).toEqual([range(0, "08:00", "09:00"), range(0, "13:00", "14:00"), range(2, "09:00", "10:00")]);
  });
});
