import { describe, expect, it } from "vitest";
import type { Interval } from "../../worker/domain/intervals";
import { type WeeklyRule, computeSlots } from "../../worker/domain/slots";
import { type AssignmentCandidate, type AssignmentRule, assignmentOrder, offeredHosts } from "../../worker/domain/team-assignment";
import { unitedSlots } from "../../worker/domain/team-slots";
import { seededRandom } from "../scenarios/seeded-random";

const PLAIN: AssignmentRule = { useWeights: false, equalDistributionLimit: null };
const WEIGHTED: AssignmentRule = { useWeights: true, equalDistributionLimit: null };

const host = (userId: number, standing: Partial<AssignmentCandidate> = {}): AssignmentCandidate => ({
  userId,
  priority: "medium",
  weight: 1,
  bookingsInWindow: 0,
  lastBookedAt: null,
  ...standing,
});

const orderOf = (standings: AssignmentCandidate[], rule: AssignmentRule): number[] => assignmentOrder(standings, rule).map((standing) => standing.userId);

/** The host a booking goes to: the first, in assignment order, of the offered hosts that are free. */
function assign(standings: readonly AssignmentCandidate[], rule: AssignmentRule, free: (userId: number) => boolean = () => true): AssignmentCandidate | undefined {
  return assignmentOrder(
    offeredHosts(standings, rule).filter((standing) => free(standing.userId)),
    rule,
  )[0];
}

/**
 * Books `count` times one after another, each at the next instant, updating the winner's standing
 * as the booking context would read it next time. Returns the winners' user ids in order.
 */
function bookInTurn(standings: AssignmentCandidate[], rule: AssignmentRule, count: number, firstInstant = 1): number[] {
  const winners: number[] = [];
  for (let index = 0; index < count; index++) {
    const winner = assign(standings, rule);
    if (!winner) throw new Error("no host offered");
    winner.bookingsInWindow++;
    winner.lastBookedAt = firstInstant + index;
    winners.push(winner.userId);
  }
  return winners;
}

function tally(winners: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const winner of winners) counts[winner] = (counts[winner] ?? 0) + 1;
  return counts;
}

