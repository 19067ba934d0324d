import { describe, expect, it } from "vitest";
import { dayString, parseDay } from "../../worker/domain/calendar-days";
import { nthOccurrenceDay, occurrenceDays, parseByDay, type RecurrenceRule } from "../../worker/domain/recurrence";

const date = (value: string) => parseDay(value)!;
const rule = (partial: Partial<RecurrenceRule> & Pick<RecurrenceRule, "frequency">): RecurrenceRule => ({
  interval: 1,
  byDay: [],
  endDate: null,
  ...partial,
});
const dates = (r: RecurrenceRule, first: string, from: string, to: string, limit = 1000) =>
  occurrenceDays(r, date(first), date(from), date(to), limit).map(dayString);

describe("occurrenceDays", () => {
  it.each([
    {
      name: "weekly on Monday and Wednesday",
      rule: rule({ frequency: "WEEKLY", byDay: ["MO", "WE"] }),
      first: "2026-03-02",
      window: ["2026-03-01", "2026-03-15"],
      expected: ["2026-03-02", "2026-03-04", "2026-03-09", "2026-03-11"],
    },
    {
      name: "every other week on Tuesday and Thursday, weeks starting on Sunday",
      rule: rule({ frequency: "WEEKLY", interval: 2, byDay: ["TH", "TU"] }),
      first: "2026-03-05",
      window: ["2026-03-01", "2026-04-05"],
      expected: ["2026-03-05", "2026-03-17", "2026-03-19", "2026-03-31", "2026-04-02"],
    },
    {
      name: "weekly without days repeats the first date's weekday",
      rule: rule({ frequency: "WEEKLY" }),
      first: "2026-03-06",
      window: ["2026-03-01", "2026-03-31"],
      expected: ["2026-03-06", "2026-03-13", "2026-03-20", "2026-03-27"],
    },
    {
      name: "a first date off the chosen days still belongs to the series",
      rule: rule({ frequency: "WEEKLY", byDay: ["MO"] }),
      first: "2026-03-04",
      window: ["2026-03-01", "2026-03-17"],
      expected: ["2026-03-04", "2026-03-09", "2026-03-16"],
    },
    {
      name: "monthly on the 31st skips shorter months",
      rule: rule({ frequency: "MONTHLY" }),
      first: "2026-01-31",
      window: ["2026-01-01", "2026-12-31"],
      expected: ["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31", "2026-08-31", "2026-10-31", "2026-12-31"],
    },
    {
      name: "every other month",
      rule: rule({ frequency: "MONTHLY", interval: 2 }),
      first: "2026-01-15",
      window: ["2026-02-01", "2026-07-31"],
      expected: ["2026-03-15", "2026-05-15", "2026-07-15"],
    },
    {
      name: "yearly on Feb 29 happens in leap years only",
      rule: rule({ frequency: "YEARLY" }),
      first: "2024-02-29",
      window: ["2024-01-01", "2033-12-31"],
      expected: ["2024-02-29", "2028-02-29", "2032-02-29"],
    },
    {
      name: "the end date is the last possible date, inclusive",
      rule: rule({ frequency: "WEEKLY", byDay: ["TU"], endDate: "2026-03-17" }),
      first: "2026-03-03",
      window: ["2026-01-01", "2026-12-31"],
      expected: ["2026-03-03", "2026-03-10", "2026-03-17"],
    },
    {
      name: "a window long after the first date jumps straight there",
      rule: rule({ frequency: "WEEKLY", interval: 3, byDay: ["FR"] }),
      first: "2000-01-07",
      window: ["2026-03-01", "2026-04-30"],
      expected: ["2026-03-06", "2026-03-27", "2026-04-17"],
    },
    {
      name: "nothing before the first date",
      rule: rule({ frequency: "MONTHLY" }),
      first: "2026-06-10",
      window: ["2026-01-01", "2026-05-31"],
      expected: [],
    },
  ])("$name", ({ rule: r, first, window, expected }) => {
    expect(dates(r, first, window[0]!, window[1]!)).toEqual(expected);
  });

  it("stops at the limit", () => {
    expect(dates(rule({ frequency: "WEEKLY", byDay: ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] }), "2026-01-01", "2026-01-01", "2099-12-31", 5)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
      "2026-01-04",
      "2026-01-05",
    ]);
  });

  // An order of magnitude, not a budget: walking a millennium of days one by one would take far longer.
  it("answers a millennium of a daily-like weekly series in a window of a month without walking it day by day", () => {
    const started = performance.now();
    const r = rule({ frequency: "WEEKLY", byDay: ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] });
    expect(dates(r, "1026-01-01", "2026-03-01", "2026-03-31")).toHaveLength(31);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("occurrenceDays at the window's edges", () => {
  it("answers a one-day window that holds an occurrence", () => {
    expect(dates(rule({ frequency: "WEEKLY" }), "2026-03-02", "2026-03-09", "2026-03-09")).toEqual(["2026-03-09"]);
  });

  it("leaves out the days of the window's first week that come before it", () => {
    const r = rule({ frequency: "WEEKLY", byDay: ["MO", "WE", "FR"] });
    expect(dates(r, "2026-03-02", "2026-03-11", "2026-03-13")).toEqual(["2026-03-11", "2026-03-13"]);
  });
});

describe("nthOccurrenceDay / parseByDay / end dates", () => {
  it("treats an end date that is not a date as ended, never as forever", () => {
    expect(dates(rule({ frequency: "WEEKLY", endDate: "someday" }), "2026-03-02", "2026-03-01", "2026-03-31")).toEqual([]);
  });

  it("finds the n-th date, the first date counting as one", () => {
    const r = rule({ frequency: "WEEKLY", byDay: ["TU", "TH"] });
    expect(dayString(nthOccurrenceDay(r, date("2026-03-03"), 1)!)).toBe("2026-03-03");
    expect(dayString(nthOccurrenceDay(r, date("2026-03-03"), 4)!)).toBe("2026-03-12");
    expect(dayString(nthOccurrenceDay(rule({ frequency: "YEARLY" }), date("2024-02-29"), 2)!)).toBe("2028-02-29");
  });

  it("parses weekday lists into week order and refuses unknown codes", () => {
    expect(parseByDay("we, mo,MO")).toEqual(["MO", "WE"]);
    expect(parseByDay("")).toEqual([]);
    expect(parseByDay("MO,XX")).toBeNull();
  });
});
