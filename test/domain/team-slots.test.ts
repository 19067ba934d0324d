import { describe, expect, it } from "vitest";
import { type WeeklyRule, computeSlots } from "../../worker/domain/slots";
import { commonSlots, unitedSlots } from "../../worker/domain/team-slots";
import { seededRandom } from "../scenarios/seeded-random";

const at = (iso: string): number => Date.parse(iso);
const hhmm = (instant: number): string => new Date(instant).toISOString().slice(11, 16);

describe("unitedSlots (round-robin)", () => {
  it.each<{ name: string; perHost: { userId: number; slots: number[] }[]; expected: { start: number; hostIds: number[] }[] }>([
    { name: "no hosts", perHost: [], expected: [] },
    { name: "hosts without slots", perHost: [{ userId: 1, slots: [] }, { userId: 2, slots: [] }], expected: [] },
    { name: "one host", perHost: [{ userId: 7, slots: [10, 20] }], expected: [{ start: 10, hostIds: [7] }, { start: 20, hostIds: [7] }] },
    {
      name: "overlapping hosts: every start once, with each host free at it",
      perHost: [
        { userId: 1, slots: [10, 20, 30] },
        { userId: 2, slots: [20, 40] },
        { userId: 3, slots: [] },
        { userId: 4, slots: [5, 20, 30, 50] },
      ],
      expected: [
        { start: 5, hostIds: [4] },
        { start: 10, hostIds: [1] },
        { start: 20, hostIds: [1, 2, 4] },
        { start: 30, hostIds: [1, 4] },
        { start: 40, hostIds: [2] },
        { start: 50, hostIds: [4] },
      ],
    },
    {
      name: "host ids in the order the hosts are given",
      perHost: [{ userId: 9, slots: [1] }, { userId: 3, slots: [1] }],
      expected: [{ start: 1, hostIds: [9, 3] }],
    },
  ])("$name", ({ perHost, expected }) => {
    expect(unitedSlots(perHost)).toEqual(expected);
  });
});

describe("commonSlots (collective)", () => {
  it.each<{ name: string; perHost: number[][]; expected: number[] }>([
    { name: "no hosts", perHost: [], expected: [] },
    { name: "one host: its own starts", perHost: [[1, 2, 3]], expected: [1, 2, 3] },
    { name: "a host without slots", perHost: [[1, 2], []], expected: [] },
    { name: "disjoint hosts", perHost: [[1, 3, 5], [2, 4, 6]], expected: [] },
    { name: "two hosts", perHost: [[1, 2, 3, 7, 9], [2, 3, 4, 9]], expected: [2, 3, 9] },
    { name: "three hosts, the common starts at both ends", perHost: [[1, 4, 6, 8], [1, 2, 4, 8], [0, 1, 4, 5, 8]], expected: [1, 4, 8] },
    { name: "one host far ahead of the others", perHost: [[100, 200], [1, 2, 3, 100, 150, 200], [50, 100, 200, 300]], expected: [100, 200] },
  ])("$name", ({ perHost, expected }) => {
    expect(commonSlots(perHost)).toEqual(expected);
  });
});


describe("unitedSlots and commonSlots agree with a plain set computation", () => {
  it.each([1, 2, 3, 5, 10, 20])("%i hosts, 50 generated teams", (hostCount) => {
    const random = seededRandom(hostCount);
    for (let team = 0; team < 50; team++) {
      const perHost = Array.from({ length: hostCount }, (_, index) => ({
        userId: 100 + index,
        slots: Array.from({ length: 60 }, (_, step) => step).filter(() => random() < 0.7),
      }));
      const frozen = JSON.stringify(perHost);
      const hostsAt = new Map<number, number[]>();
      for (const host of perHost) for (const slot of host.slots) hostsAt.set(slot, [...(hostsAt.get(slot) ?? []), host.userId]);
      const united = [...hostsAt].sort(([a], [b]) => a - b).map(([start, hostIds]) => ({ start, hostIds }));

      expect(unitedSlots(perHost)).toEqual(united);
      expect(commonSlots(perHost.map((host) => host.slots))).toEqual(united.filter((slot) => slot.hostIds.length === hostCount).map((slot) => slot.start));
      expect(JSON.stringify(perHost)).toBe(frozen);
    }
  });
});

const WEEKDAYS = [1, 2, 3, 4, 5];
const weekdays = (startTime: string, endTime: string): WeeklyRule[] => WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** A host's own 30-minute slots over [from, to) (UTC dates), asked by a visitor on UTC's grid. */
function hostSlots(timezone: string, rules: WeeklyRule[], from: string, to: string): number[] {
  return computeSlots({
    schedule: { timezone, rules, overrides: [] },
    durationMinutes: 30,
    bufferMinutes: 0,
    minNoticeMinutes: 0,
    busy: [],
    range: { start: at(`${from}T00:00:00Z`), end: at(`${to}T00:00:00Z`) },
    visitorTimeZone: "UTC",
    now: 0,
  });
}

/** How many of `slots` start on each UTC date that has any. */
function perDay(slots: readonly number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const slot of slots) {
    const day = new Date(slot).toISOString().slice(0, 10);
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
}

