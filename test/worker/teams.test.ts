import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "./bookings-fixtures";
import { api, registerUser, type TestUser } from "./helpers";
import { addMember, countOf, createTeam, invitationTokenFor, seedTeamBooking, seedTeamType, statusOf, versionOf } from "./team-fixtures";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

/*
 * Teams: creating, reading, inviting, roles, removal and deletion through /api/teams, every
 * refusal with its exact text and nothing changed by it.
 */

const MANAGERS_ONLY = "Only a team's owners and admins can do that.";
const OWNERS_ONLY = "Only a team's owners can do that.";
const LAST_OWNER = "A team needs at least one owner.";
const HOUR = 3_600_000;

beforeAll(async () => {
  await registerUser("admin"); // the first account of this file's database is its administrator
});

describe("creating and reading teams", () => {
  it("makes the creator its owner, lists it, and refuses a taken address (409) without a second team", async () => {
    const team = await createTeam();
    const listed = await api("GET", "/api/teams", { token: team.owner.token });
    expect(listed.body).toEqual({ teams: [{ id: team.id, name: "Sales", slug: team.slug, role: "owner" }] });
    const other = await registerUser("rival");
    const taken = await api("POST", "/api/teams", { token: other.token, json: { name: "Other", slug: team.slug.toUpperCase() } });
    expect(taken).toMatchObject({ status: 409, body: { error: "That team address is taken." } });
    expect(await countOf("teams where slug = ?", team.slug)).toBe(1);
    expect(await countOf("team_members where user_id = ?", other.id)).toBe(0);
  });

  it("refuses a malformed address and answers 401 without a session", async () => {
    const owner = await registerUser("shaper");
    const bad = await api("POST", "/api/teams", { token: owner.token, json: { name: "X", slug: "a b" } });
    expect(bad).toMatchObject({ status: 400, body: { error: "slug: Team address must be 3–30 characters: letters, digits, _ or -." } });
    expect(await countOf("team_members where user_id = ?", owner.id)).toBe(0);
    expect((await api("GET", "/api/teams")).status).toBe(401);
  });

  it("shows members to members, invitations only to owners and admins, and nothing to strangers (404)", async () => {
    const team = await createTeam();
    const member = await addMember(team);
    const pending = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: "later@example.com", role: "admin" } });
    expect(pending.status).toBe(201);
    const asOwner = await api<{ members: unknown[]; invitations: { email: string; role: string }[] }>("GET", `/api/teams/${team.id}`, { token: team.owner.token });
    expect(asOwner.body.members).toEqual([
      { user_id: team.owner.id, username: team.owner.username, email: team.owner.email, role: "owner" },
      { user_id: member.id, username: member.username, email: member.email, role: "member" },
    ]);
    expect(asOwner.body.invitations).toMatchObject([{ email: "later@example.com", role: "admin" }]);
    const asMember = await api("GET", `/api/teams/${team.id}`, { token: member.token });
    expect(asMember.body).toMatchObject({ team: { id: team.id, role: "member" }, invitations: [] });
    const stranger = await registerUser("stranger");
    expect(await api("GET", `/api/teams/${team.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { error: "Team not found." } });
  });

  it("lets owners and admins rename it; a plain member or stranger gets 403 and nothing changes", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const member = await addMember(team);
    const renamed = await api("PATCH", `/api/teams/${team.id}`, { token: admin.token, json: { name: "Sales EU", slug: `${team.slug}-eu`.slice(0, 30) } });
    expect(renamed).toMatchObject({ status: 200, body: { team: { name: "Sales EU", role: "admin" } } });
    const unchanged = await api("PATCH", `/api/teams/${team.id}`, { token: admin.token, json: {} });
    expect(unchanged).toMatchObject({ status: 200, body: { team: { name: "Sales EU", role: "admin" } } });
    for (const caller of [member, await registerUser("stranger")]) {
      const refused = await api("PATCH", `/api/teams/${team.id}`, { token: caller.token, json: { name: "Mine" } });
      expect(refused).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    }
    expect(await env.DB.prepare("select name from teams where id = ?").bind(team.id).first()).toEqual({ name: "Sales EU" });
  });
});

describe("invitations", () => {
  it("mails a link that the invited account accepts; the wrong account gets 403, a used link 410", async () => {
    const team = await createTeam();
    const invitee = await registerUser("invitee");
    const wrong = await registerUser("wrong");
    const invited = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: invitee.email.toUpperCase(), role: "admin" } });
    expect(invited).toMatchObject({ status: 201, body: { invitation: { email: invitee.email, role: "admin" } } });
    const token = await invitationTokenFor(invitee.email);
    const [mail] = await waitForMail(invitee.email);
    expect(mail?.subject).toBe(`${team.owner.username} invited you to Sales on Hangout`);
    expect(mail?.text).toContain(`https://hangout.test/teams/join/${token}`);

    const read = await api("GET", `/api/teams/invitations/${token}`, { token: wrong.token });
    expect(read).toMatchObject({ status: 200, body: { team: { name: "Sales", slug: team.slug }, email: invitee.email, role: "admin" } });
    const refused = await api("POST", `/api/teams/invitations/${token}/accept`, { token: wrong.token });
    expect(refused).toMatchObject({ status: 403, body: { error: "This invitation was sent to another email address." } });
    expect(await countOf("team_members where team_id = ?", team.id)).toBe(1);

    const accepted = await api("POST", `/api/teams/invitations/${token}/accept`, { token: invitee.token });
    expect(accepted).toMatchObject({ status: 200, body: { team: { id: team.id, slug: team.slug, role: "admin" } } });
    const again = await api("POST", `/api/teams/invitations/${token}/accept`, { token: invitee.token });
    expect(again).toMatchObject({ status: 410, body: { error: "This invitation is no longer valid." } });
    expect(await api("GET", `/api/teams/invitations/${token}`, { token: invitee.token })).toMatchObject({ status: 410 });
    expect(await countOf("team_members where team_id = ?", team.id)).toBe(2);
  });

  it("answers 410 for an expired invitation and 404 for an unknown one, adding nobody", async () => {
    const team = await createTeam();
    const invitee = await registerUser("late");
    await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: invitee.email, role: "member" } });
    const token = await invitationTokenFor(invitee.email);
    await env.DB.prepare("update team_invitations set expires_at = ? where team_id = ?").bind(Date.now() - 1, team.id).run();
    const expired = await api("POST", `/api/teams/invitations/${token}/accept`, { token: invitee.token });
    expect(expired).toMatchObject({ status: 410, body: { error: "This invitation is no longer valid." } });
    const unknown = await api("POST", `/api/teams/invitations/${"x".repeat(43)}/accept`, { token: invitee.token });
    expect(unknown).toMatchObject({ status: 404, body: { error: "Invitation not found." } });
    expect(await countOf("team_members where team_id = ?", team.id)).toBe(1);
  });

  it("lets only owners and admins invite (403), and refuses to invite a member again (409)", async () => {
    const team = await createTeam();
    const member = await addMember(team);
    const stranger = await registerUser("stranger");
    for (const caller of [member, stranger]) {
      const refused = await api("POST", `/api/teams/${team.id}/invitations`, { token: caller.token, json: { email: "x@example.com", role: "member" } });
      expect(refused).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    }
    const twice = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: member.email, role: "admin" } });
    expect(twice).toMatchObject({ status: 409, body: { error: "That person is already a member of this team." } });
    const invitedAsOwner = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: "y@example.com", role: "owner" } });
    expect(invitedAsOwner.status).toBe(400);
    expect(await countOf("team_invitations where team_id = ?", team.id)).toBe(1);
  });

  it("limits an account to 30 invitations an hour (429 with Retry-After), writing no 31st", { timeout: 30_000 + WINDOW_WAIT_TIMEOUT_MS }, async () => {
    await awayFromWindowEnd(60 * 60_000);
    const team = await createTeam();
    for (let index = 0; index < 30; index++) {
      const sent = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: `bulk${index}@example.com`, role: "member" } });
      expect(sent.status).toBe(201);
    }
    const refused = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: "bulk30@example.com", role: "member" } });
    expect(refused).toMatchObject({ status: 429, body: { error: "You have sent too many invitations in the last hour. Please wait a while and try again." } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countOf("team_invitations where team_id = ?", team.id)).toBe(30);
  });
});

