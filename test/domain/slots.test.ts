import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type DateOverride,
  type WeeklyRule,
  availableDaysOfMonth,
  computeSlots,
} from "../../worker/domain/slots";
import { localDayRange, localMonthRange } from "../../worker/domain/time-zones";

const [MONDAY, TUESDAY] = [1, 2];
const NINE_TO_FIVE: WeeklyRule[] = [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "17:00" }];

/** A day asked for in UTC (2026-03-02 is a Monday) unless a case says otherwise. */
interface DayCase {
  name: string;
  rules: WeeklyRule[];
  overrides?: DateOverride[];
  day?: string;
  /** Several consecutive days, for rules and overrides that meet at midnight. */
  days?: [string, string];
  duration?: number;
  buffer?: number;
  notice?: number;
  busy?: [string, string][];
  now?: string;
  /** "HH:mm" in UTC, or "yyyy-MM-dd HH:mm" when the case spans days. */
  expected: string[];
}

const instant = (iso: string): number => Temporal.Instant.from(iso).epochMilliseconds;

function slotsFor(testCase: DayCase): number[] {
  const [firstDay, lastDay] = testCase.days ?? [testCase.day ?? "2026-03-02", testCase.day ?? "2026-03-02"];
  return computeSlots({
    schedule: { timezone: "UTC", rules: testCase.rules, overrides: testCase.overrides ?? [] },
    durationMinutes: testCase.duration ?? 30,
    bufferMinutes: testCase.buffer ?? 0,
    minNoticeMinutes: testCase.notice ?? 0,
    busy: (testCase.busy ?? []).map(([start, end]) => ({ start: instant(start), end: instant(end) })),
    range: { start: localDayRange(firstDay, "UTC").start, end: localDayRange(lastDay, "UTC").end },
    visitorTimeZone: "UTC",
    now: instant(testCase.now ?? "2026-01-01T00:00:00Z"),
  });
}

function shown(slots: number[], withDate: boolean): string[] {
  return slots.map((slot) => new Date(slot).toISOString().slice(withDate ? 0 : 11, 16).replace("T", " "));
}

/** Every quarter hour from `first` to `last` inclusive, as "HH:mm". */
function quarterHours(first: string, last: string): string[] {
  const times: string[] = [];
  for (let time = Temporal.PlainTime.from(first); ; time = time.add({ minutes: 15 })) {
    times.push(time.toString({ smallestUnit: "minute" }));
    if (time.toString({ smallestUnit: "minute" }) === last) return times;
  }
}

function check(testCase: DayCase): void {
  expect(shown(slotsFor(testCase), testCase.days !== undefined)).toEqual(testCase.expected);
}

describe("computeSlots: weekly rules", () => {
  it.each<DayCase>([
    { name: "no rules offer nothing", rules: [], expected: [] },
    { name: "a rule on another weekday offers nothing", rules: [{ dayOfWeek: TUESDAY, startTime: "09:00", endTime: "17:00" }], expected: [] },
    { name: "09:00–17:00 with 30 minutes", rules: NINE_TO_FIVE, expected: quarterHours("09:00", "16:30") },
    {
      name: "two rules on one day give two windows",
      rules: [...NINE_TO_FIVE.map((rule) => ({ ...rule, endTime: "10:00" })), { dayOfWeek: MONDAY, startTime: "14:00", endTime: "15:00" }],
      expected: ["09:00", "09:15", "09:30", "14:00", "14:15", "14:30"],
    },
    {
      name: "malformed stored times offer nothing instead of failing",
      rules: [{ dayOfWeek: MONDAY, startTime: "9:00", endTime: "17:00" }, { dayOfWeek: MONDAY, startTime: "10:00", endTime: "25:00" }],
      expected: [],
    },
  ])("$name", check);
});

describe("computeSlots: durations that do or do not fit", () => {
  it.each<DayCase>([
    { name: "60 minutes do not fit 09:00–09:45", rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "09:45" }], duration: 60, expected: [] },
    { name: "60 minutes fit 09:00–10:00 exactly once", rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }], duration: 60, expected: ["09:00"] },
    {
      name: "a slot never spans the gap between two windows",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "09:30" }, { dayOfWeek: MONDAY, startTime: "09:45", endTime: "10:30" }],
      duration: 45,
      expected: ["09:45"],
    },
    {
      name: "overlapping rules merge into one window",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }, { dayOfWeek: MONDAY, startTime: "09:30", endTime: "10:30" }],
      duration: 90,
      expected: ["09:00"],
    },
    {
      name: "a day-long event fits a 00:00–00:00 rule",
      rules: [{ dayOfWeek: MONDAY, startTime: "00:00", endTime: "00:00" }],
      duration: 1440,
      expected: ["00:00"],
    },
  ])("$name", check);
});

