import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import app from "../../worker/app";
import { countingD1 } from "./d1-counter";
import { registerUser } from "./helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";
import { type BookingHost, createHost } from "./bookings-fixtures";
import { type SeededTeam, seedTeamBooking, seedTeamOf, seedTeamType } from "./team-fixtures";

/*
 * docs/DECISIONS.md, Performance budgets: month availability and day slots read D1 in one round trip, a booking in at
 * most two, and no statement binds more than 100 parameters — with 500 bookings of the host and a
 * subscribed calendar's busy time seeded, and a CalDAV account that bookings are written into; and the same for
 * a team page of 10 hosts in 5 zones (docs/SCALING.md), each with bookings and a subscribed calendar's busy time,
 * round-robin and collective. The figures are printed (ROUND_TRIPS …, TEAM_ROUND_TRIPS …) for `npm run bench`.
 */
const counter = countingD1(env.DB);
let slug = "";
const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);

async function measure(method: string, path: string, json?: unknown) {
  counter.reset();
  const ctx = createExecutionContext();
  const request = new Request(`http://hangout.test${path}`, {
    method,
    headers: json ? { "content-type": "application/json", "CF-Connecting-IP": "10.1.1.1" } : {},
    body: json ? JSON.stringify(json) : undefined,
  });
  const response = await app.fetch(request, { ...env, DB: counter.db }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, roundTrips: counter.roundTrips, params: counter.maxBoundParams };
}

beforeAll(async () => {
  const host = await registerUser("trips");
  const schedule = await answer(typedApi({ token: host.token }).availability.schedules.$post({ json: { name: "Hours", timezone: "Europe/Berlin" } }));
  const rules = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: "08:00", end_time: "20:00" }));
  await answer(
    typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.body.id) }, json: { rules } }),
  );
  const eventType = await answer(
    typedApi({ token: host.token })["event-types"].$post({
      json: { title: "Trips", location: "Online", description: "", schedule_id: schedule.body.id, durations: [30], default_duration: 30, is_public: true, image_url: null, buffer_time: 0 },
    }),
  );
  slug = eventType.body.slug;
  const hostId = (await env.DB.prepare("select id from users where username = ?").bind(host.username).first<{ id: number }>())!.id;
  // 500 confirmed 30-minute bookings spread over the measured month, outside 12:00–13:00 Berlin.
  const first = Date.parse(`${month}-01T05:00:00Z`);
  const inserts = Array.from({ length: 500 }, (_, i) => {
    const start = first + Math.floor(i / 20) * 86_400_000 + (i % 20) * 1_800_000;
    return env.DB.prepare(
      `insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end,
        booker_name, cancellation_token_hash, ics_uid) values (?, ?, 'Seeded', ?, ?, ?, ?, 'Seed', ?, ?)`,
    ).bind(hostId, eventType.body.id, start, start + 1_800_000, start, start + 1_800_000, `seed-${i}`, `seed-${i}@hangout`);
  });
  await env.DB.batch(inserts);
  // A subscribed calendar with 200 busy hours over the month: its busy time rides in the same batch.
  const subscription = await env.DB.prepare(
    "insert into calendar_subscriptions (user_id, name, url_sealed, url_host) values (?, 'Work', 'sealed', 'calendar.example') returning id",
  )
    .bind(hostId)
    .first<{ id: number }>();
  const busy = Array.from({ length: 200 }, (_, i) => {
    const start = first + Math.floor(i / 7) * 86_400_000 + 13 * 3_600_000 + (i % 7) * 600_000;
    return [start, start + 300_000];
  });
  await env.DB.prepare(
    "insert into subscription_busy (subscription_id, user_id, start_time, end_time) select ?1, ?2, json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(?3)",
  )
    .bind(subscription!.id, hostId, JSON.stringify(busy))
    .run();
  // Its calendar write is a row in the booking's own batch: the server is only reached by the queue.
  await env.DB.prepare(
    `insert into caldav_accounts (user_id, server_url, username, password_sealed, calendars, write_calendar_url)
     values (?, 'https://caldav.example', 'trips', 'sealed', '[]', 'https://caldav.example/trips/bookings/')`,
  )
    .bind(hostId)
    .run();
});

