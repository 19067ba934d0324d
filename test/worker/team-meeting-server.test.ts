import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { api } from "./helpers";
import { seedTeam, seedTeamType } from "./team-fixtures";

/*
 * A team type's video rooms are on the team's Jitsi server (docs/MEETING-PLACES.md, docs/TEAMS.md),
 * set by its owners and admins, never on a member's personal one: not even the member who made the
 * type, and not once they have been removed.
 */

const RULE = "The Jitsi server must be an https:// address.";
const MANAGERS_ONLY = "Only a team's owners and admins can do that.";

const teamBase = (teamId: number) => env.DB.prepare("select jitsi_base from teams where id = ?").bind(teamId).first<{ jitsi_base: string | null }>();

/** A team of three hosts (owner, admin, member) and a video-call round-robin type that the admin made. */
async function teamWithVideoType() {
  const team = await seedTeam(3, { durations: [30] });
  const [owner, admin, member] = team.hosts as [(typeof team.hosts)[0], (typeof team.hosts)[0], (typeof team.hosts)[0]];
  await env.DB.prepare("update team_members set role = 'admin' where team_id = ? and user_id = ?").bind(team.id, admin.userId).run();
  const type = await seedTeamType(team, { assignment: "round-robin" });
  await env.DB.prepare("update event_types set location_kind = 'jitsi', user_id = ? where id = ?").bind(admin.userId, type.id).run();
  return { team, owner, admin, member, type };
}

async function roomOf(slug: string, day: number): Promise<string> {
  const email = `room-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await postBooking({ eventTypeSlug: slug, startTime: instantAt(dateAhead(day), "10:00", "UTC"), duration: 30, email });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.booking.meeting_url!;
}

describe("a team's Jitsi server", () => {
  it("is set by owners and admins through PATCH /api/teams/{id}, shown on the team, and cleared by null or an empty text", async () => {
    const { team, owner, admin } = await teamWithVideoType();
    const saved = await api("PATCH", `/api/teams/${team.id}`, { token: admin.user.token, json: { jitsi_base: " https://meet.team.example/rooms/ " } });
    expect(saved).toMatchObject({ status: 200, body: { team: { id: team.id, slug: team.slug, jitsi_base: "https://meet.team.example/rooms", role: "admin" } } });
    expect((await api("GET", `/api/teams/${team.id}`, { token: owner.user.token })).body).toMatchObject({ team: { jitsi_base: "https://meet.team.example/rooms" } });
    expect((await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: "" } })).body).toMatchObject({ team: { jitsi_base: null } });
    await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: "https://meet.team.example" } });
    expect((await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: null } })).body).toMatchObject({ team: { jitsi_base: null } });
    // A rename alone leaves the server as it is.
    await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: "https://meet.team.example" } });
    await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { name: "Renamed" } });
    expect(await teamBase(team.id)).toEqual({ jitsi_base: "https://meet.team.example" });
  });

  it.each([["http://meet.team.example"], ["meet.team.example"], ["https://meet.team.example/?room=1"], ["https://user:pw@meet.team.example"], [42]])(
    "refuses %s with 400 and changes nothing, not even the name sent with it",
    async (jitsiBase) => {
      const { team, owner } = await teamWithVideoType();
      await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: "https://meet.team.example" } });
      const refused = await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { name: "Changed", jitsi_base: jitsiBase } });
      expect(refused).toMatchObject({ status: 400, body: { error: typeof jitsiBase === "string" ? RULE : `jitsi_base: ${RULE}` } });
      const row = await env.DB.prepare("select name, jitsi_base from teams where id = ?").bind(team.id).first();
      expect(row).toEqual({ name: `Team ${team.slug}`, jitsi_base: "https://meet.team.example" });
    },
  );

  it("is not a plain member's to set (403, nothing changes)", async () => {
    const { team, member } = await teamWithVideoType();
    const refused = await api("PATCH", `/api/teams/${team.id}`, { token: member.user.token, json: { jitsi_base: "https://mine.example" } });
    expect(refused).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    expect(await teamBase(team.id)).toEqual({ jitsi_base: null });
  });
});

describe("a team type's video rooms", () => {
  it("use the instance's default, not the personal server of the member who made the type", async () => {
    const { admin, type } = await teamWithVideoType();
    await api("PUT", "/api/settings/meetings", { token: admin.user.token, json: { jitsi_base: "https://admin.example" } });
    expect(await roomOf(type.slug, 3)).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
  });

  it("stay on the team's server after the member who made the type is removed and changes their own", async () => {
    const { team, owner, admin, type } = await teamWithVideoType();
    await api("PATCH", `/api/teams/${team.id}`, { token: owner.user.token, json: { jitsi_base: "https://meet.team.example" } });
    const removed = await api("DELETE", `/api/teams/${team.id}/members/${admin.userId}`, { token: owner.user.token, json: { upcoming: "reassign" } });
    expect(removed.status).toBe(200);
    await api("PUT", "/api/settings/meetings", { token: admin.user.token, json: { jitsi_base: "https://removed.example" } });
    expect(await roomOf(type.slug, 4)).toMatch(/^https:\/\/meet\.team\.example\/[0-9a-f]{32}$/);
  });
});
