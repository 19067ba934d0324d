import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type WeeklyRule, computeSlots } from "../../worker/domain/slots";
import { localDayRange } from "../../worker/domain/time-zones";

const SUNDAY = 0;
const MONDAY = 1;

interface ZoneCase {
  name: string;
  scheduleZone: string;
  rules: WeeklyRule[];
  visitorZone?: string;
  /** The visitor's local day the slots are asked for. */
  day: string;
  duration: number;
  /** Visitor wall clock with its offset, so the side of a DST change is visible. */
  expected: string[];
}

function slotsFor(testCase: ZoneCase): number[] {
  const visitorTimeZone = testCase.visitorZone ?? testCase.scheduleZone;
  return computeSlots({
    schedule: { timezone: testCase.scheduleZone, rules: testCase.rules, overrides: [] },
    durationMinutes: testCase.duration,
    bufferMinutes: 0,
    minNoticeMinutes: 0,
    busy: [],
    range: localDayRange(testCase.day, visitorTimeZone),
    visitorTimeZone,
    now: Date.parse("1970-01-01T00:00:00Z"),
  });
}

function wallClockWithOffset(slots: number[], timeZone: string): string[] {
  return slots.map((slot) => {
    const zoned = Temporal.Instant.fromEpochMilliseconds(slot).toZonedDateTimeISO(timeZone);
    return `${zoned.toPlainTime().toString({ smallestUnit: "minute" })}${zoned.offset}`;
  });
}

describe("computeSlots on daylight-saving change days (Temporal's 'compatible' disambiguation)", () => {
  it.each<ZoneCase>([
    {
      name: "New York spring forward: 01:00–04:00 is two real hours, 02:xx does not exist",
      scheduleZone: "America/New_York",
      rules: [{ dayOfWeek: SUNDAY, startTime: "01:00", endTime: "04:00" }],
      day: "2026-03-08",
      duration: 30,
      expected: ["01:00-05:00", "01:15-05:00", "01:30-05:00", "01:45-05:00", "03:00-04:00", "03:15-04:00", "03:30-04:00"],
    },
    {
      name: "New York spring forward: a rule starting at the skipped 02:30 starts at 03:30",
      scheduleZone: "America/New_York",
      rules: [{ dayOfWeek: SUNDAY, startTime: "02:30", endTime: "04:00" }],
      day: "2026-03-08",
      duration: 30,
      expected: ["03:30-04:00"],
    },
    {
      name: "New York fall back: 00:30–03:30 is four real hours, 01:xx happens twice",
      scheduleZone: "America/New_York",
      rules: [{ dayOfWeek: SUNDAY, startTime: "00:30", endTime: "03:30" }],
      day: "2026-11-01",
      duration: 60,
      expected: [
        "00:30-04:00", "00:45-04:00", "01:00-04:00", "01:15-04:00", "01:30-04:00", "01:45-04:00",
        "01:00-05:00", "01:15-05:00", "01:30-05:00", "01:45-05:00", "02:00-05:00", "02:15-05:00", "02:30-05:00",
      ],
    },
    {
      name: "New York fall back: a rule starting at the repeated 01:30 takes its first occurrence",
      scheduleZone: "America/New_York",
      rules: [{ dayOfWeek: SUNDAY, startTime: "01:30", endTime: "02:00" }],
      day: "2026-11-01",
      duration: 60,
      expected: ["01:30-04:00", "01:45-04:00", "01:00-05:00"],
    },
    {
      name: "Berlin spring forward: 01:00–04:00 is two real hours",
      scheduleZone: "Europe/Berlin",
      rules: [{ dayOfWeek: SUNDAY, startTime: "01:00", endTime: "04:00" }],
      day: "2026-03-29",
      duration: 60,
      expected: ["01:00+01:00", "01:15+01:00", "01:30+01:00", "01:45+01:00", "03:00+02:00"],
    },
    {
      name: "Berlin fall back: 00:30–03:30 is four real hours, 02:xx happens twice",
      scheduleZone: "Europe/Berlin",
      rules: [{ dayOfWeek: SUNDAY, startTime: "00:30", endTime: "03:30" }],
      day: "2026-10-25",
      duration: 60,
      expected: [
        "00:30+02:00", "00:45+02:00", "01:00+02:00", "01:15+02:00", "01:30+02:00", "01:45+02:00",
        "02:00+02:00", "02:15+02:00", "02:30+02:00", "02:45+02:00", "02:00+01:00", "02:15+01:00", "02:30+01:00",
      ],
    },
    {
      name: "a Kolkata visitor (+05:30) sees a UTC host's 09:00–10:00 on their own clock",
      scheduleZone: "UTC",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }],
      visitorZone: "Asia/Kolkata",
      day: "2026-03-02",
      duration: 30,
      expected: ["14:30+05:30", "14:45+05:30", "15:00+05:30"],
    },
    {
      name: "a Kathmandu visitor (+05:45) sees a New York host's 09:00–10:00 EST on their own quarter hours",
      scheduleZone: "America/New_York",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }],
      visitorZone: "Asia/Kathmandu",
      day: "2026-03-02",
      duration: 30,
      expected: ["19:45+05:45", "20:00+05:45", "20:15+05:45"],
    },
    {
      name: "a Kathmandu host's 09:00 is 03:15 for a UTC visitor",
      scheduleZone: "Asia/Kathmandu",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }],
      visitorZone: "UTC",
      day: "2026-03-02",
      duration: 30,
      expected: ["03:15+00:00", "03:30+00:00", "03:45+00:00"],
    },
    {
      name: "a window starting off the grid (09:10) offers the visitor's next quarter hour",
      scheduleZone: "UTC",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:10", endTime: "10:00" }],
      visitorZone: "Asia/Kathmandu",
      day: "2026-03-02",
      duration: 30,
      expected: ["15:00+05:45", "15:15+05:45"],
    },
    {
      name: "a New York visitor sees a Berlin host's 09:00 at 04:00 in the weeks only the US is on summer time",
      scheduleZone: "Europe/Berlin",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }],
      visitorZone: "America/New_York",
      day: "2026-03-23",
      duration: 30,
      expected: ["04:00-04:00", "04:15-04:00", "04:30-04:00"],
    },
  ])("$name", (testCase) => {
    expect(wallClockWithOffset(slotsFor(testCase), testCase.visitorZone ?? testCase.scheduleZone)).toEqual(testCase.expected);
  });
});

