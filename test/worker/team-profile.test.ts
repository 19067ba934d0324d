import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";
import { addMember, createTeam } from "./team-fixtures";

/* The team's public page: /api/public/teams/{slug} and the server-written /team/{slug}. */

const typeBody = (teamId: number, hosts: number[], extra: Record<string, unknown> = {}) => ({
  title: "Sales <demo>",
  location: "Online",
  durations: [30],
  team_id: teamId,
  assignment: "round-robin",
  hosts: hosts.map((user_id) => ({ user_id })),
  ...extra,
});

beforeAll(async () => {
  await registerUser("admin");
});

describe("the public team profile", () => {
  it("lists the team's public types with their hosts, and links each to its booking page", async () => {
    const team = await createTeam();
    const member = await addMember(team);
    const listed = await api<{ slug: string }>("POST", "/api/event-types", { token: team.owner.token, json: typeBody(team.id, [team.owner.id, member.id]) });
    expect(listed.status).toBe(201);
    const hidden = await api("POST", "/api/event-types", { token: team.owner.token, json: typeBody(team.id, [member.id], { title: "Private", is_public: false, assignment: "collective" }) });
    expect(hidden.status).toBe(201);

    const profile = await api<{ team: unknown; event_types: { slug: string; assignment: string; hosts: unknown[] }[] }>("GET", `/api/public/teams/${team.slug.toUpperCase()}`);
    expect(profile.status).toBe(200);
    expect(profile.body.team).toEqual({ name: "Sales", slug: team.slug });
    expect(profile.body.event_types).toHaveLength(1);
    expect(profile.body.event_types[0]).toMatchObject({
      slug: listed.body.slug,
      title: "Sales <demo>",
      assignment: "round-robin",
      // By user id: the owner registered first.
      hosts: [{ username: team.owner.username }, { username: member.username }],
    });
    expect(JSON.stringify(profile.body)).not.toContain(member.email);

    const page = await api<string>("GET", `/team/${team.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>Book a hangout with Sales</title>`);
    expect(page.body).toContain(`href="/book/${listed.body.slug}"`);
    expect(page.body).toContain("Sales &lt;demo&gt;");
    expect(page.body).not.toContain("Private");
    expect(page.body).not.toMatch(/<script type="module"/);
  });

  it("answers 404 for an unknown team, in the API and on the page", async () => {
    expect(await api("GET", "/api/public/teams/no-such-team")).toMatchObject({ status: 404, body: { error: "Team not found." } });
    expect((await api("GET", "/team/no-such-team")).status).toBe(404);
    expect(await env.DB.prepare("select count(*) as n from teams where slug = 'no-such-team'").first()).toEqual({ n: 0 });
  });
});
