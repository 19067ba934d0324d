import { type Host, createHost } from "../test/scenarios/hosts";
import type { DirectWorker } from "./direct-worker";
import { benchConnection, seedBookingPage } from "./seed";
import { cpuPerRequest, idleCpuPerSecond } from "./workerd-cpu";

/*
 * Issue 27's workerd CPU budget: a 10-host team's month on a cache miss costs at most twice a single
 * host's miss, and a hit (asked with the page's version) as little as a single host's hit.
 */

const TEAM_ZONES = ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Sydney", "America/Los_Angeles"];
const TEAM_SIZE = 10;
/** Zones a month is asked in: each request of a miss round names an answer not cached yet. */
const ZONES = Intl.supportedValuesOf("timeZone");

export interface TeamCpuRow {
  name: string;
  cpuMs: number;
  /** ≤ this many ms, when the row has a budget. */
  budgetMs: number | null;
}

/** A round-robin type of `TEAM_SIZE` hosts in five zones (weekdays 09:00–17:00 each), written as the team API leaves it. */
async function seedTeamPage(worker: DirectWorker): Promise<string> {
  const connection = benchConnection(worker.url);
  const rules = [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: "09:00", end_time: "17:00" }));
  const hosts: Host[] = [];
  for (let i = 0; i < TEAM_SIZE; i++) {
    hosts.push(await createHost(connection, { prefix: "benchteam", timezone: TEAM_ZONES[i % TEAM_ZONES.length], rules, eventTypes: [] }));
  }
  const suffix = Date.now().toString(36);
  const [team] = await worker.query<{ id: number }>(`insert into teams (name, slug) values ('Bench team', 'bench-team-${suffix}') returning id`);
  const values = (each: (id: number, index: number) => string) => hosts.map((host, index) => each(host.id, index)).join(", ");
  await worker.query(`insert into team_members (team_id, user_id, role) values ${values((id, index) => `(${team!.id}, ${id}, '${index === 0 ? "owner" : "member"}')`)}`);
  const slug = `bench-team-call-${suffix}`;
  const [type] = await worker.query<{ id: number }>(
    `insert into event_types (user_id, title, slug, location, durations, default_duration, team_id, assignment)
     values (${hosts[0]!.id}, 'Bench team call', '${slug}', 'Online', '[30,60]', 30, ${team!.id}, 'round-robin') returning id`,
  );
  await worker.query(`insert into event_type_hosts (event_type_id, user_id) values ${values((id) => `(${type!.id}, ${id})`)}`);
  return slug;
}

/** CPU per request of a page's month: misses (every request another zone, zones seen before) and hits with the page's version. */
async function monthCpu(worker: DirectWorker, slug: string, count: number, idle: number): Promise<{ miss: number; hit: number }> {
  const month = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7);
  const monthPath = (zone: string, duration: number) => `/api/public/availability/${slug}/month?month=${month}&tz=${encodeURIComponent(zone)}&duration=${duration}`;
  const zoneOf = (i: number) => ZONES[i % ZONES.length] ?? "UTC";
  // The zones asked for the other duration first, as a long-lived isolate has met its visitors' zones.
  await cpuPerRequest(worker.pid, worker.url, 0, count, (i) => monthPath(zoneOf(i), 60));
  const miss = await cpuPerRequest(worker.pid, worker.url, idle, count, (i) => monthPath(zoneOf(i), 30));
  const answer = (await (await fetch(`${worker.url}${monthPath("Asia/Kathmandu", 30)}`)).json()) as { version: number; availableDays?: number[] };
  if (!answer.availableDays?.length) throw new Error(`${slug} offers no day in ${month}`);
  const hit = await cpuPerRequest(worker.pid, worker.url, idle, count, () => `${monthPath("Asia/Kathmandu", 30)}&v=${answer.version}`);
  return { miss, hit };
}

/** The team rows beside a single host's, on the same worker and at the same time. */
export async function measureTeamCpu(worker: DirectWorker, count: number): Promise<TeamCpuRow[]> {
  const single = (await seedBookingPage(benchConnection(worker.url))).slug;
  const team = await seedTeamPage(worker);
  const requests = Math.min(count, ZONES.length - 1);
  const idle = await idleCpuPerSecond(worker.pid);
  const host = await monthCpu(worker, single, requests, idle);
  const teamCpu = await monthCpu(worker, team, requests, idle);
  return [
    { name: "month availability, single host, cache miss", cpuMs: host.miss, budgetMs: null },
    { name: `month availability, ${TEAM_SIZE}-host team in ${TEAM_ZONES.length} zones, cache miss`, cpuMs: teamCpu.miss, budgetMs: 2 * host.miss },
    { name: "month availability, single host, cache hit (page's version)", cpuMs: host.hit, budgetMs: null },
    // "As cheap as a host's hit": within the run's noise of it.
    { name: `month availability, ${TEAM_SIZE}-host team, cache hit (page's version)`, cpuMs: teamCpu.hit, budgetMs: 1.2 * host.hit },
  ];
}