describe("roles", () => {
  it("keeps the last owner an owner (400); only owners make owners (403); an owner hands over", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const member = await addMember(team);
    const roleOf = async (user: TestUser) =>
      (await env.DB.prepare("select role from team_members where team_id = ? and user_id = ?").bind(team.id, user.id).first<{ role: string }>())?.role;

    const lastOwner = await api("PATCH", `/api/teams/${team.id}/members/${team.owner.id}`, { token: team.owner.token, json: { role: "admin" } });
    expect(lastOwner).toMatchObject({ status: 400, body: { error: LAST_OWNER } });
    const byAdmin = await api("PATCH", `/api/teams/${team.id}/members/${member.id}`, { token: admin.token, json: { role: "owner" } });
    expect(byAdmin).toMatchObject({ status: 403, body: { error: OWNERS_ONLY } });
    const byMember = await api("PATCH", `/api/teams/${team.id}/members/${admin.id}`, { token: member.token, json: { role: "member" } });
    expect(byMember).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    expect([await roleOf(team.owner), await roleOf(admin), await roleOf(member)]).toEqual(["owner", "admin", "member"]);

    const promoted = await api("PATCH", `/api/teams/${team.id}/members/${member.id}`, { token: admin.token, json: { role: "admin" } });
    expect(promoted).toMatchObject({ status: 200, body: { member: { user_id: member.id, role: "admin" } } });
    expect((await api("PATCH", `/api/teams/${team.id}/members/${admin.id}`, { token: team.owner.token, json: { role: "owner" } })).status).toBe(200);
    expect((await api("PATCH", `/api/teams/${team.id}/members/${team.owner.id}`, { token: team.owner.token, json: { role: "member" } })).status).toBe(200);
    expect([await roleOf(team.owner), await roleOf(admin)]).toEqual(["member", "owner"]);
    const missing = await api("PATCH", `/api/teams/${team.id}/members/${(await registerUser("outsider")).id}`, { token: admin.token, json: { role: "admin" } });
    expect(missing).toMatchObject({ status: 404, body: { error: "Team member not found." } });
  });
});