describe("computeSlots: rules crossing midnight", () => {
  it.each<DayCase>([
    {
      name: "22:00–02:00 on Monday continues into Tuesday, and a slot may run across midnight",
      rules: [{ dayOfWeek: MONDAY, startTime: "22:00", endTime: "02:00" }],
      days: ["2026-03-02", "2026-03-03"],
      duration: 60,
      expected: [...quarterHours("22:00", "23:45").map((time) => `2026-03-02 ${time}`), ...quarterHours("00:00", "01:00").map((time) => `2026-03-03 ${time}`)],
    },
    {
      name: "asking for Tuesday alone still sees Monday's rule running into it",
      rules: [{ dayOfWeek: MONDAY, startTime: "22:00", endTime: "02:00" }],
      day: "2026-03-03",
      duration: 60,
      expected: quarterHours("00:00", "01:00"),
    },
    {
      name: "windows of two days that touch at midnight merge",
      rules: [{ dayOfWeek: MONDAY, startTime: "22:00", endTime: "00:00" }, { dayOfWeek: TUESDAY, startTime: "00:00", endTime: "01:00" }],
      day: "2026-03-02",
      duration: 60,
      expected: quarterHours("22:00", "23:45"),
    },
  ])("$name", check);
});

describe("computeSlots: date overrides", () => {
  it.each<DayCase>([
    {
      name: "an unavailable day offers nothing",
      rules: NINE_TO_FIVE,
      overrides: [{ date: "2026-03-02", isUnavailable: true, startTime: null, endTime: null }],
      expected: [],
    },
    {
      name: "custom hours replace the weekly rules",
      rules: NINE_TO_FIVE,
      overrides: [{ date: "2026-03-02", isUnavailable: false, startTime: "13:00", endTime: "14:00" }],
      expected: ["13:00", "13:15", "13:30"],
    },
    {
      name: "custom hours open a day without weekly rules",
      rules: NINE_TO_FIVE,
      overrides: [{ date: "2026-03-01", isUnavailable: false, startTime: "10:00", endTime: "11:00" }],
      day: "2026-03-01",
      expected: ["10:00", "10:15", "10:30"],
    },
    {
      name: "an override on another day changes nothing",
      rules: NINE_TO_FIVE,
      overrides: [{ date: "2026-03-09", isUnavailable: true, startTime: null, endTime: null }],
      expected: quarterHours("09:00", "16:30"),
    },
    {
      name: "an unavailable Tuesday cuts off Monday's rule running into it",
      rules: [{ dayOfWeek: MONDAY, startTime: "22:00", endTime: "02:00" }],
      overrides: [{ date: "2026-03-03", isUnavailable: true, startTime: null, endTime: null }],
      days: ["2026-03-02", "2026-03-03"],
      duration: 60,
      expected: ["2026-03-02 22:00", "2026-03-02 22:15", "2026-03-02 22:30", "2026-03-02 22:45", "2026-03-02 23:00"],
    },
    {
      name: "custom hours may cross midnight into a day without an override",
      rules: [{ dayOfWeek: TUESDAY, startTime: "00:00", endTime: "00:30" }],
      overrides: [{ date: "2026-03-02", isUnavailable: false, startTime: "23:00", endTime: "00:00" }],
      days: ["2026-03-02", "2026-03-03"],
      duration: 60,
      expected: ["2026-03-02 23:00", "2026-03-02 23:15", "2026-03-02 23:30"],
    },
  ])("$name", check);
});

describe("computeSlots: rows at the edges of what is valid", () => {
  it.each<DayCase>([
    {
      name: "an unavailable day offers nothing even when hours are stored with it",
      rules: NINE_TO_FIVE,
      overrides: [{ date: "2026-03-02", isUnavailable: true, startTime: "13:00", endTime: "14:00" }],
      expected: [],
    },
    {
      name: "custom hours crossing midnight stop where the next day's override begins",
      rules: [],
      overrides: [
        { date: "2026-03-02", isUnavailable: false, startTime: "23:00", endTime: "02:00" },
        { date: "2026-03-03", isUnavailable: true, startTime: null, endTime: null },
      ],
      days: ["2026-03-02", "2026-03-03"],
      expected: ["2026-03-02 23:00", "2026-03-02 23:15", "2026-03-02 23:30"],
    },
    {
      name: "a rule may end at 24:00",
      rules: [{ dayOfWeek: MONDAY, startTime: "22:00", endTime: "24:00" }],
      duration: 60,
      expected: ["22:00", "22:15", "22:30", "22:45", "23:00"],
    },
    {
      name: "a rule starting at 24:00 offers nothing",
      rules: [{ dayOfWeek: MONDAY, startTime: "24:00", endTime: "01:00" }],
      days: ["2026-03-02", "2026-03-03"],
      expected: [],
    },
    {
      name: "a rule for a weekday that does not exist is left out",
      rules: [...NINE_TO_FIVE, { dayOfWeek: 7, startTime: "18:00", endTime: "19:00" }],
      expected: quarterHours("09:00", "16:30"),
    },
  ])("$name", check);
});

