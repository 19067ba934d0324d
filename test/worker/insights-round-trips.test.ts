import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../worker/app";
import { insightRange } from "../../worker/domain/insight-range";
import { insightStatements } from "../../worker/insights/insight-statements";
import { createTeam } from "./team-fixtures";
import { countingD1 } from "./d1-counter";
import { registerUser } from "./helpers";

/*
 * The Insights budget (docs/INSIGHTS.md): a year of a 20-host team with 50,000 bookings is one D1
 * round trip, the session check included. Prints INSIGHTS_ROUND_TRIPS and each statement's query plan
 * (INSIGHTS_PLAN) for `npm run bench` and the docs.
 */
const HOSTS = 20;
const BOOKINGS = 50_000;
const YEAR_START = Date.parse("2025-03-14T12:00:00Z");
const counter = countingD1(env.DB);
let teamId = 0;
let ownerToken = "";
let ownerId = 0;
let typeId = 0;

// Twenty sign-ups and 50,000 rows: more than the default hook time on a busy 2-core machine.
beforeAll(async () => {
  const team = await createTeam();
  teamId = team.id;
  ownerToken = team.owner.token;
  ownerId = team.owner.id;
  const members = [team.owner.id];
  for (let i = 1; i < HOSTS; i++) members.push((await registerUser("insight")).id);
  await env.DB.batch(members.slice(1).map((id) => env.DB.prepare("insert into team_members (team_id, user_id, role) values (?, ?, 'member')").bind(teamId, id)));
  const type = await env.DB.prepare("insert into event_types (user_id, team_id, assignment, title, slug, location) values (?, ?, 'round-robin', 'Demo', ?, 'Online') returning id")
    .bind(team.owner.id, teamId, `insights-${Date.now().toString(36)}`)
    .first<{ id: number }>();
  typeId = type!.id;
  await env.DB.batch(members.map((id) => env.DB.prepare("insert into event_type_hosts (event_type_id, user_id) values (?, ?)").bind(type!.id, id)));
  // 50,000 bookings spread over the year, every state among them, in one statement.
  await env.DB.prepare(
    `with recursive n(i) as (select 0 union all select i + 1 from n where i < ?)
     insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end, booker_name,
       cancellation_token_hash, ics_uid, status, cancelled_by, no_show, reschedule_count, created_at)
     select json_extract(?, '$[' || (i % ${HOSTS}) || ']'), ?, ?, 'Demo', ? + i * 630000, ? + i * 630000 + 1800000, ? + i * 630000, ? + i * 630000 + 1800000,
       'Seed', 'insights-' || i || '-' || ?, 'insights-' || i || '@hangout',
       case i % 10 when 0 then 'cancelled' when 1 then 'pending' else 'confirmed' end,
       case i % 10 when 0 then 'booker' else null end, case i % 17 when 0 then 'booker' else null end, i % 7 = 0, ? + i * 630000 - (i % 40) * 86400000
     from n`,
  )
    .bind(BOOKINGS - 1, JSON.stringify(members), type!.id, teamId, YEAR_START, YEAR_START, YEAR_START, YEAR_START, teamId, YEAR_START)
    .run();
}, 120_000);

describe("Insights over a year of a 20-host team with 50,000 bookings", () => {
  it("answers in one D1 round trip", async () => {
    const query = new URLSearchParams({ from: "2025-03-14", to: "2026-03-13", zone: "America/New_York", scope: `team:${teamId}` });
    counter.reset();
    const ctx = createExecutionContext();
    const began = performance.now();
    const response = await app.fetch(new Request(`http://hangout.test/api/insights?${query}`, { headers: { "x-auth-token": ownerToken } }), { ...env, DB: counter.db }, ctx);
    await waitOnExecutionContext(ctx);
    const body = (await response.json()) as { totals: { current: { booked: number; pending: number } } };
    const millis = performance.now() - began;
    expect(response.status).toBe(200);
    expect(body.totals.current.booked + body.totals.current.pending).toBe(BOOKINGS);
    expect(counter.roundTrips).toBe(1);
    console.log(`INSIGHTS_ROUND_TRIPS ${JSON.stringify({ roundTrips: counter.roundTrips, wallMs: Math.round(millis) })}`);
  });

  it("reads each statement through an index on the scope and the start", async () => {
    const range = insightRange("2025-03-14", "2026-03-13", "America/New_York");
    if (typeof range === "string") throw new Error(range);
    const plans: Record<string, string[]> = {};
    const timings: Record<string, number> = {};
    for (const scope of [{ kind: "team" as const, teamId }, { kind: "type" as const, typeId }, { kind: "me" as const }]) {
      const { names, statements } = insightStatements(env.DB, { scope, viewerId: ownerId, tokenVersion: 0, range, now: Date.now() });
      for (const [index, statement] of statements.entries()) {
        plans[`${scope.kind}.${names[index]}`] = await explain(statement);
        const began = performance.now();
        await statement.all();
        timings[`${scope.kind}.${names[index]}`] = Math.round(performance.now() - began);
      }
    }
    console.log(`INSIGHTS_STATEMENT_MS ${JSON.stringify(timings)}`);
    for (const [name, plan] of Object.entries(plans)) console.log(`INSIGHTS_PLAN ${name}\n  ${plan.join("\n  ")}`);
    const bookingScans = Object.entries(plans).filter(([, plan]) => plan.some((line) => /SCAN b\b/.test(line)));
    expect(bookingScans.map(([name]) => name)).toEqual([]);
  });
});

/** EXPLAIN QUERY PLAN of a prepared statement, as its lines. */
async function explain(statement: D1PreparedStatement): Promise<string[]> {
  const { statement: text, params } = statement as unknown as { statement: string; params: unknown[] };
  const { results } = await env.DB.prepare(`explain query plan ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}
