import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/app";
import { countingD1 } from "./d1-counter";
import { uniqueAddress } from "./client";
import { countRows, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { seedTeam, seedTeamType } from "./team-fixtures";

const TAKEN = { error: "That time is no longer available." };

/*
 * The host is chosen inside the one guarded statement (docs/ARCHITECTURE.md, Teams): D1 serialises
 * the batches, so racing requests for one time land on different free hosts, and the rest get 409.
 */
describe("racing team bookings", () => {
  it("of 50 concurrent requests for one round-robin slot with 3 free hosts, exactly 3 succeed, on 3 different hosts", async () => {
    const team = await seedTeam(3);
    const sales = await seedTeamType(team, { assignment: "round-robin" });
    const startTime = instantAt(dateAhead(9), "11:00", "UTC");
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postBooking({ eventTypeSlug: sales.slug, startTime, duration: 30, name: `Racer ${i}` }, { address })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body).toEqual(TAKEN);
    for (const host of team.hosts) {
      expect(await countRows("select count(*) as n from bookings where host_user_id = ? and event_type_id = ?", host.userId, sales.id)).toBe(1);
      expect(await countRows("select count(*) as n from calendar_events where user_id = ? and type = 'booked'", host.userId)).toBe(1);
    }
  });

  it("of 20 concurrent requests for one collective slot, exactly one wins", async () => {
    const team = await seedTeam(3);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const startTime = instantAt(dateAhead(10), "15:00", "UTC");
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postBooking({ eventTypeSlug: panel.slug, startTime, duration: 30, name: `Panel racer ${i}` }, { address })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await countRows("select count(*) as n from bookings where event_type_id = ?", panel.id)).toBe(1);
    expect(await countRows("select count(*) as n from booking_hosts h join bookings b on b.id = h.booking_id where b.event_type_id = ?", panel.id)).toBe(2);
  });
});

describe("round trips", () => {
  it("a round-robin and a collective booking take two D1 round trips, as a personal one", async () => {
    const counter = countingD1(env.DB);
    const team = await seedTeam(3);
    for (const assignment of ["round-robin", "collective"] as const) {
      const type = await seedTeamType(team, { assignment });
      const request = new Request("http://hangout.test/api/public/bookings", {
        method: "POST",
        headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueAddress() },
        body: JSON.stringify({ eventTypeSlug: type.slug, startTime: instantAt(dateAhead(15), assignment === "collective" ? "10:00" : "12:00", "UTC"), duration: 30, name: "Trips" }),
      });
      counter.reset();
      const ctx = createExecutionContext();
      const response = await app.fetch(request, { ...env, DB: counter.db }, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(201);
      expect(counter.roundTrips).toBe(2);
      expect(counter.maxBoundParams).toBeLessThanOrEqual(100);
    }
  });
});
