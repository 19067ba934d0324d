import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { databaseOver } from "../../worker/db/database";
import { loadPageContext } from "../../worker/booking/page-context";
import { teamSlots } from "../../worker/booking/team-slots";
import { localDayRange } from "../../worker/domain/time-zones";
import { daySlots } from "../scenarios/bookings";
import { type BookingHost, createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { typedApi, uniqueAddress, worker } from "./client";
import { api } from "./helpers";
import { createTeamType, removeHostQuietly, seedTeamBooking, zonedHost } from "./team-fixtures";

/*
 * Availability at team scale: a team type's page offers what its hosts' own availability
 * gives (round-robin: any host free; collective: all), through the same public routes and cache as a
 * personal page, and any host's change makes the next answer fresh.
 */

const day = dateAhead(40);
const month = day.slice(0, 7);
const iso = (instant: number) => new Date(instant).toISOString();

const HALF_HOUR = 1_800_000;

/** 30-minute slots on the quarter-hour grid from `from` (inclusive) to the last that ends by `to`, as ISO instants. */
function startsBetween(from: number, to: number): string[] {
  const starts: string[] = [];
  for (let start = from; start + HALF_HOUR <= to; start += HALF_HOUR / 2) starts.push(iso(start));
  return starts;
}

/** The starts whose 30 minutes do not touch the half hour from `busy`. */
const clearOf = (starts: readonly string[], busy: number) => starts.filter((start) => Math.abs(Date.parse(start) - busy) >= HALF_HOUR);

/** A host in New York and one in Berlin, 09:00–17:00 each: in UTC they overlap only when both are at work. */
async function twoZones() {
  const newYork = await zonedHost("America/New_York");
  const berlin = await zonedHost("Europe/Berlin");
  return { newYork, berlin };
}

const teamDay = (slug: string) => daySlots(worker, slug, { date: day, duration: 30, tz: "UTC" });

/** A host's working hours on `day` as instants: the zones' offsets that day, not assumed. */
const hoursOf = (host: BookingHost) => ({ from: Date.parse(instantAt(day, "09:00", host.timezone)), to: Date.parse(instantAt(day, "17:00", host.timezone)) });

async function monthView(slug: string, knownVersion?: number) {
  const asked = knownVersion === undefined ? "" : `&v=${knownVersion}`;
  const response = await workerFetch(`http://hangout.test/api/public/availability/${slug}/month?month=${month}&tz=UTC&duration=30${asked}`, {
    headers: { "CF-Connecting-IP": uniqueAddress() },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { availableDays: number[]; version: number | null };
  return { cache: response.headers.get("X-Hangout-Cache"), days: body.availableDays, version: body.version };
}

/** One host free a single half hour a day, so one booking empties their day in the month view. */
const oneSlotHost = (timezone: string) => createHost({ timezone, rules: everyDay("10:00", "10:30"), durations: [30] });

describe("team availability", () => {
  it("round-robin offers the union of two hosts in different zones, collective their intersection", async () => {
    const { newYork, berlin } = await twoZones();
    const roundRobin = await createTeamType({ assignment: "round-robin", hosts: [newYork, berlin] });
    const collective = await createTeamType({ assignment: "collective", hosts: [newYork, berlin] });
    const ny = hoursOf(newYork);
    const de = hoursOf(berlin);
    expect(de.to).toBeGreaterThan(ny.from);

    expect(await teamDay(roundRobin.slug)).toEqual(startsBetween(de.from, ny.to));
    expect(await teamDay(collective.slug)).toEqual(startsBetween(ny.from, de.to));

    // Who is free at each start: Berlin alone in the morning, both in the overlap, New York alone later.
    const db = databaseOver(env.DB);
    const range = localDayRange(day, "UTC");
    const query = { durationMinutes: 30, range, visitorTimeZone: "UTC", now: Date.now(), withBookings: true };
    const page = await loadPageContext(db, { page: { slug: roundRobin.slug }, range });
    if (page.kind !== "team") throw new Error("a team page reads as a team's");
    expect(page.context.hosts.map((host) => host.host.id)).toEqual([newYork.userId, berlin.userId].sort((a, b) => a - b));
    const slots = teamSlots(page.context, query);
    expect(slots.find((slot) => slot.start === de.from)?.hostIds).toEqual([berlin.userId]);
    expect(slots.find((slot) => slot.start === ny.from)?.hostIds.sort()).toEqual([newYork.userId, berlin.userId].sort());
    expect(slots.find((slot) => slot.start === ny.to - HALF_HOUR)?.hostIds).toEqual([newYork.userId]);
  });

  it("a host busy with a personal booking, a calendar event or a collective booking they are on is not offered", async () => {
    const { newYork, berlin } = await twoZones();
    const third = await zonedHost("Europe/Berlin");
    const collective = await createTeamType({ assignment: "collective", hosts: [newYork, berlin] });
    const ny = hoursOf(newYork);
    const de = hoursOf(berlin);
    const overlap = startsBetween(ny.from, de.to);
    const first = ny.from;
    const second = ny.from + 2 * HALF_HOUR;
    const morning = de.from;

    // New York's own personal booking.
    expect((await postBooking({ eventTypeSlug: newYork.slug, startTime: iso(first), duration: 30, email: "" })).status).toBe(201);
    // A calendar event of Berlin's.
    const blocked = { title: "Dentist", type: "blocked", start_time: iso(second), end_time: iso(second + HALF_HOUR) };
    expect((await api("POST", "/api/events/manual", { token: berlin.user.token, json: blocked })).status).toBe(201);
    // Berlin is the other host of another team's collective booking, in their morning.
    const other = await createTeamType({ assignment: "collective", hosts: [third, berlin] });
    await seedTeamBooking({ hostUserId: third.userId, otherHostIds: [berlin.userId], eventTypeId: other.eventTypeId, teamId: other.teamId, start: morning });

    expect(await teamDay(collective.slug)).toEqual(clearOf(clearOf(overlap, first), second));
    // The collective booking Berlin is on is busy time on their personal page too.
    const berlinDay = await teamDay(berlin.slug);
    expect(berlinDay).not.toContain(iso(morning));
    expect(berlinDay).toContain(iso(morning + HALF_HOUR));

    const roundRobin = await createTeamType({ assignment: "round-robin", hosts: [newYork, berlin] });
    const db = databaseOver(env.DB);
    const range = localDayRange(day, "UTC");
    const page = await loadPageContext(db, { page: { slug: roundRobin.slug }, range });
    if (page.kind !== "team") throw new Error("a team page reads as a team's");
    const slots = teamSlots(page.context, { durationMinutes: 30, range, visitorTimeZone: "UTC", now: Date.now(), withBookings: true });
    const freeAt = (start: number) => slots.find((slot) => slot.start === start)?.hostIds;
    expect(freeAt(first)).toEqual([berlin.userId]);
    expect(freeAt(second)).toEqual([newYork.userId]);
    expect(freeAt(morning)).toBeUndefined();
    expect(freeAt(morning + HALF_HOUR)).toEqual([berlin.userId]);
  });

  it("reads each round-robin host's standing, and a host too far ahead under equal distribution is not offered", async () => {
    const ahead = await zonedHost("UTC");
    const behind = await zonedHost("UTC");
    const team = await createTeamType({ assignment: "round-robin", hosts: [{ ...ahead, priority: "high", weight: 3 }, behind], equalDistributionLimit: 1 });
    const joined = Date.now() - 86_400_000;
    await env.DB.prepare("update event_type_hosts set created_at = ? where event_type_id = ?").bind(joined, team.eventTypeId).run();
    const hours = hoursOf(ahead);
    const made = [joined - 1000, joined + 1000, joined + 2000];
    for (const [index, createdAt] of made.entries()) {
      await seedTeamBooking({ hostUserId: ahead.userId, eventTypeId: team.eventTypeId, teamId: team.teamId, start: hours.from + index * 2 * HALF_HOUR, createdAt });
    }
    // Cancelled and other types' bookings do not count.
    await seedTeamBooking({ hostUserId: ahead.userId, eventTypeId: team.eventTypeId, teamId: team.teamId, start: hours.to - HALF_HOUR, status: "cancelled" });
    await seedTeamBooking({ hostUserId: behind.userId, eventTypeId: behind.eventTypeId, start: hours.to - HALF_HOUR });

    const range = localDayRange(day, "UTC");
    const page = await loadPageContext(databaseOver(env.DB), { page: { slug: team.slug }, range });
    if (page.kind !== "team") throw new Error("a team page reads as a team's");
    expect(page.context.hosts.map((host) => host.standing)).toEqual(
      [
        { userId: ahead.userId, priority: "high", weight: 3, bookingsInWindow: 2, lastBookedAt: joined + 2000 },
        { userId: behind.userId, priority: "medium", weight: 1, bookingsInWindow: 0, lastBookedAt: null },
      ].sort((a, b) => a.userId - b.userId),
    );
    const query = { durationMinutes: 30, range, visitorTimeZone: "UTC", now: Date.now(), withBookings: true };
    const slots = teamSlots(page.context, query);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.hostIds.length === 1 && slot.hostIds[0] === behind.userId)).toBe(true);
    // Whether a time is offered at all (no bookings weighed) still counts every host.
    expect(teamSlots(page.context, { ...query, withBookings: false }).some((slot) => slot.hostIds.includes(ahead.userId))).toBe(true);
  });

  it("the public event type of a team page names its kind and hosts", async () => {
    const { newYork, berlin } = await twoZones();
    const team = await createTeamType({ assignment: "collective", hosts: [newYork, berlin] });
    const answer = await api<{ eventType: Record<string, unknown> }>("GET", `/api/public/availability/${team.slug}`);
    expect(answer.status).toBe(200);
    const byId = [newYork, berlin].sort((a, b) => a.userId - b.userId);
    expect(answer.body.eventType).toMatchObject({
      title: "Team call",
      assignment: "collective",
      hosts: byId.map((host) => ({ username: host.user.username })),
      ownerUsername: team.teamName,
    });
    const page = await workerFetch(`http://hangout.test/book/${team.slug}?month=${month}&tz=UTC`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Team call");
    expect(html).toContain(`"assignment":"collective"`);
  });

  it("a team page's cached month is fresh after any host's booking, schedule edit, calendar event or removal from the type", async () => {
    const early = await oneSlotHost("Europe/Berlin");
    const late = await oneSlotHost("America/New_York");
    const team = await createTeamType({ assignment: "collective", hosts: [early, late] });
    const dayOfMonth = Number(day.slice(8));
    const first = await monthView(team.slug);
    expect(first.cache).toBe("miss");
    expect(await monthView(team.slug)).toEqual({ ...first, cache: "hit" });
    // Collective across 10:00 Berlin and 10:00 New York: never both free, no day at all.
    expect(first.days).toEqual([]);

    // Removed from the type (no version bump at all): Berlin alone hosts, every day is free.
    await removeHostQuietly(team.eventTypeId, late.userId);
    const alone = await monthView(team.slug);
    expect(alone.cache).toBe("miss");
    expect(alone.days).toContain(dayOfMonth);
    expect(alone.version).not.toBe(first.version);
    expect(await monthView(team.slug, alone.version!)).toEqual({ ...alone, cache: "hit" });

    // A member's booking (on their personal page) empties their day.
    expect((await postBooking({ eventTypeSlug: early.slug, startTime: instantAt(day, "10:00", "Europe/Berlin"), duration: 30, email: "" })).status).toBe(201);
    const booked = await monthView(team.slug);
    expect(booked.cache).toBe("miss");
    expect(booked.days).toEqual(alone.days.filter((d) => d !== dayOfMonth));

    // A schedule edit: 11:00–11:30 instead, the booked day is free again.
    const rules = typedApi({ token: early.user.token }).availability.rules[":scheduleId"];
    expect((await rules.$put({ param: { scheduleId: String(early.scheduleId) }, json: { rules: everyDay("11:00", "11:30") } })).status).toBe(200);
    const edited = await monthView(team.slug);
    expect(edited.cache).toBe("miss");
    expect(edited.days).toContain(dayOfMonth);

    // A calendar event over that half hour.
    const start = instantAt(day, "11:00", "Europe/Berlin");
    const blocked = { title: "Dentist", type: "blocked", start_time: start, end_time: iso(Date.parse(start) + HALF_HOUR) };
    expect((await api("POST", "/api/events/manual", { token: early.user.token, json: blocked })).status).toBe(201);
    const busy = await monthView(team.slug);
    expect(busy.cache).toBe("miss");
    expect(busy.days).not.toContain(dayOfMonth);
  });
});