describe("D1 round trips per request of a host's page", () => {
  it("month availability (also after a write), day slots and booking stay within 1, 1 and 2 round trips", async () => {
    const monthPath = `/api/public/availability/${slug}/month?month=${month}&tz=Asia/Kathmandu`;
    const monthly = await measure("GET", monthPath);
    expect(monthly.status).toBe(200);
    const monthParams = counter.maxBoundParams;
    // Cached, asked with the version its answer carried: no read at all (docs/SCALING.md).
    const monthHit = await measure("GET", `${monthPath}&v=${String(monthly.body.version)}`);
    expect(monthHit.body.availableDays).toEqual(monthly.body.availableDays);

    const date = `${month}-20`;
    const daily = await measure("GET", `/api/public/availability/${slug}?date=${date}&duration=30&tz=Asia/Kathmandu`);
    expect(daily.status).toBe(200);
    const slots = daily.body.availableSlots as string[];
    expect(slots.length).toBeGreaterThan(0);
    const dayParams = counter.maxBoundParams;

    const booking = await measure("POST", "/api/public/bookings", {
      eventTypeSlug: slug,
      startTime: slots[0],
      duration: 30,
      name: "Round Trip",
      email: "",
      notes: "",
      guests: [],
    });
    expect(booking.status).toBe(201);
    const bookingParams = counter.maxBoundParams;
    // The booking bumped the version: the cached entry's check and its replacement are one batch.
    const monthAfterWrite = await measure("GET", monthPath);
    expect(monthAfterWrite.body.version).toBeGreaterThan(Number(monthly.body.version));
    const writes = await env.DB.prepare("select count(*) as n from caldav_writes where booking_id = ?").bind((booking.body.booking as { id: number }).id).first<{ n: number }>();
    expect(writes?.n).toBe(1);

    console.log(
      `ROUND_TRIPS ${JSON.stringify({ month: monthly.roundTrips, monthHit: monthHit.roundTrips, monthAfterWrite: monthAfterWrite.roundTrips, day: daily.roundTrips, booking: booking.roundTrips, maxParams: Math.max(monthParams, dayParams, bookingParams) })}`,
    );
    expect(monthly.roundTrips).toBe(1);
    expect(monthHit.roundTrips).toBe(0);
    expect(monthAfterWrite.roundTrips).toBe(1);
    expect(daily.roundTrips).toBe(1);
    expect(booking.roundTrips).toBeLessThanOrEqual(2);
    expect(Math.max(monthParams, dayParams, bookingParams)).toBeLessThanOrEqual(100);
  });
});

describe("D1 round trips per request of a host's page with connected calendars", () => {
  it("month availability of a host with 3 connected Google calendars: 1 round trip and no call to Google", async () => {
    const host = await registerUser("tripsgoogle");
    const hostId = (await env.DB.prepare("select id from users where username = ?").bind(host.username).first<{ id: number }>())!.id;
    const schedule = await answer(typedApi({ token: host.token }).availability.schedules.$post({ json: { name: "Hours", timezone: "UTC" } }));
    const rules = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: "08:00", end_time: "20:00" }));
    await answer(typedApi({ token: host.token }).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.body.id) }, json: { rules } }));
    const eventType = await answer(
      typedApi({ token: host.token })["event-types"].$post({
        json: { title: "Trips", location: "Online", description: "", schedule_id: schedule.body.id, durations: [30], default_duration: 30, is_public: true, image_url: null, buffer_time: 0 },
      }),
    );
    // Tokens that expired long ago: a request that reached for Google would have to refresh them first.
    const connection = await env.DB.prepare(
      `insert into calendar_connections (user_id, provider, account_email, scope, access_token_sealed, access_expires_at, refresh_token_sealed, calendars, write_calendar_id)
       values (?, 'google', 'trips@gmail.example', '', 'sealed', 0, 'sealed', '[]', 'trips@gmail.example') returning id`,
    )
      .bind(hostId)
      .first<{ id: number }>();
    const first = Date.parse(`${month}-01T09:00:00Z`);
    for (const calendar of ["work", "family", "team"]) {
      const row = await env.DB.prepare(
        `insert into calendar_subscriptions (user_id, name, url_sealed, url_host, connection_id, provider_calendar_id, sync_token, channel_id, channel_expires_at)
         values (?, ?, 'sealed', 'trips@gmail.example', ?, ?, 'sync-1', ?, ?) returning id`,
      )
        .bind(hostId, calendar, connection!.id, calendar, crypto.randomUUID(), Date.now() + 86_400_000)
        .first<{ id: number }>();
      const busy = Array.from({ length: 60 }, (_, i) => [first + Math.floor(i / 2) * 86_400_000 + (i % 2) * 7_200_000, first + Math.floor(i / 2) * 86_400_000 + (i % 2) * 7_200_000 + 1_800_000, `${calendar}-${i}`]);
      await env.DB.prepare(
        "insert into subscription_busy (subscription_id, user_id, start_time, end_time, external_id) select ?1, ?2, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') from json_each(?3)",
      )
        .bind(row!.id, hostId, JSON.stringify(busy))
        .run();
    }
    const outbound = vi.spyOn(globalThis, "fetch");
    try {
      const monthly = await measure("GET", `/api/public/availability/${eventType.body.slug}/month?month=${month}&tz=UTC`);
      expect(monthly.status).toBe(200);
      console.log(`CONNECTED_CALENDARS ${JSON.stringify({ month: monthly.roundTrips, fetches: outbound.mock.calls.length })}`);
      expect(monthly.roundTrips).toBe(1);
      expect(outbound).not.toHaveBeenCalled();
    } finally {
      outbound.mockRestore();
    }
  });
});

