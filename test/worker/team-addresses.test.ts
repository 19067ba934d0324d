import { beforeAll, describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";
import { countOf, createTeam } from "./team-fixtures";

/*
 * A team address is retired like a username or a booking type's slug (docs/TEAMS.md): once a team
 * leaves it (a new address, or the team deleted) no other team gets it, and the old /team link finds nothing.
 */

const RETIRED = "That team address belonged to another team and cannot be used again.";

beforeAll(async () => {
  await registerUser("admin"); // the first account of this file's database is its administrator
});

const renamed = () => `renamed${crypto.randomUUID().slice(0, 8)}`;

describe("a team's old address after a rename", () => {
  it("is refused to a new team (409, no team, no membership) and its link finds nothing", async () => {
    const team = await createTeam();
    const newSlug = renamed();
    const moved = await api("PATCH", `/api/teams/${team.id}`, { token: team.owner.token, json: { slug: newSlug } });
    expect(moved).toMatchObject({ status: 200, body: { team: { slug: newSlug } } });
    expect((await api("GET", `/api/public/teams/${team.slug}`)).status).toBe(404);
    expect((await api("GET", `/api/public/teams/${newSlug}`)).status).toBe(200);
    const stranger = await registerUser("squatter");
    const taken = await api("POST", "/api/teams", { token: stranger.token, json: { name: "Squat", slug: team.slug.toUpperCase() } });
    expect(taken).toMatchObject({ status: 409, body: { error: RETIRED } });
    expect(await countOf("teams where slug = ?", team.slug)).toBe(0);
    expect(await countOf("team_members where user_id = ?", stranger.id)).toBe(0);
    expect((await api("GET", `/api/public/teams/${team.slug}`)).status).toBe(404);
  });

  it("is refused to another team's rename (409, nothing changes)", async () => {
    const team = await createTeam();
    const other = await createTeam();
    await api("PATCH", `/api/teams/${team.id}`, { token: team.owner.token, json: { slug: renamed() } });
    const refused = await api("PATCH", `/api/teams/${other.id}`, { token: other.owner.token, json: { name: "Grabbed", slug: team.slug } });
    expect(refused).toMatchObject({ status: 409, body: { error: RETIRED } });
    expect(await countOf("teams where id = ? and slug = ? and name = 'Sales'", other.id, other.slug)).toBe(1);
    expect(await countOf("retired_names where kind = 'team' and name = ?", other.slug)).toBe(0);
  });

  it("can be taken back by the team that held it, whose other address is then retired", async () => {
    const team = await createTeam();
    const newSlug = renamed();
    await api("PATCH", `/api/teams/${team.id}`, { token: team.owner.token, json: { slug: newSlug } });
    const back = await api("PATCH", `/api/teams/${team.id}`, { token: team.owner.token, json: { slug: team.slug } });
    expect(back).toMatchObject({ status: 200, body: { team: { slug: team.slug } } });
    expect((await api("GET", `/api/public/teams/${team.slug}`)).status).toBe(200);
    const stranger = await registerUser("squatter");
    expect(await api("POST", "/api/teams", { token: stranger.token, json: { name: "Squat", slug: newSlug } })).toMatchObject({ status: 409, body: { error: RETIRED } });
  });

  it("keeps an unchanged address unretired when a team saves it again", async () => {
    const team = await createTeam();
    expect((await api("PATCH", `/api/teams/${team.id}`, { token: team.owner.token, json: { name: "Same", slug: team.slug } })).status).toBe(200);
    expect(await countOf("retired_names where kind = 'team' and name = ?", team.slug)).toBe(0);
  });
});

describe("a deleted team's address", () => {
  it("is retired with the team", async () => {
    const team = await createTeam();
    expect((await api("DELETE", `/api/teams/${team.id}`, { token: team.owner.token })).status).toBe(200);
    const stranger = await registerUser("squatter");
    expect(await api("POST", "/api/teams", { token: stranger.token, json: { name: "Squat", slug: team.slug } })).toMatchObject({ status: 409, body: { error: RETIRED } });
    expect((await api("GET", `/api/public/teams/${team.slug}`)).status).toBe(404);
  });

  it("is retired with the account of its only member", async () => {
    const team = await createTeam();
    expect((await api("DELETE", "/api/settings/account", { token: team.owner.token })).status).toBe(200);
    const stranger = await registerUser("squatter");
    expect(await api("POST", "/api/teams", { token: stranger.token, json: { name: "Squat", slug: team.slug } })).toMatchObject({ status: 409, body: { error: RETIRED } });
  });
});
