import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../worker/app";
import { countingD1 } from "./d1-counter";
import { registerUser } from "./helpers";
import { dateAhead, instantAt } from "./bookings-fixtures";
import { addMember, countOf, createTeam, seedTeam, seedTeamBooking, seedTeamType, statusOf } from "./team-fixtures";

/*
 * Deleting a team and removing a member cancel the upcoming team bookings in a fixed number of D1
 * round trips whatever their number (docs/TEAMS.md), each booking still mailed as a host's
 * cancellation. Counted the way round-trips.test.ts counts a page's.
 */

const counter = countingD1(env.DB);
const DAY = 86_400_000;

beforeAll(async () => {
  await registerUser("admin"); // the first account of this file's database is its administrator
});

async function measure(method: string, path: string, token: string, json?: unknown) {
  counter.reset();
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { "x-auth-token": token };
  if (json !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`http://hangout.test${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const response = await app.fetch(request, { ...env, DB: counter.db }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, roundTrips: counter.roundTrips };
}

/** A team of an owner and a member, and `count` upcoming bookings of its type hosted by the member, every other one collective with the owner. */
async function teamWithBookings(count: number) {
  const team = await createTeam();
  const member = await addMember(team);
  const type = await seedTeamType(team, { assignment: "round-robin", hosts: [{ userId: team.owner.id }, { userId: member.id }] });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const otherHostIds = i % 2 === 0 ? [] : [team.owner.id];
    ids.push(await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: member.id, start: Date.now() + (20 + i) * DAY, bookerEmail: `set-${i}-${team.slug}@example.com`, otherHostIds }));
  }
  return { team, member, ids };
}

/** The bookers' cancellation mails of the bookings: one each. */
const bookerCancellations = (ids: number[]) => countOf(`email_outbox where booking_id in (${ids.join(",")}) and kind = 'booking-cancellation'`);

describe("cancelling a team's upcoming bookings", () => {
  it("takes the same number of round trips to delete a team with 2 or 12 of them, and cancels each with its mail", async () => {
    const trips: number[] = [];
    for (const count of [2, 12]) {
      const { team, ids } = await teamWithBookings(count);
      const deleted = await measure("DELETE", `/api/teams/${team.id}`, team.owner.token);
      expect(deleted.status).toBe(200);
      trips.push(deleted.roundTrips);
      for (const id of ids) expect(await statusOf(id)).toBe("cancelled");
      expect(await bookerCancellations(ids)).toBe(count);
    }
    console.log(`TEAM_DELETION_ROUND_TRIPS ${JSON.stringify(trips)}`);
    expect(trips[1]).toBe(trips[0]);
  });

  it("takes the same number of round trips to remove a member with 2 or 12 of them, cancelling each", async () => {
    const trips: number[] = [];
    for (const count of [2, 12]) {
      const { team, member, ids } = await teamWithBookings(count);
      const removed = await measure("DELETE", `/api/teams/${team.id}/members/${member.id}`, team.owner.token, { upcoming: "cancel" });
      expect(removed.status).toBe(200);
      trips.push(removed.roundTrips);
      for (const id of ids) expect(await statusOf(id)).toBe("cancelled");
      expect(await bookerCancellations(ids)).toBe(count);
    }
    console.log(`TEAM_REMOVAL_ROUND_TRIPS ${JSON.stringify(trips)}`);
    expect(trips[1]).toBe(trips[0]);
  });
});

describe("reassigning a leaving member's upcoming bookings", () => {
  it("takes the same number of round trips for 2 or 12 of them: round-robin ones handed over, collective ones dropping the leaver", async () => {
    const trips: number[] = [];
    for (const count of [2, 12]) {
      const team = await seedTeam(3, { durations: [30] });
      const [owner, leaver] = team.hosts;
      const roundRobin = await seedTeamType(team, { assignment: "round-robin" });
      const collective = await seedTeamType(team, { assignment: "collective" });
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const start = Date.parse(instantAt(dateAhead(20 + i), "10:00", "UTC"));
        const booking = { teamId: team.id, start, bookerEmail: `reassign-${i}-${team.slug}@example.com` };
        ids.push(
          await seedTeamBooking(
            i % 2 === 0
              ? { ...booking, eventTypeId: roundRobin.id, hostUserId: leaver!.userId }
              : { ...booking, eventTypeId: collective.id, hostUserId: owner!.userId, otherHostIds: [leaver!.userId] },
          ),
        );
      }
      const removed = await measure("DELETE", `/api/teams/${team.id}/members/${leaver!.userId}`, owner!.user.token, { upcoming: "reassign" });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body).toEqual({ upcoming: { reassigned: count / 2, cancelled: 0, dropped: count / 2 } });
      trips.push(removed.roundTrips);
      for (const id of ids) expect(await statusOf(id)).toBe("confirmed");
      expect(await countOf(`bookings where id in (${ids.join(",")}) and host_user_id = ?`, leaver!.userId)).toBe(0);
      expect(await countOf(`booking_hosts where booking_id in (${ids.join(",")}) and user_id = ?`, leaver!.userId)).toBe(0);
    }
    console.log(`TEAM_REASSIGN_ROUND_TRIPS ${JSON.stringify(trips)}`);
    expect(trips[1]).toBe(trips[0]);
  });
});