describe("D1 round trips per request of a 10-host team page", () => {
  const ZONES = ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Sydney", "America/Los_Angeles"];
  const HOUR = 3_600_000;
  let team: SeededTeam;

  beforeAll(async () => {
    const hosts: BookingHost[] = [];
    for (let i = 0; i < 10; i++) hosts.push(await createHost({ timezone: ZONES[i % ZONES.length], durations: [30] }));
    team = await seedTeamOf(hosts);
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

  it("its month (also after a host's write) and day stay within one round trip and a booking within two, round-robin and collective; a hit with the page's version reads nothing", async () => {
    const figures: Record<string, number> = {};
    const params: number[] = [];
    for (const assignment of ["round-robin", "collective"] as const) {
      const { id, slug } = await seedTeamType(team, { assignment });
      const monthPath = `/api/public/availability/${slug}/month?month=${month}&tz=Asia/Kathmandu&duration=30`;
      const monthly = await measure("GET", monthPath);
      expect(monthly.status).toBe(200);
      // Five zones' 09:00–17:00 share no hour: the collective month is empty, but every host's slots are still read and computed.
      if (assignment === "round-robin") expect((monthly.body.availableDays as number[]).length).toBeGreaterThan(0);
      const monthHit = await measure("GET", `${monthPath}&v=${String(monthly.body.version)}`);
      expect(monthHit.body.availableDays).toEqual(monthly.body.availableDays);
      const cachedHit = await measure("GET", monthPath);
      await seedTeamBooking({ hostUserId: team.hosts[2]!.userId, eventTypeId: id, teamId: team.id, start: Date.parse(`${month}-20T05:00:00Z`) });
      const monthAfterWrite = await measure("GET", monthPath);
      expect(monthAfterWrite.body.version).not.toBe(monthly.body.version);
      const daily = await measure("GET", `/api/public/availability/${slug}?date=${month}-20&duration=30&tz=Asia/Kathmandu`);
      expect(daily.status).toBe(200);
      figures[`${assignment} month`] = monthly.roundTrips;
      figures[`${assignment} month hit`] = monthHit.roundTrips;
      figures[`${assignment} month cached`] = cachedHit.roundTrips;
      figures[`${assignment} month after write`] = monthAfterWrite.roundTrips;
      figures[`${assignment} day`] = daily.roundTrips;
      params.push(...[monthly, cachedHit, monthAfterWrite, daily].map((measured) => measured.params));
    }
    // A booking of each kind (as a personal booking: at most 2). The collective's hosts share hours: Berlin's and Kolkata's.
    const booked = async (assignment: "round-robin" | "collective", hosts: BookingHost[]) => {
      const { slug } = await seedTeamType({ ...team, hosts }, { assignment });
      const day = await measure("GET", `/api/public/availability/${slug}?date=${month}-21&duration=30&tz=UTC`);
      const [startTime] = day.body.availableSlots as string[];
      expect(startTime).toBeDefined();
      const booking = await measure("POST", "/api/public/bookings", { eventTypeSlug: slug, startTime, duration: 30, name: "Round Trip", email: "", notes: "", guests: [] });
      expect(booking.status).toBe(201);
      figures[`${assignment} booking`] = booking.roundTrips;
    };
    await booked("round-robin", team.hosts);
    await booked("collective", team.hosts.filter((host) => host.timezone === "Europe/Berlin" || host.timezone === "Asia/Kolkata"));
    figures.maxParams = Math.max(...params);
    console.log(`TEAM_ROUND_TRIPS ${JSON.stringify(figures)}`);
    for (const assignment of ["round-robin", "collective"]) {
      expect(figures[`${assignment} month`]).toBe(1);
      expect(figures[`${assignment} month hit`]).toBe(0);
      expect(figures[`${assignment} month cached`]).toBe(1);
      expect(figures[`${assignment} month after write`]).toBe(1);
      expect(figures[`${assignment} day`]).toBe(1);
      expect(figures[`${assignment} booking`]).toBeLessThanOrEqual(2);
    }
    expect(figures.maxParams).toBeLessThanOrEqual(100);
  });
});
