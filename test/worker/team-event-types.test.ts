import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, registerUser, type TestUser } from "./helpers";
import { type TeamSetup, addMember, countOf, createTeam, versionOf } from "./team-fixtures";

/*
 * Team booking types through /api/event-types: their hosts and kind, every refusal with its
 * exact text and nothing written, the team's list, and personal lists that never show them.
 */

const MANAGERS_ONLY = "Only a team's owners and admins can do that.";

interface TypeView {
  id: number;
  slug: string;
  team_id: number | null;
  assignment: string | null;
  use_weights: boolean;
  equal_distribution_limit: number | null;
  hosts: { user_id: number; username: string; priority: string; weight: number; schedule_id: number | null }[];
}

const scheduleOf = async (user: TestUser) =>
  (await env.DB.prepare("insert into schedules (user_id, name) values (?, 'Work') returning id").bind(user.id).first<{ id: number }>())!.id;

const typeBody = (teamId: number, hosts: unknown[], extra: Record<string, unknown> = {}) => ({
  title: "Sales demo",
  location: "Online",
  durations: [30],
  team_id: teamId,
  assignment: "round-robin",
  hosts,
  ...extra,
});

let team: TeamSetup;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  await registerUser("admin"); // the file's administrator
  team = await createTeam();
  admin = await addMember(team, "admin");
  member = await addMember(team);
  stranger = await registerUser("stranger");
});

const teamTypeCount = () => countOf("event_types where team_id = ?", team.id);