describe("removing a member and leaving", () => {
  it("cancels the member's upcoming team bookings with mail, keeps past ones, and takes them off the team's types", async () => {
    const team = await createTeam();
    const host = await addMember(team);
    const stays = await addMember(team);
    const type = await seedTeamType(team, { assignment: "round-robin", hosts: [{ userId: host.id }, { userId: stays.id }] });
    const bookerEmail = `${crypto.randomUUID()}@example.com`;
    const now = Date.now();
    const upcoming = await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: host.id, start: now + 48 * HOUR, bookerEmail });
    const collective = await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: stays.id, otherHostIds: [host.id], start: now + 72 * HOUR, bookerEmail });
    const past = await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: host.id, start: now - 48 * HOUR, bookerEmail });
    const others = await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: stays.id, start: now + 96 * HOUR, bookerEmail: "other@example.com" });
    const versions = [await versionOf(host.id), await versionOf(stays.id)];

    const removed = await api("DELETE", `/api/teams/${team.id}/members/${host.id}`, { token: team.owner.token, json: { upcoming: "cancel" } });
    expect(removed).toMatchObject({ status: 200, body: { upcoming: { cancelled: 2 } } });
    expect([await statusOf(upcoming), await statusOf(collective), await statusOf(past), await statusOf(others)]).toEqual(["cancelled", "cancelled", "confirmed", "confirmed"]);
    expect(await countOf("team_members where team_id = ? and user_id = ?", team.id, host.id)).toBe(0);
    expect(await countOf("event_type_hosts where user_id = ?", host.id)).toBe(0);
    expect(await countOf("event_type_hosts where user_id = ?", stays.id)).toBe(1);
    expect(await versionOf(host.id)).toBeGreaterThan(versions[0]!);
    expect(await versionOf(stays.id)).toBeGreaterThan(versions[1]!);
    const mails = await waitForMail(bookerEmail, 2, 10_000, (mail) => mail.ics_method === "CANCEL");
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Cancelled: Team call/), expect.stringMatching(/^Cancelled: Team call/)]);
  });

  it("refuses what only the server can refuse: another way with bookings (400), a plain member removing (403), the last owner leaving (400)", async () => {
    const team = await createTeam();
    const member = await addMember(team);
    const other = await addMember(team);
    const keep = await api("DELETE", `/api/teams/${team.id}/members/${member.id}`, { token: team.owner.token, json: { upcoming: "keep" } });
    expect(keep).toMatchObject({ status: 400, body: { error: 'upcoming: upcoming must be "reassign" or "cancel".' } });
    const byMember = await api("DELETE", `/api/teams/${team.id}/members/${other.id}`, { token: member.token, json: { upcoming: "cancel" } });
    expect(byMember).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    const ownerLeaves = await api("DELETE", `/api/teams/${team.id}/members/${team.owner.id}`, { token: team.owner.token, json: { upcoming: "cancel" } });
    expect(ownerLeaves).toMatchObject({ status: 400, body: { error: LAST_OWNER } });
    expect(await countOf("team_members where team_id = ?", team.id)).toBe(3);

    const leaves = await api("DELETE", `/api/teams/${team.id}/members/${member.id}`, { token: member.token, json: { upcoming: "cancel" } });
    expect(leaves).toMatchObject({ status: 200, body: { upcoming: { cancelled: 0 } } });
    expect(await countOf("team_members where team_id = ?", team.id)).toBe(2);
  });
});

