import type { DirectWorker } from "./direct-worker";
import { benchConnection, seedBookingPage } from "./seed";
import { seedTeam } from "./team-seed";
import { cpuPerRequest, idleCpuPerSecond } from "./workerd-cpu";

/** One page's month on workerd: CPU per request on a miss and on a hit, each the median of its rounds. */
export interface PageMonthCpu {
  page: string;
  missMs: number;
  hitMs: number;
  /** The hit's spread over its rounds (max − min): how far two measurements of the same thing differ here. */
  hitSpreadMs: number;
}

/** As bench/direct-figures.ts: zones a month is asked in, the last 8 kept for the warm-up, every other one asked before measuring. */
const ALL_ZONES = Intl.supportedValuesOf("timeZone");
const WARM_UP_ZONES = ALL_ZONES.slice(-8);
const SEEN_ZONES = ALL_ZONES.slice(0, -8).filter((_, index) => index % 2 === 0);
const CPU_ROUNDS = 5;
const WARM_UP_REQUESTS = 240;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The budgets for team pages (docs/SCALING.md, Team bookings): a 10-host team's month (round-robin and collective) beside a
 * single host's, all measured in the same rounds on the same isolate so that the machine's drift
 * reaches them alike. A miss asks every request another zone or month (zones seen before); a hit asks
 * one URL with the version the page carries (no read), as `measureDirect` does for the single host.
 */
export async function measureTeamMonths(worker: DirectWorker, count: number): Promise<PageMonthCpu[]> {
  const connection = benchConnection(worker.url);
  const single = await seedBookingPage(connection);
  const team = await seedTeam(connection, worker);
  const pages = [
    { page: "single host", slug: single.slug },
    { page: "team of 10 in 5 zones, round-robin", slug: team.roundRobinSlug },
    { page: "team of 10 in 5 zones, collective", slug: team.collectiveSlug },
  ];
  const monthAhead = (n: number) => new Date(Date.now() + n * 31 * 86_400_000).toISOString().slice(0, 7);
  const monthPath = (slug: string, tz: string, month = monthAhead(1)) =>
    `/api/public/availability/${slug}/month?month=${month}&tz=${encodeURIComponent(tz)}`;
  const seenZoneMiss = (slug: string, i: number) =>
    monthPath(slug, SEEN_ZONES[i % SEEN_ZONES.length] ?? "UTC", monthAhead(1 + Math.floor(i / SEEN_ZONES.length)));
  // The page's version, and a check that the seeded page offers times at all (else its misses would measure nothing).
  const versionOf = async (slug: string) => {
    const answer = (await (await fetch(`${worker.url}${monthPath(slug, "Asia/Kathmandu")}`)).json()) as { availableDays?: number[]; version: number };
    if (!answer.availableDays?.length) throw new Error(`${slug} offers no day in ${monthAhead(1)}`);
    return String(answer.version);
  };

  // Every page's code compiled, and the measured zones and months asked for the other duration (as direct-figures does).
  for (const { slug } of pages) {
    await cpuPerRequest(worker.pid, worker.url, 0, WARM_UP_REQUESTS / pages.length, (i) =>
      monthPath(slug, WARM_UP_ZONES[i % WARM_UP_ZONES.length] ?? "UTC", monthAhead(2 + (i % 10))),
    );
    await cpuPerRequest(worker.pid, worker.url, 0, Math.min(count, 2 * SEEN_ZONES.length), (i) => `${seenZoneMiss(slug, i)}&duration=60`);
  }
  const idle = await idleCpuPerSecond(worker.pid);
  const perRound = Math.floor(count / CPU_ROUNDS);
  const misses = pages.map((): number[] => []);
  const hits = pages.map((): number[] => []);
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const [index, { slug }] of pages.entries()) {
      misses[index]!.push(await cpuPerRequest(worker.pid, worker.url, idle, perRound, (i) => seenZoneMiss(slug, round * perRound + i)));
      const version = await versionOf(slug);
      hits[index]!.push(await cpuPerRequest(worker.pid, worker.url, idle, perRound, () => `${monthPath(slug, "Asia/Kathmandu")}&v=${version}`));
    }
  }
  return pages.map(({ page }, index) => ({
    page,
    missMs: median(misses[index]!),
    hitMs: median(hits[index]!),
    hitSpreadMs: Math.max(...hits[index]!) - Math.min(...hits[index]!),
  }));
}

export interface BudgetRow {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}

/**
 * A team's miss costs at most twice a single host's (the ratio printed); a team's hit as little
 * as a single host's, within the noise of the single host's own hit rounds (both printed).
 */
export function teamBudgetRows(months: PageMonthCpu[]): BudgetRow[] {
  const [single, ...teams] = months;
  if (!single) return [];
  const fmt = (n: number) => n.toFixed(2);
  const hitCeiling = single.hitMs + single.hitSpreadMs;
  const rows: BudgetRow[] = [
    { figure: "workerd CPU/request: month, cache miss, single host (beside the teams')", value: `${fmt(single.missMs)} ms`, budget: "", ok: true },
    { figure: "workerd CPU/request: month, cache hit with the page's version, single host (beside the teams')", value: `${fmt(single.hitMs)} ms (rounds spread ${fmt(single.hitSpreadMs)} ms)`, budget: "", ok: true },
  ];
  for (const team of teams) {
    const ratio = team.missMs / single.missMs;
    rows.push({
      figure: `workerd CPU/request: month, cache miss, ${team.page}`,
      value: `${fmt(team.missMs)} ms = ${ratio.toFixed(2)}× single host's ${fmt(single.missMs)} ms`,
      budget: "≤ 2× single host's miss",
      ok: ratio <= 2,
    });
    rows.push({
      figure: `workerd CPU/request: month, cache hit with the page's version, ${team.page}`,
      value: `${fmt(team.hitMs)} ms vs single host's ${fmt(single.hitMs)} ms`,
      budget: `≤ single host's hit + its spread (${fmt(hitCeiling)} ms)`,
      ok: team.hitMs <= hitCeiling,
    });
  }
  return rows;
}