describe("creating a team booking type", () => {
  it("writes the type with its hosts, bumps each host's version, and lists it for any member but not in personal lists", async () => {
    const memberSchedule = await scheduleOf(member);
    const before = [await versionOf(admin.id), await versionOf(member.id)];
    const created = await api<TypeView>("POST", "/api/event-types", {
      token: admin.token,
      json: typeBody(team.id, [{ user_id: member.id, priority: "high", weight: 2, schedule_id: memberSchedule }, { user_id: admin.id }], {
        use_weights: true,
        equal_distribution_limit: 3,
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ team_id: team.id, assignment: "round-robin", use_weights: true, equal_distribution_limit: 3, schedule_id: null });
    expect(created.body.hosts).toEqual(
      [
        { user_id: member.id, username: member.username, priority: "high", weight: 2, schedule_id: memberSchedule },
        { user_id: admin.id, username: admin.username, priority: "medium", weight: 1, schedule_id: null },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    expect(await versionOf(admin.id)).toBe(before[0]! + 1);
    expect(await versionOf(member.id)).toBe(before[1]! + 1);

    const listed = await api<TypeView[]>("GET", `/api/event-types?team_id=${team.id}`, { token: member.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((type) => type.id)).toContain(created.body.id);
    expect(await api("GET", `/api/event-types?team_id=${team.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { error: "Team not found." } });
    const personal = await api<TypeView[]>("GET", "/api/event-types", { token: admin.token });
    expect(personal.body.map((type) => type.id)).not.toContain(created.body.id);
    const profile = await api<{ eventTypes: { slug: string }[] }>("GET", `/api/public/user/${admin.username}`);
    expect(profile.body.eventTypes.map((type) => type.slug)).not.toContain(created.body.slug);
  });

  // Bodies are built when the test runs: the team and its members exist only then.
  it.each([
    ["a plain member", () => member, () => typeBody(team.id, [{ user_id: member.id }]), 403, MANAGERS_ONLY],
    ["a stranger", () => stranger, () => typeBody(team.id, [{ user_id: member.id }]), 403, MANAGERS_ONLY],
    ["no hosts", () => admin, () => typeBody(team.id, []), 400, "A team booking type needs at least one host."],
    ["a host not in the team", () => admin, () => typeBody(team.id, [{ user_id: stranger.id }]), 400, "Every host must be a member of the team."],
    ["a weight of 0", () => admin, () => typeBody(team.id, [{ user_id: member.id, weight: 0 }]), 400, "Weights must be whole numbers of at least 1."],
    ["a weight of 1.5", () => admin, () => typeBody(team.id, [{ user_id: member.id, weight: 1.5 }]), 400, "Weights must be whole numbers of at least 1."],
    ["no assignment", () => admin, () => typeBody(team.id, [{ user_id: member.id }], { assignment: undefined }), 400, "Choose round-robin or collective."],
  ])("refuses %s with %i and writes nothing", async (_, caller, body, status, error) => {
    const before = await teamTypeCount();
    expect(await api("POST", "/api/event-types", { token: caller().token, json: body() })).toMatchObject({ status, body: { error } });
    expect(await teamTypeCount()).toBe(before);
  });

  it("refuses a host's schedule that is someone else's (400) and writes nothing", async () => {
    const before = await teamTypeCount();
    const refused = await api("POST", "/api/event-types", { token: admin.token, json: typeBody(team.id, [{ user_id: member.id, schedule_id: await scheduleOf(admin) }]) });
    expect(refused).toMatchObject({ status: 400, body: { error: "A host's schedule must be one of their own." } });
    expect(await teamTypeCount()).toBe(before);
  });

  it("refuses team fields on a personal type (400)", async () => {
    const refused = await api("POST", "/api/event-types", {
      token: admin.token,
      json: { title: "Mine", location: "Online", durations: [30], schedule_id: await scheduleOf(admin), assignment: "collective" },
    });
    expect(refused).toMatchObject({ status: 400, body: { error: "Only a team booking type has hosts and an assignment." } });
  });
});

describe("changing and deleting a team booking type", () => {
  async function collective(): Promise<TypeView> {
    const created = await api<TypeView>("POST", "/api/event-types", { token: team.owner.token, json: typeBody(team.id, [{ user_id: admin.id }, { user_id: member.id }], { assignment: "collective" }) });
    expect(created.status).toBe(201);
    return created.body;
  }
  const addedAt = async (typeId: number, userId: number) =>
    (await env.DB.prepare("select created_at as t from event_type_hosts where event_type_id = ? and user_id = ?").bind(typeId, userId).first<{ t: number }>())?.t;

  it("replaces its hosts (a host who stays keeps when they joined) and bumps every affected host's version", async () => {
    const type = await collective();
    const joined = await addedAt(type.id, admin.id);
    const versions = [await versionOf(admin.id), await versionOf(member.id), await versionOf(team.owner.id)];
    const changed = await api<TypeView>("PUT", `/api/event-types/${type.id}`, { token: admin.token, json: { hosts: [{ user_id: admin.id, priority: "low" }, { user_id: team.owner.id }] } });
    expect(changed.status).toBe(200);
    expect(changed.body.hosts.map((host) => [host.user_id, host.priority])).toEqual(
      [[admin.id, "low"], [team.owner.id, "medium"]].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(await addedAt(type.id, admin.id)).toBe(joined);
    expect(await addedAt(type.id, member.id)).toBeUndefined();
    expect([await versionOf(admin.id), await versionOf(member.id), await versionOf(team.owner.id)]).toEqual(versions.map((version) => version + 1));
  });

  it("refuses a plain member (403), another team (400) and an empty host list (400), changing nothing", async () => {
    const type = await collective();
    const asMember = await api("PUT", `/api/event-types/${type.id}`, { token: member.token, json: { title: "Mine" } });
    expect(asMember).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    const asStranger = await api("PUT", `/api/event-types/${type.id}`, { token: stranger.token, json: { title: "Mine" } });
    expect(asStranger).toMatchObject({ status: 404, body: { error: "Event type not found." } });
    const moved = await api("PUT", `/api/event-types/${type.id}`, { token: admin.token, json: { team_id: team.id + 1000 } });
    expect(moved).toMatchObject({ status: 400, body: { error: "A booking type cannot be moved into or out of a team." } });
    const empty = await api("PUT", `/api/event-types/${type.id}`, { token: admin.token, json: { hosts: [] } });
    expect(empty).toMatchObject({ status: 400, body: { error: "A team booking type needs at least one host." } });
    expect(await env.DB.prepare("select title from event_types where id = ?").bind(type.id).first()).toEqual({ title: "Sales demo" });
    expect(await countOf("event_type_hosts where event_type_id = ?", type.id)).toBe(2);
    expect((await api("DELETE", `/api/event-types/${type.id}`, { token: member.token })).status).toBe(403);
  });

  it("is deleted by an admin, its hosts' versions bumped and its link retired", async () => {
    const type = await collective();
    const version = await versionOf(member.id);
    expect((await api("DELETE", `/api/event-types/${type.id}`, { token: admin.token })).status).toBe(200);
    expect(await countOf("event_types where id = ?", type.id)).toBe(0);
    expect(await versionOf(member.id)).toBe(version + 1);
    expect(await countOf("retired_names where kind = 'slug' and name = ?", type.slug)).toBe(1);
  });
});
