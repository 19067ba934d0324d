import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";
import { addMember, countOf, createTeam, invitationTokenFor, type TeamSetup } from "./team-fixtures";

/*
 * An invitation lives only while its sender may invite (docs/TEAMS.md): removing or demoting them
 * voids the pending ones they sent, and owners and admins withdraw any pending one of their team.
 */

const MANAGERS_ONLY = "Only a team's owners and admins can do that.";
const NOT_FOUND = "Invitation not found.";
const NO_LONGER_VALID = "This invitation is no longer valid.";

beforeAll(async () => {
  await registerUser("admin"); // the first account of this file's database is its administrator
});

const address = () => `invitee-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** `sender` invites a fresh address; answers the invitation's id, its address and its link's token. */
async function invite(team: TeamSetup, sender: { token: string }) {
  const email = address();
  const sent = await api<{ invitation: { id: number } }>("POST", `/api/teams/${team.id}/invitations`, { token: sender.token, json: { email, role: "admin" } });
  expect(sent.status).toBe(201);
  return { id: sent.body.invitation.id, email, token: await invitationTokenFor(email) };
}

const pending = (id: number) => countOf("team_invitations where id = ? and accepted_at is null", id);

describe("a member's invitations after they lose the right to invite", () => {
  it("are voided when the member who sent them is removed: the link no longer lets anyone in", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const invitation = await invite(team, admin);
    const removed = await api("DELETE", `/api/teams/${team.id}/members/${admin.id}`, { token: team.owner.token, json: { upcoming: "cancel" } });
    expect(removed.status).toBe(200);
    expect(await pending(invitation.id)).toBe(0);
    const invitee = await registerUser("returner");
    await env.DB.prepare("update users set email = ? where id = ?").bind(invitation.email, invitee.id).run();
    const accepted = await api("POST", `/api/teams/invitations/${invitation.token}/accept`, { token: invitee.token });
    expect(accepted).toMatchObject({ status: 404, body: { error: NOT_FOUND } });
    expect(await countOf("team_members where team_id = ? and user_id = ?", team.id, invitee.id)).toBe(0);
  });

  it("are voided when an admin is made a plain member; an owner made an admin keeps theirs", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const coOwner = await addMember(team, "admin");
    await api("PATCH", `/api/teams/${team.id}/members/${coOwner.id}`, { token: team.owner.token, json: { role: "owner" } });
    const fromAdmin = await invite(team, admin);
    const fromCoOwner = await invite(team, coOwner);
    const demoted = await api("PATCH", `/api/teams/${team.id}/members/${admin.id}`, { token: team.owner.token, json: { role: "member" } });
    expect(demoted.status).toBe(200);
    expect(await pending(fromAdmin.id)).toBe(0);
    await api("PATCH", `/api/teams/${team.id}/members/${coOwner.id}`, { token: team.owner.token, json: { role: "admin" } });
    expect(await pending(fromCoOwner.id)).toBe(1);
    expect((await api("GET", `/api/teams/invitations/${fromCoOwner.token}`, { token: team.owner.token })).status).toBe(200);
  });

  it("are no longer valid when their sender is no longer an owner or admin, however that came about", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const invitation = await invite(team, admin);
    // Written by hand, as a change made before invitations were voided would have left it.
    await env.DB.prepare("update team_members set role = 'member' where team_id = ? and user_id = ?").bind(team.id, admin.id).run();
    const invitee = await registerUser("late");
    await env.DB.prepare("update users set email = ? where id = ?").bind(invitation.email, invitee.id).run();
    expect(await api("GET", `/api/teams/invitations/${invitation.token}`, { token: invitee.token })).toMatchObject({ status: 410, body: { error: NO_LONGER_VALID } });
    const accepted = await api("POST", `/api/teams/invitations/${invitation.token}/accept`, { token: invitee.token });
    expect(accepted).toMatchObject({ status: 410, body: { error: NO_LONGER_VALID } });
    expect(await countOf("team_members where team_id = ? and user_id = ?", team.id, invitee.id)).toBe(0);
  });

  it("are voided with the account that sent them", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const invitation = await invite(team, admin);
    expect((await api("DELETE", "/api/settings/account", { token: admin.token })).status).toBe(200);
    expect(await countOf("team_invitations where id = ?", invitation.id)).toBe(0);
  });
});

describe("DELETE /api/teams/{id}/invitations/{invitationId}", () => {
  it("lets owners and admins withdraw any pending invitation of the team; its link then finds nothing", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const fromOwner = await invite(team, team.owner);
    const withdrawn = await api("DELETE", `/api/teams/${team.id}/invitations/${fromOwner.id}`, { token: admin.token });
    expect(withdrawn).toMatchObject({ status: 200, body: { message: "Invitation withdrawn." } });
    expect(await countOf("team_invitations where id = ?", fromOwner.id)).toBe(0);
    expect(await api("GET", `/api/teams/invitations/${fromOwner.token}`, { token: admin.token })).toMatchObject({ status: 404 });
    const listed = await api<{ invitations: unknown[] }>("GET", `/api/teams/${team.id}`, { token: team.owner.token });
    expect(listed.body.invitations).toEqual([]);
    const again = await api("DELETE", `/api/teams/${team.id}/invitations/${fromOwner.id}`, { token: team.owner.token });
    expect(again).toMatchObject({ status: 404, body: { error: NOT_FOUND } });
  });

  it("refuses a plain member (403) and a stranger (403), and leaves the invitation as it was", async () => {
    const team = await createTeam();
    const member = await addMember(team);
    const invitation = await invite(team, team.owner);
    const stranger = await registerUser("stranger");
    for (const caller of [member, stranger]) {
      const refused = await api("DELETE", `/api/teams/${team.id}/invitations/${invitation.id}`, { token: caller.token });
      expect(refused).toMatchObject({ status: 403, body: { error: MANAGERS_ONLY } });
    }
    expect(await pending(invitation.id)).toBe(1);
  });

  it("answers 404 for another team's invitation and for an accepted one, changing nothing", async () => {
    const team = await createTeam();
    const other = await createTeam();
    const theirs = await invite(other, other.owner);
    const refused = await api("DELETE", `/api/teams/${team.id}/invitations/${theirs.id}`, { token: team.owner.token });
    expect(refused).toMatchObject({ status: 404, body: { error: NOT_FOUND } });
    expect(await pending(theirs.id)).toBe(1);
    const joined = await addMember(team);
    const accepted = await env.DB.prepare("select id from team_invitations where team_id = ? and accepted_at is not null").bind(team.id).first<{ id: number }>();
    expect(await api("DELETE", `/api/teams/${team.id}/invitations/${accepted!.id}`, { token: team.owner.token })).toMatchObject({ status: 404 });
    expect(await countOf("team_members where team_id = ? and user_id = ?", team.id, joined.id)).toBe(1);
    expect(await countOf("team_invitations where id = ?", accepted!.id)).toBe(1);
  });
});
