import { env } from "cloudflare:test";
import { expect } from "vitest";
import { waitForMail } from "./bookings-fixtures";
import { api, registerUser, type TestUser, unique } from "./helpers";

/* Teams made through the API, and team types and bookings seeded straight into D1 where the booking engine is not the subject. */

export interface TeamSetup {
  id: number;
  slug: string;
  owner: TestUser;
}

export async function createTeam(owner?: TestUser): Promise<TeamSetup> {
  const creator = owner ?? (await registerUser("owner"));
  const slug = unique("team").slice(0, 30);
  const created = await api<{ team: { id: number } }>("POST", "/api/teams", { token: creator.token, json: { name: "Sales", slug } });
  expect(created.status).toBe(201);
  return { id: created.body.team.id, slug, owner: creator };
}

/** The join link's token from the invitation mailed to `address`. */
export async function invitationTokenFor(address: string): Promise<string> {
  const [mail] = await waitForMail(address, 1, 10_000, (message) => message.subject.includes("invited you"));
  const token = /\/teams\/join\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${address}`);
  return token;
}

/** Invites `member` (a new account unless given) and has them accept: a member of the team with `role`. */
export async function addMember(team: TeamSetup, role: "admin" | "member" = "member", member?: TestUser): Promise<TestUser> {
  const joining = member ?? (await registerUser("member"));
  const invited = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: joining.email, role } });
  expect(invited.status).toBe(201);
  const accepted = await api("POST", `/api/teams/invitations/${await invitationTokenFor(joining.email)}/accept`, { token: joining.token });
  expect(accepted.status).toBe(200);
  return joining;
}

/** A round-robin team type created by the owner and hosted by `hostIds`, written in SQL. */
export async function seedTeamType(team: TeamSetup, hostIds: number[]): Promise<{ id: number; slug: string }> {
  const slug = unique("teamtype");
  const row = await env.DB.prepare(
    "insert into event_types (user_id, team_id, assignment, title, slug, location) values (?, ?, 'round-robin', 'Demo', ?, 'Online') returning id",
  )
    .bind(team.owner.id, team.id, slug)
    .first<{ id: number }>();
  await env.DB.batch(hostIds.map((userId) => env.DB.prepare("insert into event_type_hosts (event_type_id, user_id) values (?, ?)").bind(row!.id, userId)));
  return { id: row!.id, slug };
}

/** A confirmed team booking of `typeId` with `hostId`, written in SQL (the booking engine is not what these tests test). */
export async function seedTeamBooking(
  { teamId, typeId, hostId, start, bookerEmail, otherHostIds = [] }: { teamId: number; typeId: number; hostId: number; start: number; bookerEmail: string; otherHostIds?: number[] },
): Promise<number> {
  const end = start + 30 * 60_000;
  const token = unique("hash");
  const row = await env.DB.prepare(
    `insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end, booker_name,
      booker_email, cancellation_token_hash, ics_uid) values (?, ?, ?, 'Demo', ?, ?, ?, ?, 'Guest', ?, ?, ?) returning id`,
  )
    .bind(hostId, typeId, teamId, start, end, start, end, bookerEmail, token, `uid-${token}`)
    .first<{ id: number }>();
  if (otherHostIds.length > 0) {
    await env.DB.batch(otherHostIds.map((userId) => env.DB.prepare("insert into booking_hosts (booking_id, user_id) values (?, ?)").bind(row!.id, userId)));
  }
  return row!.id;
}

export const countOf = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(`select count(*) as n from ${sql}`).bind(...values).first<{ n: number }>())!.n;

export const statusOf = async (bookingId: number) =>
  (await env.DB.prepare("select status from bookings where id = ?").bind(bookingId).first<{ status: string }>())?.status;

export const versionOf = async (userId: number) =>
  (await env.DB.prepare("select availability_version as v from users where id = ?").bind(userId).first<{ v: number }>())!.v;
