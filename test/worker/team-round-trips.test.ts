import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../worker/app";
import { type BookingHost, createHost } from "./bookings-fixtures";
import { countingD1 } from "./d1-counter";
import { unique } from "./helpers";
import { type SeededTeam, seedTeamType } from "./team-write-fixtures";

/*
 * Team budgets (docs/SCALING.md): a team page's month and day availability are one D1 round trip, as a single
 * host's — here for 10 hosts in 5 zones, each with bookings and a subscribed calendar's busy time,
 * round-robin and collective; a team booking in two, as a personal one. The figures are printed (TEAM_ROUND_TRIPS …) for `npm run bench`.
 */
const counter = countingD1(env.DB);
const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
const ZONES = ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Sydney", "America/Los_Angeles"];
const HOUR = 3_600_000;
let team: SeededTeam;

async function measure(path: string, json?: unknown) {
  counter.reset();
  const ctx = createExecutionContext();
  const request = new Request(`http://hangout.test${path}`, {
    method: json ? "POST" : "GET",
    headers: json ? { "content-type": "application/json", "CF-Connecting-IP": "10.1.2.3" } : {},
    body: json ? JSON.stringify(json) : undefined,
  });
  const response = await app.fetch(request, { ...env, DB: counter.db }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, roundTrips: counter.roundTrips };
}

beforeAll(async () => {
  const hosts: BookingHost[] = [];
  for (let i = 0; i < 10; i++) hosts.push(await createHost({ timezone: ZONES[i % ZONES.length], durations: [30] }));
  const slug = unique("team");
  const row = await env.DB.prepare("insert into teams (name, slug) values (?, ?) returning id").bind("Trips", slug).first<{ id: number }>();
  await env.DB.batch(
    hosts.map((host, i) => env.DB.prepare("insert into team_members (team_id, user_id, role) values (?, ?, ?)").bind(row!.id, host.userId, i === 0 ? "owner" : "member")),
  );
  team = { id: row!.id, slug, hosts };
  // Per host, 50 bookings of their own type and 20 busy hours from a subscribed calendar over the month.
  const first = Date.parse(`${month}-01T00:00:00Z`);
  for (const [index, host] of hosts.entries()) {
    await env.DB.batch(
      Array.from({ length: 50 }, (_, i) => {
        const start = first + Math.floor(i / 2) * 24 * HOUR + ((index + i * 7) % 24) * HOUR;
        return env.DB.prepare(
          `insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end,
            booker_name, cancellation_token_hash, ics_uid) values (?, ?, 'Seeded', ?, ?, ?, ?, 'Seed', ?, ?)`,
        ).bind(host.userId, host.eventTypeId, start, start + HOUR / 2, start, start + HOUR / 2, `trip-${host.userId}-${i}`, `trip-${host.userId}-${i}@hangout`);
      }),
    );
    const subscription = await env.DB.prepare(
      "insert into calendar_subscriptions (user_id, name, url_sealed, url_host) values (?, 'Work', 'sealed', 'calendar.example') returning id",
    )
      .bind(host.userId)
      .first<{ id: number }>();
    const busy = Array.from({ length: 20 }, (_, i) => {
      const start = first + i * 24 * HOUR + ((index * 5 + i) % 24) * HOUR;
      return [start, start + HOUR];
    });
    await env.DB.prepare(
      "insert into subscription_busy (subscription_id, user_id, start_time, end_time) select ?1, ?2, json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(?3)",
    )
      .bind(subscription!.id, host.userId, JSON.stringify(busy))
      .run();
  }
});

describe("D1 round trips per request of a 10-host team page", () => {
  it("its month and day stay within one round trip and a booking within two, round-robin and collective; a hit with the page's version reads nothing", async () => {
    const figures: Record<string, number> = {};
    for (const assignment of ["round-robin", "collective"] as const) {
      const { slug } = await seedTeamType(team, { assignment });
      const monthPath = `/api/public/availability/${slug}/month?month=${month}&tz=Asia/Kathmandu`;
      const monthly = await measure(monthPath);
      expect(monthly.status).toBe(200);
      // Five zones' 09:00–17:00 share no hour: the collective month is empty, but every host's slots are still read and computed.
      if (assignment === "round-robin") expect((monthly.body.availableDays as number[]).length).toBeGreaterThan(0);
      const monthHit = await measure(`${monthPath}&v=${String(monthly.body.version)}`);
      expect(monthHit.body.availableDays).toEqual(monthly.body.availableDays);
      const daily = await measure(`/api/public/availability/${slug}?date=${month}-20&duration=30&tz=Asia/Kathmandu`);
      expect(daily.status).toBe(200);
      figures[`${assignment} month`] = monthly.roundTrips;
      figures[`${assignment} month hit`] = monthHit.roundTrips;
      figures[`${assignment} day`] = daily.roundTrips;
    }
    // A booking of each kind (as a personal booking: at most 2). The collective's hosts share hours: Berlin's and Kolkata's.
    const booked = async (assignment: "round-robin" | "collective", hosts: BookingHost[]) => {
      const { slug } = await seedTeamType({ ...team, hosts }, { assignment });
      const day = await measure(`/api/public/availability/${slug}?date=${month}-21&duration=30&tz=UTC`);
      const [startTime] = day.body.availableSlots as string[];
      expect(startTime).toBeDefined();
      const booking = await measure("/api/public/bookings", { eventTypeSlug: slug, startTime, duration: 30, name: "Round Trip", email: "", notes: "", guests: [] });
      expect(booking.status).toBe(201);
      figures[`${assignment} booking`] = booking.roundTrips;
    };
    await booked("round-robin", team.hosts);
    await booked("collective", team.hosts.filter((host) => host.timezone === "Europe/Berlin" || host.timezone === "Asia/Kolkata"));
    console.log(`TEAM_ROUND_TRIPS ${JSON.stringify(figures)}`);
    for (const assignment of ["round-robin", "collective"]) {
      expect(figures[`${assignment} month`]).toBe(1);
      expect(figures[`${assignment} month hit`]).toBe(0);
      expect(figures[`${assignment} day`]).toBe(1);
      expect(figures[`${assignment} booking`]).toBeLessThanOrEqual(2);
    }
  });
});
