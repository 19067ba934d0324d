/*
 * The slot engine's budget (docs/DECISIONS.md, Performance budgets): a month of slots for a busy host in ≤ 5 ms at p99,
 * and a 2,000-busy-range stress case in ≤ 50 ms; a team's month for 10 hosts in 5 zones in ≤ 10 ms, for 20
 * in ≤ 20 ms. Inputs are built from a fixed seed so every run measures the same work. Standalone: `npx tsx bench/slot-engine.ts` (add `--json` for machines).
 */
import { pathToFileURL } from "node:url";
import { Temporal } from "temporal-polyfill";
import type { Interval } from "../worker/domain/intervals";
import { type DateOverride, type SlotQuery, type WeeklyRule, availableDaysOfMonth, computeSlots } from "../worker/domain/slots";
import { MINUTE_MS } from "../worker/domain/calendar-days";
import { localMonthRange } from "../worker/domain/time-zones";
import { commonSlots, unitedSlots } from "../worker/domain/team-slots";
import { seededRandom } from "../test/scenarios/seeded-random";

/**
 * p50/p99 are CPU time per run (the budgets of docs/DECISIONS.md count "ms of CPU"); on a shared 2-core machine wall
 * time also counts every moment the OS gave the core to someone else, so it is reported beside.
 */
export interface SlotEngineBenchResult {
  name: string;
  p50Ms: number;
  p99Ms: number;
  wallP50Ms: number;
  wallP99Ms: number;
  budgetMs: number;
  runs: number;
  /** What one run computed, so the work can be seen to be real. */
  detail: string;
}

const WARM_UP_RUNS = 50;
const MEASURED_RUNS = 1_000;
const HOST_ZONE = "America/New_York";
const VISITOR_ZONE = "Asia/Kathmandu";


const pick = (random: () => number, from: number, to: number): number => from + Math.floor(random() * (to - from + 1));

/** Weekly series (a fixed weekday and wall-clock time in the host's zone) expanded over `range`. */
function weeklySeries(random: () => number, count: number, range: Interval, hostZone: string): Interval[] {
  const occurrences: Interval[] = [];
  for (let series = 0; series < count; series++) {
    const firstDay = Temporal.PlainDate.from("2026-02-22").add({ days: pick(random, 0, 6) });
    const start = firstDay.toPlainDateTime({ hour: pick(random, 8, 20), minute: 15 * pick(random, 0, 3) }).toZonedDateTime(hostZone);
    const minutes = 15 * pick(random, 2, 6);
    for (let week = start; week.epochMilliseconds < range.end; week = week.add({ weeks: 1 })) {
      if (week.epochMilliseconds >= range.start) occurrences.push({ start: week.epochMilliseconds, end: week.epochMilliseconds + minutes * MINUTE_MS });
    }
  }
  return occurrences;
}

/** Single events anywhere in `range`, on a 5-minute grid, 15 minutes to 2 hours long. */
function singleEvents(random: () => number, count: number, range: Interval): Interval[] {
  return Array.from({ length: count }, () => {
    const start = range.start + 5 * MINUTE_MS * Math.floor((random() * (range.end - range.start)) / (5 * MINUTE_MS));
    return { start, end: start + 15 * MINUTE_MS * pick(random, 1, 8) };
  });
}