describe("computeSlots: busy time and buffers", () => {
  it.each<DayCase>([
    {
      name: "a busy hour is taken out",
      rules: NINE_TO_FIVE,
      busy: [["2026-03-02T11:00:00Z", "2026-03-02T12:00:00Z"]],
      duration: 60,
      expected: [...quarterHours("09:00", "10:00"), ...quarterHours("12:00", "16:00")],
    },
    {
      name: "the buffer keeps free time on both sides of a busy interval",
      rules: [{ dayOfWeek: MONDAY, startTime: "11:00", endTime: "14:00" }],
      busy: [["2026-03-02T12:00:00Z", "2026-03-02T13:00:00Z"]],
      buffer: 30,
      duration: 30,
      expected: ["11:00", "13:30"],
    },
    {
      name: "the buffer does not shrink the schedule's own window",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }],
      buffer: 30,
      expected: ["09:00", "09:15", "09:30"],
    },
    {
      name: "unsorted, overlapping busy intervals",
      rules: NINE_TO_FIVE,
      busy: [
        ["2026-03-02T13:00:00Z", "2026-03-02T14:00:00Z"],
        ["2026-03-02T09:30:00Z", "2026-03-02T10:00:00Z"],
        ["2026-03-02T13:30:00Z", "2026-03-02T15:00:00Z"],
      ],
      expected: ["09:00", ...quarterHours("10:00", "12:30"), ...quarterHours("15:00", "16:30")],
    },
    {
      name: "a gap shorter than the duration offers nothing",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "11:00" }],
      busy: [["2026-03-02T09:40:00Z", "2026-03-02T10:00:00Z"]],
      duration: 45,
      expected: ["10:00", "10:15"],
    },
    {
      name: "busy time covering the whole day offers nothing",
      rules: NINE_TO_FIVE,
      busy: [["2026-03-01T20:00:00Z", "2026-03-03T00:00:00Z"]],
      expected: [],
    },
  ])("$name", check);
});

describe("computeSlots: now and minimum notice", () => {
  it.each<DayCase>([
    { name: "past slots today are gone", rules: NINE_TO_FIVE, now: "2026-03-02T12:07:00Z", expected: quarterHours("12:15", "16:30") },
    { name: "a slot starting right now is still offered", rules: NINE_TO_FIVE, now: "2026-03-02T12:00:00Z", expected: quarterHours("12:00", "16:30") },
    { name: "minimum notice pushes the earliest start", rules: NINE_TO_FIVE, now: "2026-03-02T12:07:00Z", notice: 120, expected: quarterHours("14:15", "16:30") },
    { name: "a day already over offers nothing", rules: NINE_TO_FIVE, now: "2026-03-02T17:00:00Z", expected: [] },
    { name: "notice reaching past the day offers nothing", rules: NINE_TO_FIVE, now: "2026-03-01T12:00:00Z", notice: 2 * 1440, expected: [] },
  ])("$name", check);
});

describe("computeSlots over a month", () => {
  const weekdays: WeeklyRule[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: "09:00", endTime: "17:00" }));
  const march = localMonthRange("2026-03", "America/New_York");
  const slots = computeSlots({
    schedule: { timezone: "America/New_York", rules: weekdays, overrides: [] },
    durationMinutes: 60,
    bufferMinutes: 0,
    minNoticeMinutes: 0,
    busy: [],
    range: march,
    visitorTimeZone: "America/New_York",
    now: instant("2026-01-01T00:00:00Z"),
  });

  it("keeps New York's 09:00–16:00 starts on every weekday across the DST change", () => {
    const local = slots.map((slot) => Temporal.Instant.fromEpochMilliseconds(slot).toZonedDateTimeISO("America/New_York"));
    expect(slots).toHaveLength(22 * 29);
    expect(new Set(local.map((zoned) => zoned.toPlainTime().toString({ smallestUnit: "minute" })))).toEqual(new Set(quarterHours("09:00", "16:00")));
    expect(local.every((zoned) => zoned.dayOfWeek <= 5)).toBe(true);
  });

  it("answers sorted, unique instants inside the range", () => {
    expect(slots.every((slot, index) => index === 0 || slot > slots[index - 1]!)).toBe(true);
    expect(slots.every((slot) => slot >= march.start && slot < march.end)).toBe(true);
  });

  it("marks exactly the weekdays as available days", () => {
    expect(availableDaysOfMonth(slots, "2026-03", "America/New_York")).toEqual([
      2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27, 30, 31,
    ]);
  });

  it("offers nothing for an empty range or a duration of zero", () => {
    const base = { schedule: { timezone: "UTC", rules: NINE_TO_FIVE, overrides: [] }, bufferMinutes: 0, minNoticeMinutes: 0, busy: [], visitorTimeZone: "UTC", now: 0 };
    const monday = localDayRange("2026-03-02", "UTC");
    expect(computeSlots({ ...base, durationMinutes: 30, range: { start: monday.start, end: monday.start } })).toEqual([]);
    expect(computeSlots({ ...base, durationMinutes: 0, range: monday })).toEqual([]);
  });
});