describe("computeSlots on whole 23-hour and 25-hour days", () => {
  const allDay: WeeklyRule[] = [{ dayOfWeek: SUNDAY, startTime: "00:00", endTime: "00:00" }];

  it.each([
    { zone: "America/New_York", day: "2026-03-08", hours: 23 },
    { zone: "America/New_York", day: "2026-11-01", hours: 25 },
    { zone: "Europe/Berlin", day: "2026-03-29", hours: 23 },
    { zone: "Europe/Berlin", day: "2026-10-25", hours: 25 },
    { zone: "Europe/Berlin", day: "2026-03-22", hours: 24 },
  ])("a 00:00–00:00 rule on $day in $zone offers every quarter hour of its $hours hours", ({ zone, day, hours }) => {
    const slots = slotsFor({ name: day, scheduleZone: zone, rules: allDay, day, duration: 60, expected: [] });
    // One-hour slots start at every quarter hour from midnight to one hour before the next midnight.
    expect(slots).toHaveLength((hours - 1) * 4 + 1);
    expect(slots[0]).toBe(localDayRange(day, zone).start);
    expect(slots.at(-1)).toBe(localDayRange(day, zone).end - 60 * 60_000);
  });
});

describe("computeSlots aligns the grid to the visitor's clock, not to UTC", () => {
  it("follows an offset that is not a multiple of 15 minutes (Monrovia, −00:44:30 until 1972)", () => {
    const slots = slotsFor({
      name: "Monrovia",
      scheduleZone: "UTC",
      rules: [{ dayOfWeek: MONDAY, startTime: "09:00", endTime: "10:00" }],
      visitorZone: "Africa/Monrovia",
      day: "1970-06-01",
      duration: 30,
      expected: [],
    });
    // 09:00 UTC is 08:15:30 in Monrovia; the visitor's next quarter hours are 08:30 and 08:45.
    expect(slots.map((slot) => new Date(slot).toISOString())).toEqual([
      "1970-06-01T09:14:30.000Z",
      "1970-06-01T09:29:30.000Z",
    ]);
  });

  it("re-aligns inside a window when the visitor's offset changes (Monrovia moved to +00:00 at 00:44:30 UTC)", () => {
    const slots = computeSlots({
      schedule: { timezone: "UTC", rules: [{ dayOfWeek: 5, startTime: "00:00", endTime: "01:30" }], overrides: [] },
      durationMinutes: 15,
      bufferMinutes: 0,
      minNoticeMinutes: 0,
      busy: [],
      range: { start: Date.parse("1972-01-07T00:00:00Z"), end: Date.parse("1972-01-07T02:00:00Z") },
      visitorTimeZone: "Africa/Monrovia",
      now: 0,
    });
    // 23:30 and 23:45 on the old clock, then 00:45, 01:00 and 01:15 on the new one.
    expect(slots.map((slot) => new Date(slot).toISOString().slice(11, 19))).toEqual([
      "00:14:30", "00:29:30", "00:45:00", "01:00:00", "01:15:00",
    ]);
  });
});