const weekdayRules = (days: number[], startTime: string, endTime: string): WeeklyRule[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** The budget's month: March 2026 (DST on the 8th), 500 busy intervals of which 20 weekly series. */
export function monthScenario(): { query: SlotQuery; recurring: number } {
  const random = seededRandom(20_260_301);
  const range = localMonthRange("2026-03", VISITOR_ZONE);
  const recurring = weeklySeries(random, 20, range, HOST_ZONE);
  const overrides: DateOverride[] = [
    { date: "2026-03-17", isUnavailable: true, startTime: null, endTime: null },
    { date: "2026-03-21", isUnavailable: false, startTime: "10:00", endTime: "14:00" },
  ];
  const query: SlotQuery = {
    schedule: {
      timezone: HOST_ZONE,
      rules: [...weekdayRules([1, 2, 3, 4, 5], "09:00", "17:00"), ...weekdayRules([1, 2, 3, 4], "21:00", "01:00")],
      overrides,
    },
    durationMinutes: 30,
    bufferMinutes: 10,
    minNoticeMinutes: 60,
    busy: [...recurring, ...singleEvents(random, 500 - recurring.length, range)],
    range,
    visitorTimeZone: VISITOR_ZONE,
    now: Date.parse("2026-02-27T10:00:00Z"),
  };
  return { query, recurring: recurring.length };
}

/** Stress: a quarter (DST inside), 2,000 overlapping busy ranges, four windows every day, 15 minutes. */
export function stressScenario(): SlotQuery {
  const random = seededRandom(2_000);
  const range = { start: localMonthRange("2026-03", VISITOR_ZONE).start, end: localMonthRange("2026-05", VISITOR_ZONE).end };
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  return {
    schedule: {
      timezone: HOST_ZONE,
      rules: [
        ...weekdayRules(everyDay, "06:00", "08:30"),
        ...weekdayRules(everyDay, "09:00", "12:00"),
        ...weekdayRules(everyDay, "13:00", "18:45"),
        ...weekdayRules(everyDay, "20:00", "02:00"),
      ],
      overrides: Array.from({ length: 30 }, (_, index) => ({
        date: Temporal.PlainDate.from("2026-03-01").add({ days: 3 * index }).toString(),
        isUnavailable: index % 2 === 0,
        startTime: index % 2 === 0 ? null : "11:00",
        endTime: index % 2 === 0 ? null : "23:00",
      })),
    },
    durationMinutes: 15,
    bufferMinutes: 5,
    minNoticeMinutes: 0,
    busy: [...weeklySeries(random, 40, range, HOST_ZONE), ...singleEvents(random, 2_000, range)].slice(0, 2_000),
    range,
    visitorTimeZone: VISITOR_ZONE,
    now: Date.parse("2026-02-01T00:00:00Z"),
  };
}

/** A team's hosts spread over five zones; all but São Paulo change their clocks inside March (the US on the 8th, the EU on the 29th). */
const TEAM_ZONES = ["America/New_York", "America/Chicago", "America/Sao_Paulo", "Europe/London", "Europe/Berlin"];

/**
 * A team's month (docs/SCALING.md, Team bookings): March 2026 for `hostCount` hosts, each with its own zone (round the five),
 * weekday hours 08:00–18:00 and 500 busy intervals of which 20 weekly series, as the one-host month.
 */
export function teamMonthScenario(hostCount: number): { userId: number; query: SlotQuery }[] {
  const range = localMonthRange("2026-03", VISITOR_ZONE);
  return Array.from({ length: hostCount }, (_, index) => {
    const random = seededRandom(27_000 + index);
    const zone = TEAM_ZONES[index % TEAM_ZONES.length]!;
    const recurring = weeklySeries(random, 20, range, zone);
    return {
      userId: index + 1,
      query: {
        schedule: { timezone: zone, rules: weekdayRules([1, 2, 3, 4, 5], "08:00", "18:00"), overrides: [] },
        durationMinutes: 30,
        bufferMinutes: 10,
        minNoticeMinutes: 60,
        busy: [...recurring, ...singleEvents(random, 500 - recurring.length, range)],
        range,
        visitorTimeZone: VISITOR_ZONE,
        now: Date.parse("2026-02-27T10:00:00Z"),
      },
    };
  });
}

/** What a team page computes per request: every host's own slots, then their union (round-robin). */
const roundRobinMonth = (hosts: readonly { userId: number; query: SlotQuery }[]) =>
  unitedSlots(hosts.map((host) => ({ userId: host.userId, slots: computeSlots(host.query) })));

/**
 * The same for a collective type: every host's own slots, then their intersection. With 500 busy
 * ranges on every host, 10 hosts share no half hour of the month: the hosts' own slots are the cost,
 * the intersection itself takes microseconds.
 */
const collectiveMonth = (hosts: readonly { userId: number; query: SlotQuery }[]) => commonSlots(hosts.map((host) => computeSlots(host.query)));

function teamRows(hostCount: number, budgetMs: number): SlotEngineBenchResult[] {
  const hosts = teamMonthScenario(hostCount);
  const hostSlots = hosts.reduce((sum, host) => sum + computeSlots(host.query).length, 0);
  const united = roundRobinMonth(hosts);
  const shared = united.filter((slot) => slot.hostIds.length > 1).length;
  const team = `${hostCount} hosts in ${Math.min(hostCount, TEAM_ZONES.length)} zones, 500 busy each, DST`;
  return [
    measure(`round-robin month, ${team}`, budgetMs, `${hostSlots} host slots → ${united.length} starts (${shared} with 2+ hosts free)`, () =>
      roundRobinMonth(hosts),
    ),
    measure(`collective month, ${team}`, budgetMs, `${hostSlots} host slots → ${collectiveMonth(hosts).length} common starts`, () =>
      collectiveMonth(hosts),
    ),
  ];
}

/** The value at or below which `fraction` of the sorted samples lie (nearest rank). */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function measure(name: string, budgetMs: number, detail: string, run: () => unknown): SlotEngineBenchResult {
  for (let index = 0; index < WARM_UP_RUNS; index++) run();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let index = 0; index < MEASURED_RUNS; index++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    run();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1_000);
  }
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  return {
    name,
    p50Ms: percentile(cpu, 0.5),
    p99Ms: percentile(cpu, 0.99),
    wallP50Ms: percentile(wall, 0.5),
    wallP99Ms: percentile(wall, 0.99),
    budgetMs,
    runs: MEASURED_RUNS,
    detail,
  };
}