/** The same count on Monday to Friday of each week given by its Monday; no slot on weekends. */
function weekdayCounts(weeks: [monday: string, count: number][]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [monday, count] of weeks) {
    for (let offset = 0; offset < 5; offset++) counts[new Date(at(`${monday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)] = count;
  }
  return counts;
}

/*
 * New York 09:00–17:00 and Berlin 09:00–17:00 share 14:00–16:00 UTC while both are on winter (or
 * both on summer) time: six hours apart. Between the US change (Sunday 2026-03-08) and the EU change
 * (Sunday 2026-03-29), and between the EU's return (2026-10-25) and the US's (2026-11-01), they are
 * five hours apart and share 13:00–16:00 UTC: 11 starts of 30 minutes a day instead of 7.
 */
const NEW_YORK = { zone: "America/New_York", rules: weekdays("09:00", "17:00") };
const BERLIN = { zone: "Europe/Berlin", rules: weekdays("09:00", "17:00") };
/**
 * Tokyo 07:00–23:00 is 22:00 (the day before) to 14:00 UTC all year, so it meets New York's 09:00
 * only while New York is on summer time (13:00 UTC): 13:00–14:00, 3 starts; in winter, none.
 */
const TOKYO = { zone: "Asia/Tokyo", rules: weekdays("07:00", "23:00") };

describe("a team across zones on both sides of the US and EU daylight-saving changes", () => {
  it.each<{ name: string; hosts: { zone: string; rules: WeeklyRule[] }[]; from: string; to: string; expected: [string, number][] }>([
    {
      name: "New York and Berlin in spring: more common slots from Mar 8 to Mar 29",
      hosts: [NEW_YORK, BERLIN],
      from: "2026-03-02",
      to: "2026-04-06",
      expected: [["2026-03-02", 7], ["2026-03-09", 11], ["2026-03-16", 11], ["2026-03-23", 11], ["2026-03-30", 7]],
    },
    {
      name: "New York and Berlin in autumn: more common slots from Oct 25 to Nov 1",
      hosts: [NEW_YORK, BERLIN],
      from: "2026-10-19",
      to: "2026-11-09",
      expected: [["2026-10-19", 7], ["2026-10-26", 11], ["2026-11-02", 7]],
    },
    {
      name: "New York, Berlin and Tokyo in spring: no common time until New York moves to summer time",
      hosts: [NEW_YORK, BERLIN, TOKYO],
      from: "2026-03-02",
      to: "2026-04-06",
      expected: [["2026-03-09", 3], ["2026-03-16", 3], ["2026-03-23", 3], ["2026-03-30", 3]],
    },
    {
      name: "New York, Berlin and Tokyo in autumn: no common time once New York is back on winter time",
      hosts: [NEW_YORK, BERLIN, TOKYO],
      from: "2026-10-19",
      to: "2026-11-09",
      expected: [["2026-10-19", 3], ["2026-10-26", 3]],
    },
  ])("$name", ({ hosts, from, to, expected }) => {
    const common = commonSlots(hosts.map((host) => hostSlots(host.zone, host.rules, from, to)));
    expect(perDay(common)).toEqual(weekdayCounts(expected));
  });

  it.each<{ day: string; expected: string[] }>([
    { day: "2026-03-06", expected: ["14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30"] },
    { day: "2026-03-10", expected: ["13:00", "13:15", "13:30", "13:45", "14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30"] },
    { day: "2026-03-31", expected: ["13:00", "13:15", "13:30", "13:45", "14:00", "14:15", "14:30"] },
    { day: "2026-10-27", expected: ["13:00", "13:15", "13:30", "13:45", "14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30"] },
    { day: "2026-11-03", expected: ["14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30"] },
  ])("New York and Berlin on $day share these UTC starts", ({ day, expected }) => {
    const next = new Date(at(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const common = commonSlots([NEW_YORK, BERLIN].map((host) => hostSlots(host.zone, host.rules, day, next)));
    expect(common.map(hhmm)).toEqual(expected);
  });

  it("the Tokyo host closes the three-zone window at 14:00 UTC", () => {
    const common = commonSlots([NEW_YORK, BERLIN, TOKYO].map((host) => hostSlots(host.zone, host.rules, "2026-03-10", "2026-03-11")));
    expect(common.map(hhmm)).toEqual(["13:00", "13:15", "13:30"]);
  });

  it("round-robin offers New York's and Berlin's hours together, both hosts where they overlap", () => {
    const perHost = [
      { userId: 1, slots: hostSlots(NEW_YORK.zone, NEW_YORK.rules, "2026-03-02", "2026-04-06") },
      { userId: 2, slots: hostSlots(BERLIN.zone, BERLIN.rules, "2026-03-02", "2026-04-06") },
    ];
    const united = unitedSlots(perHost);
    // 31 starts each; the 7 (or, in the five-hour weeks, 11) shared ones are counted once.
    expect(perDay(united.map((slot) => slot.start))).toEqual(
      weekdayCounts([["2026-03-02", 55], ["2026-03-09", 51], ["2026-03-16", 51], ["2026-03-23", 51], ["2026-03-30", 55]]),
    );
    const shared = united.filter((slot) => slot.hostIds.length === 2).map((slot) => slot.start);
    expect(shared).toEqual(commonSlots(perHost.map((host) => host.slots)));
  });
});