describe("deleting a team", () => {
  it("is for owners only (403 for an admin, nothing changes)", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const refused = await api("DELETE", `/api/teams/${team.id}`, { token: admin.token });
    expect(refused).toMatchObject({ status: 403, body: { error: OWNERS_ONLY } });
    expect(await countOf("teams where id = ?", team.id)).toBe(1);
  });

  it("cancels its upcoming bookings with mail, keeps past ones, and retires its types' links", async () => {
    const team = await createTeam();
    const host = await addMember(team);
    const type = await seedTeamType(team, { assignment: "round-robin", hosts: [{ userId: host.id }] });
    const bookerEmail = `${crypto.randomUUID()}@example.com`;
    const upcoming = await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: host.id, start: Date.now() + 48 * HOUR, bookerEmail });
    const past = await seedTeamBooking({ teamId: team.id, eventTypeId: type.id, hostUserId: host.id, start: Date.now() - 48 * HOUR, bookerEmail });
    const deleted = await api("DELETE", `/api/teams/${team.id}`, { token: team.owner.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: "Team deleted." } });
    expect([await statusOf(upcoming), await statusOf(past)]).toEqual(["cancelled", "confirmed"]);
    expect(await countOf("teams where id = ?", team.id)).toBe(0);
    expect(await countOf("event_types where id = ?", type.id)).toBe(0);
    expect(await countOf("retired_names where kind = 'slug' and name = ?", type.slug)).toBe(1);
    expect(await waitForMail(bookerEmail, 1, 10_000, (mail) => mail.ics_method === "CANCEL")).toHaveLength(1);
  });
});