export function runSlotEngineBench(): SlotEngineBenchResult[] {
  const month = monthScenario();
  const monthSlots = computeSlots(month.query);
  const days = availableDaysOfMonth(monthSlots, "2026-03", VISITOR_ZONE);
  const stress = stressScenario();
  const stressSlots = computeSlots(stress);
  const monthDetail = `${month.query.busy.length} busy (${month.recurring} from 20 weekly series), ${monthSlots.length} slots`;
  return [
    measure("month, 500 busy, DST, +05:45 visitor", 5, monthDetail, () => computeSlots(month.query)),
    measure("month → available days", 5, `${days.length} days`, () =>
      availableDaysOfMonth(computeSlots(month.query), "2026-03", VISITOR_ZONE),
    ),
    measure("stress: quarter, 2,000 busy ranges", 50, `${stress.busy.length} busy, ${stressSlots.length} slots`, () => computeSlots(stress)),
    ...teamRows(10, 10),
    ...teamRows(20, 20),
  ];
}

function printTable(results: SlotEngineBenchResult[]): void {
  const rows = results.map((result) => [
    result.name,
    result.p50Ms.toFixed(3),
    result.p99Ms.toFixed(3),
    `≤ ${result.budgetMs}`,
    result.p99Ms <= result.budgetMs ? "ok" : "MISS",
    `${result.wallP50Ms.toFixed(3)} / ${result.wallP99Ms.toFixed(3)}`,
    result.detail,
  ]);
  const header = ["case", "p50 ms", "p99 ms", "budget (p99)", "verdict", "wall p50 / p99 ms", "work per run"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of rows) console.log(line(row));
  console.log(`CPU time per run (process.cpuUsage), ${MEASURED_RUNS} measured runs per case after ${WARM_UP_RUNS} warm-up runs.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = runSlotEngineBench();
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
  else printTable(results);
}