function longestRun(winners: readonly number[], userId: number): number {
  let longest = 0;
  let run = 0;
  for (const winner of winners) {
    run = winner === userId ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

describe("assignmentOrder", () => {
  it.each<{ name: string; rule: AssignmentRule; standings: AssignmentCandidate[]; expected: number[] }>([
    {
      name: "priority first: high, medium, low, whatever the bookings, the last booking and the user id",
      rule: WEIGHTED,
      standings: [
        host(1, { priority: "low", lastBookedAt: null }),
        host(2, { priority: "medium", bookingsInWindow: 5, lastBookedAt: 900 }),
        host(3, { priority: "high", bookingsInWindow: 9, lastBookedAt: 1_000 }),
      ],
      expected: [3, 2, 1],
    },
    {
      name: "least recently booked: never booked first, then the longest ago",
      rule: PLAIN,
      standings: [host(1, { lastBookedAt: 300 }), host(2, { lastBookedAt: 100 }), host(3), host(4, { lastBookedAt: 200 })],
      expected: [3, 2, 4, 1],
    },
    {
      name: "without weights the bookings in the window do not count",
      rule: PLAIN,
      standings: [host(1, { bookingsInWindow: 0, lastBookedAt: 200 }), host(2, { bookingsInWindow: 8, lastBookedAt: 100 })],
      expected: [2, 1],
    },
    {
      name: "the user id breaks every other tie",
      rule: WEIGHTED,
      standings: [host(3, { lastBookedAt: 5 }), host(1, { lastBookedAt: 5 }), host(2, { lastBookedAt: 5 })],
      expected: [1, 2, 3],
    },
    {
      name: "with weights the lowest bookings per weight come before the least recently booked",
      rule: WEIGHTED,
      standings: [
        host(1, { weight: 1, bookingsInWindow: 2, lastBookedAt: 100 }),
        host(2, { weight: 3, bookingsInWindow: 3, lastBookedAt: 300 }),
        host(3, { weight: 2, bookingsInWindow: 3, lastBookedAt: 200 }),
      ],
      expected: [2, 3, 1],
    },
    {
      name: "equal shares (1/3 and 2/6) are exact and fall through to the least recently booked",
      rule: WEIGHTED,
      standings: [host(1, { weight: 3, bookingsInWindow: 1, lastBookedAt: 200 }), host(2, { weight: 6, bookingsInWindow: 2, lastBookedAt: 100 })],
      expected: [2, 1],
    },
    {
      name: "priority still comes before the weights' shares",
      rule: WEIGHTED,
      standings: [host(1, { weight: 5, bookingsInWindow: 0 }), host(2, { priority: "high", weight: 1, bookingsInWindow: 7 })],
      expected: [2, 1],
    },
  ])("$name", ({ standings, rule, expected }) => {
    expect(orderOf(standings, rule)).toEqual(expected);
  });

  it("gives the same order whatever the input order, and leaves the input as it was", () => {
    const standings = [
      host(4, { priority: "low" }),
      host(1, { weight: 2, bookingsInWindow: 2, lastBookedAt: 50 }),
      host(3, { bookingsInWindow: 1, lastBookedAt: 40 }),
      host(2, { bookingsInWindow: 1, lastBookedAt: 40 }),
      host(5, { priority: "high", lastBookedAt: 99 }),
    ];
    const expected = orderOf(standings, WEIGHTED);
    const before = JSON.stringify(standings);
    for (const rotation of [1, 2, 3, 4]) {
      expect(orderOf([...standings.slice(rotation), ...standings.slice(0, rotation)], WEIGHTED)).toEqual(expected);
      expect(orderOf([...standings].reverse(), WEIGHTED)).toEqual(expected);
    }
    expect(JSON.stringify(standings)).toBe(before);
    expect(expected).toEqual([5, 2, 3, 1, 4]);
  });
});

describe("offeredHosts (equal distribution)", () => {
  it.each<{ name: string; limit: number | null; bookings: number[]; expected: number[] }>([
    { name: "no limit offers everyone", limit: null, bookings: [9, 0, 4], expected: [1, 2, 3] },
    { name: "N = 1 drops hosts 2 or more ahead of the least-booked", limit: 1, bookings: [3, 1, 2], expected: [2, 3] },
    { name: "N = 2 keeps a host exactly 2 ahead", limit: 2, bookings: [3, 1, 2], expected: [1, 2, 3] },
    { name: "everyone level is everyone offered", limit: 1, bookings: [4, 4, 4], expected: [1, 2, 3] },
    { name: "no hosts", limit: 1, bookings: [], expected: [] },
  ])("$name", ({ limit, bookings, expected }) => {
    const standings = bookings.map((bookingsInWindow, index) => host(index + 1, { bookingsInWindow }));
    expect(offeredHosts(standings, { useWeights: false, equalDistributionLimit: limit }).map((standing) => standing.userId)).toEqual(expected);
  });

  it("counts from the least-booked host even while that host is busy", () => {
    const standings = [host(1, { bookingsInWindow: 0 }), host(2, { bookingsInWindow: 3 }), host(3, { bookingsInWindow: 1 })];
    const rule = { useWeights: false, equalDistributionLimit: 2 };
    expect(assign(standings, rule, (userId) => userId !== 1)?.userId).toBe(3);
    expect(assign([host(2, { bookingsInWindow: 3 }), host(3, { bookingsInWindow: 3 })], rule, () => false)).toBeUndefined();
  });
});

describe("sequential bookings", () => {
  it.each<{ name: string; rule: AssignmentRule; weights: number[]; bookings: number; expected: number[] }>([
    { name: "weights 2:1:1 over 40 bookings", rule: WEIGHTED, weights: [2, 1, 1], bookings: 40, expected: [20, 10, 10] },
    { name: "30 bookings on 3 equal hosts", rule: PLAIN, weights: [1, 1, 1], bookings: 30, expected: [10, 10, 10] },
    { name: "30 bookings on 3 equal hosts, weights on", rule: WEIGHTED, weights: [1, 1, 1], bookings: 30, expected: [10, 10, 10] },
    { name: "weights 3:1 over 40 bookings", rule: WEIGHTED, weights: [3, 1], bookings: 40, expected: [30, 10] },
    { name: "weights 5:3:2 over 100 bookings", rule: WEIGHTED, weights: [5, 3, 2], bookings: 100, expected: [50, 30, 20] },
    { name: "weights ignored when the type does not use them", rule: PLAIN, weights: [2, 1, 1], bookings: 40, expected: [14, 13, 13] },
  ])("$name → $expected (± 1)", ({ rule, weights, bookings, expected }) => {
    const standings = weights.map((weight, index) => host(index + 1, { weight }));
    const counts = tally(bookInTurn(standings, rule, bookings));
    weights.forEach((_, index) => {
      expect(Math.abs((counts[index + 1] ?? 0) - expected[index]!)).toBeLessThanOrEqual(1);
    });
  });

  it("high priority takes every booking while free; the others share what it cannot take", () => {
    const standings = [host(1), host(2, { priority: "high" }), host(3)];
    expect(bookInTurn(standings, PLAIN, 5)).toEqual([2, 2, 2, 2, 2]);
    const busyHigh = (userId: number) => userId !== 2;
    expect([1, 2, 3, 4].map(() => {
      const winner = assign(standings, PLAIN, busyHigh)!;
      winner.lastBookedAt = (winner.lastBookedAt ?? 0) + 100;
      return winner.userId;
    })).toEqual([1, 3, 1, 3]);
  });

  it.each<{ name: string; rule: AssignmentRule; weights: number[]; expected: number[] }>([
    { name: "equal hosts", rule: PLAIN, weights: [1, 1, 1, 1], expected: [10, 10, 10, 10] },
    { name: "weights 2:1:1, the newcomer weighing 1", rule: WEIGHTED, weights: [2, 1, 1, 1], expected: [16, 8, 8, 8] },
  ])("a host added late is not flooded ($name)", ({ rule, weights, expected }) => {
    const standings = weights.slice(0, 3).map((weight, index) => host(index + 1, { weight }));
    bookInTurn(standings, rule, 30);
    const beforeJoin = standings.map((standing) => ({ ...standing }));

    // The newcomer joins: the window restarts at its join, so every host's count starts from 0.
    const newcomer = host(4, { weight: weights[3]! });
    const afterJoin = [...standings.map((standing) => ({ ...standing, bookingsInWindow: 0 })), newcomer];
    const winners = bookInTurn(afterJoin, rule, 40, 1_000);
    const counts = tally(winners);
    expected.forEach((share, index) => expect(Math.abs((counts[index + 1] ?? 0) - share)).toBeLessThanOrEqual(1));
    expect(longestRun(winners, 4)).toBe(1);
    expect(winners.slice(0, weights.reduce((sum, weight) => sum + weight, 0)).filter((winner) => winner === 4)).toHaveLength(1);

    // Counted since the type began instead, the newcomer would have taken a run of catch-up bookings.
    const sinceTheStart = [...beforeJoin, host(4, { weight: weights[3]! })];
    if (rule.useWeights) expect(longestRun(bookInTurn(sinceTheStart, rule, 40, 1_000), 4)).toBeGreaterThan(5);
  });

  it.each([1, 2, 3])("equal distribution N = %i holds a high-priority host to N ahead when it is booked", (limit) => {
    const rule: AssignmentRule = { useWeights: false, equalDistributionLimit: limit };
    const standings = [host(1, { priority: "high" }), host(2), host(3)];
    for (let index = 0; index < 30; index++) {
      const least = Math.min(...standings.map((standing) => standing.bookingsInWindow));
      const winner = assign(standings, rule)!;
      expect(winner.bookingsInWindow - least).toBeLessThanOrEqual(limit);
      winner.bookingsInWindow++;
      winner.lastBookedAt = index + 1;
    }
    const counts = standings.map((standing) => standing.bookingsInWindow);
    expect(counts[0]).toBe(Math.max(...counts));
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(limit + 1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    // Without the limit the high-priority host takes all 30.
    const unlimited = [host(1, { priority: "high" }), host(2), host(3)];
    expect(tally(bookInTurn(unlimited, PLAIN, 30))).toEqual({ 1: 30 });
  });
});

describe("a host busy at a time is never assigned that time", () => {
  const HOUR = 3_600_000;
  const range: Interval = { start: Date.parse("2026-03-02T00:00:00Z"), end: Date.parse("2026-04-06T00:00:00Z") };
  const everyDay = (startTime: string, endTime: string): WeeklyRule[] => [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
  const hosts = [
    { userId: 1, zone: "America/New_York", rules: everyDay("07:00", "19:00"), priority: "high" as const },
    { userId: 2, zone: "Europe/Berlin", rules: everyDay("09:00", "21:00"), priority: "medium" as const },
    { userId: 3, zone: "Europe/London", rules: everyDay("08:00", "20:00"), priority: "medium" as const },
  ].map((definition) => {
    const random = seededRandom(definition.userId);
    const busy = Array.from({ length: 120 }, () => {
      const start = range.start + Math.floor((random() * (range.end - range.start)) / (15 * 60_000)) * 15 * 60_000;
      return { start, end: start + HOUR * (0.5 + Math.floor(random() * 4) / 2) };
    });
    const slots = computeSlots({
      schedule: { timezone: definition.zone, rules: definition.rules, overrides: [] },
      durationMinutes: 45,
      bufferMinutes: 0,
      minNoticeMinutes: 0,
      busy,
      range,
      visitorTimeZone: "America/Sao_Paulo",
      now: range.start,
    });
    return { ...definition, busy, slots };
  });
  const overlaps = (busy: readonly Interval[], start: number) => busy.some((interval) => interval.start < start + 45 * 60_000 && start < interval.end);

  it.each<{ name: string; rule: AssignmentRule }>([
    { name: "plain", rule: PLAIN },
    { name: "weights 2:1:1", rule: WEIGHTED },
    { name: "equal distribution N = 1", rule: { useWeights: false, equalDistributionLimit: 1 } },
  ])("every start of a month across DST, one booking at each ($name)", ({ rule }) => {
    const standings = hosts.map((definition) => host(definition.userId, { priority: definition.priority, weight: definition.userId === 1 ? 2 : 1 }));
    const united = unitedSlots(hosts.map(({ userId, slots }) => ({ userId, slots })));
    let busyHighPriorityStarts = 0;
    let assigned = 0;
    for (const { start, hostIds } of united) {
      for (const definition of hosts) expect(hostIds.includes(definition.userId)).toBe(definition.slots.includes(start));
      if (overlaps(hosts[0]!.busy, start)) busyHighPriorityStarts++;
      const winner = assign(standings, rule, (userId) => hostIds.includes(userId));
      if (!winner) continue;
      const definition = hosts.find((candidate) => candidate.userId === winner.userId)!;
      expect(overlaps(definition.busy, start)).toBe(false);
      winner.bookingsInWindow++;
      winner.lastBookedAt = start;
      assigned++;
    }
    // The high-priority host was busy at some offered starts, and someone else took them.
    expect(busyHighPriorityStarts).toBeGreaterThan(50);
    expect(assigned).toBeGreaterThan(500);
  });
});
