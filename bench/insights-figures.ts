import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { signUp } from "../test/scenarios/accounts";
import { expectJson } from "../test/scenarios/api";
import type { DirectWorker } from "./direct-worker";
import { cpuMs } from "./process-cpu";
import { benchConnection } from "./seed";
import { idleCpuPerSecond } from "./workerd-cpu";

/*
 * Insights (docs/INSIGHTS.md): a year of a 20-host team with 50,000 bookings. Round trips from the
 * worker test that wraps the D1 binding (test/worker/insights-round-trips.test.ts); CPU per request
 * on the deploy bundle in workerd; the route's own JS (its lazy chunk), which no other screen loads.
 */

const HOSTS = 20;
const BOOKINGS = 50_000;
const REQUESTS = 20;

export function measureInsightsRoundTrips(): number {
  const output = execFileSync("npx", ["vitest", "run", "--project", "worker", "test/worker/insights-round-trips.test.ts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const line = /INSIGHTS_ROUND_TRIPS (\{.*\})/.exec(output)?.[1];
  if (!line) throw new Error(`Insights round-trip figures missing from the test output:\n${output}`);
  return (JSON.parse(line) as { roundTrips: number }).roundTrips;
}

/** The gzipped size (KB) of the Insights route's chunks in the build (dist/assets/insights-page-*). */
export function insightsRouteKb(): { jsKb: number; cssKb: number } {
  const files = readdirSync("dist/assets").filter((name) => name.startsWith("insights-page-"));
  const size = (extension: string) =>
    files.filter((name) => name.endsWith(extension)).reduce((sum, name) => sum + gzipSync(readFileSync(`dist/assets/${name}`)).length, 0) / 1024;
  return { jsKb: size(".js"), cssKb: size(".css") };
}

/** The owner of a 20-host team whose round-robin type has 50,000 bookings over the year starting `yearStart` (epoch ms). */
async function seedYear(worker: DirectWorker, yearStart: number): Promise<{ token: string; teamId: number }> {
  const connection = benchConnection(worker.url);
  const owner = await signUp(connection, "insightsowner");
  const slug = `insights${Date.now().toString(36)}`.slice(0, 30);
  const teamId = (await expectJson(await connection.api(owner).teams.$post({ json: { name: "Insights bench", slug } }), 201)).team.id;
  const stamp = Date.now().toString(36);
  const others = Array.from({ length: HOSTS - 1 }, (_, i) => `('insights${stamp}${i}', 'insights${stamp}${i}@bench.test', 'unused')`);
  const memberIds = (await worker.query<{ id: number }>(`insert into users (username, email, password_hash) values ${others.join(", ")} returning id`)).map((row) => row.id);
  await worker.query(`insert into team_members (team_id, user_id, role) values ${memberIds.map((id) => `(${teamId}, ${id}, 'member')`).join(", ")}`);
  const hosts = [owner.id, ...memberIds];
  const [type] = await worker.query<{ id: number }>(
    `insert into event_types (user_id, team_id, assignment, title, slug, location) values (${owner.id}, ${teamId}, 'round-robin', 'Sales call', '${slug}', 'Online') returning id`,
  );
  await worker.query(`insert into event_type_hosts (event_type_id, user_id) values ${hosts.map((id) => `(${type!.id}, ${id})`).join(", ")}`);
  const step = Math.floor((365 * 86_400_000) / BOOKINGS);
  await worker.query(`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${BOOKINGS - 1})
    insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end, booker_name,
      cancellation_token_hash, ics_uid, status, cancelled_by, no_show, reschedule_count, created_at)
    select json_extract('${JSON.stringify(hosts)}', '$[' || (i % ${HOSTS}) || ']'), ${type!.id}, ${teamId}, 'Sales call',
      ${yearStart} + i * ${step}, ${yearStart} + i * ${step} + 1800000, ${yearStart} + i * ${step}, ${yearStart} + i * ${step} + 1800000, 'Bench',
      'insights-${stamp}-' || i, 'insights-${stamp}-' || i || '@hangout',
      case i % 10 when 0 then 'cancelled' when 1 then 'pending' else 'confirmed' end, case i % 10 when 0 then 'booker' else null end,
      case i % 17 when 0 then 'booker' else null end, i % 7 = 0, ${yearStart} + i * ${step} - (i % 40) * 86400000
    from n`);
  return { token: owner.token, teamId };
}

export interface InsightsCpu {
  cpuMs: number;
  wallMs: number;
  booked: number;
}

/** CPU (workerd's, local D1 inside it) and wall time per request of a year's team Insights, median-free: the mean over REQUESTS sequential requests. */
export async function measureInsightsCpu(worker: DirectWorker): Promise<InsightsCpu> {
  const { token, teamId } = await seedYear(worker, Date.parse("2025-03-14T12:00:00Z"));
  const query = new URLSearchParams({ from: "2025-03-14", to: "2026-03-13", zone: "America/New_York", scope: `team:${teamId}` });
  const ask = async () => {
    const response = await fetch(`${worker.url}/api/insights?${query}`, { headers: { "x-auth-token": token, "CF-Connecting-IP": "10.9.0.1" } });
    if (response.status !== 200) throw new Error(`insights answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { totals: { current: { booked: number } } };
  };
  const { totals } = await ask();
  const idle = await idleCpuPerSecond(worker.pid);
  const before = cpuMs(worker.pid);
  const began = performance.now();
  for (let i = 0; i < REQUESTS; i++) await ask();
  const seconds = (performance.now() - began) / 1000;
  return { cpuMs: (cpuMs(worker.pid) - before - idle * seconds) / REQUESTS, wallMs: (seconds * 1000) / REQUESTS, booked: totals.current.booked };
}
