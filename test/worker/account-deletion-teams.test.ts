import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";
import { addMember, countOf, createTeam, seedTeamBooking, seedTeamType, statusOf, versionOf } from "./team-fixtures";

/*
 * A deleted account leaves its teams (docs/TEAMS.md): a team without an owner gets its longest-standing
 * member as owner and keeps the types the account made (and their images); a team left empty goes.
 */

const HOUR = 3_600_000;

beforeAll(async () => {
  await registerUser("admin"); // the file's administrator, who cannot delete themselves
});

describe("deleting an account that is in teams", () => {
  it("hands a shared team to its longest-standing member and keeps its types; deletes a team it was alone in", async () => {
    const shared = await createTeam();
    const leaver = shared.owner;
    const first = await addMember(shared);
    const second = await addMember(shared, "admin");
    const type = await seedTeamType(shared, { assignment: "round-robin", hosts: [{ userId: leaver.id }, { userId: first.id }] });
    const imageKey = `u${leaver.id}/teamheader0123456789ab`;
    await env.IMAGES.put(imageKey, "team header");
    await env.DB.prepare("update event_types set image_key = ? where id = ?").bind(imageKey, type.id).run();
    // A type the leaver made, showing an image another member uploaded.
    const otherType = await seedTeamType(shared, { assignment: "round-robin", hosts: [{ userId: first.id }] });
    const othersKey = `u${first.id}/teamheader0123456789cd`;
    await env.IMAGES.put(othersKey, "their header");
    await env.DB.prepare("update event_types set image_key = ? where id = ?").bind(othersKey, otherType.id).run();
    const bookerEmail = `${crypto.randomUUID()}@example.com`;
    const collective = await seedTeamBooking({ teamId: shared.id, eventTypeId: type.id, hostUserId: first.id, otherHostIds: [leaver.id], start: Date.now() + 48 * HOUR, bookerEmail });
    const alone = await createTeam(leaver);
    const aloneType = await seedTeamType(alone, { assignment: "round-robin", hosts: [{ userId: leaver.id }] });
    const version = await versionOf(first.id);

    expect((await api("DELETE", "/api/settings/account", { token: leaver.token })).status).toBe(200);

    const roles = await env.DB.prepare("select user_id, role from team_members where team_id = ? order by user_id").bind(shared.id).all();
    expect(roles.results).toEqual(
      [
        { user_id: first.id, role: "owner" },
        { user_id: second.id, role: "admin" },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    expect(await env.DB.prepare("select user_id from event_types where id = ?").bind(type.id).first()).toEqual({ user_id: first.id });
    expect(await countOf("event_type_hosts where event_type_id = ?", type.id)).toBe(1);
    expect(await env.IMAGES.head(imageKey)).not.toBeNull();
    expect(await env.IMAGES.head(othersKey)).not.toBeNull();
    expect(await countOf("event_types where id = ?", otherType.id)).toBe(1);
    expect(await statusOf(collective)).toBe("confirmed");
    expect(await countOf("booking_hosts where booking_id = ?", collective)).toBe(0);
    expect(await versionOf(first.id)).toBeGreaterThan(version);
    const read = await api("GET", `/api/teams/${shared.id}`, { token: first.token });
    expect(read).toMatchObject({ status: 200, body: { team: { role: "owner" } } });

    expect(await countOf("teams where id = ?", alone.id)).toBe(0);
    expect(await countOf("event_types where id = ?", aloneType.id)).toBe(0);
    expect(await countOf("retired_names where kind = 'slug' and name = ?", aloneType.slug)).toBe(1);
  });

  it("leaves an owner who is not alone as they were", async () => {
    const team = await createTeam();
    const coOwner = await addMember(team, "admin");
    await api("PATCH", `/api/teams/${team.id}/members/${coOwner.id}`, { token: team.owner.token, json: { role: "owner" } });
    const member = await addMember(team);
    expect((await api("DELETE", "/api/settings/account", { token: team.owner.token })).status).toBe(200);
    const roles = await env.DB.prepare("select user_id, role from team_members where team_id = ? order by user_id").bind(team.id).all();
    expect(roles.results).toEqual(
      [
        { user_id: coOwner.id, role: "owner" },
        { user_id: member.id, role: "member" },
      ].sort((a, b) => a.user_id - b.user_id),
    );
  });
});
