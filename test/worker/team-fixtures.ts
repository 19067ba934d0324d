import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { HostPriority, TeamAssignment, TeamRole } from "../../worker/domain/team-terms";
import { type BookingHost, createHost, everyDay, type HostOptions, outboxRowsTo, waitForMail } from "./bookings-fixtures";
import { api, registerUser, type TestUser, unique } from "./helpers";

/*
 * The one home of team test data. Teams are made through the API (createTeam, addMember) where membership is
 * the subject; everywhere else teams, team booking types and team bookings are written with SQL through the
 * test D1 binding, as the team writes leave them: those tests are about the booking path and the read side.
 */

/** A team made with SQL: `hosts` are its members, the first its owner. */
export interface SeededTeam {
  id: number;
  slug: string;
  hosts: BookingHost[];
}

/** A team made through the API by `owner`. */
export interface TeamSetup {
  id: number;
  slug: string;
  owner: TestUser;
}

async function insertTeam(members: readonly { userId: number; role: TeamRole }[]): Promise<{ id: number; name: string; slug: string }> {
  const slug = unique("team-").toLowerCase();
  const name = `Team ${slug}`;
  const team = await env.DB.prepare("insert into teams (name, slug) values (?, ?) returning id").bind(name, slug).first<{ id: number }>();
  await env.DB.batch(
    members.map(({ userId, role }) => env.DB.prepare("insert into team_members (team_id, user_id, role) values (?, ?, ?)").bind(team!.id, userId, role)),
  );
  return { id: team!.id, name, slug };
}

const ownerFirst = (hosts: readonly { userId: number }[]) => hosts.map(({ userId }, index) => ({ userId, role: index === 0 ? ("owner" as const) : ("member" as const) }));

/** A team of `count` fresh hosts (each with a schedule, every day 09:00–17:00 unless told), the first its owner. */
export async function seedTeam(count: number, options: HostOptions = {}): Promise<SeededTeam> {
  const hosts: BookingHost[] = [];
  for (let i = 0; i < count; i++) hosts.push(await createHost(options));
  return seedTeamOf(hosts);
}

/** A team of the given hosts, the first its owner. */
export async function seedTeamOf(hosts: BookingHost[]): Promise<SeededTeam> {
  const { id, slug } = await insertTeam(ownerFirst(hosts));
  return { id, slug, hosts };
}

/** A host in `timezone` free 09:00–17:00 every day (their own schedule, and a personal type of theirs). */
export const zonedHost = (timezone: string) => createHost({ timezone, rules: everyDay("09:00", "17:00"), durations: [30] });

export interface SeededHost {
  userId: number;
  priority?: HostPriority;
  weight?: number;
  scheduleId?: number | null;
}

export interface TeamTypeOptions {
  assignment: TeamAssignment;
  /** Default: every host of a seeded team, or the owner of a team made through the API. */
  hosts?: readonly SeededHost[];
  title?: string;
  durations?: number[];
  bufferTime?: number;
  maxPerDay?: number | null;
  reminderOffsets?: number[];
  remindHost?: boolean;
  useWeights?: boolean;
  equalDistributionLimit?: number | null;
}

export interface SeededTeamType {
  id: number;
  slug: string;
}

/** A public team booking type and its hosts, created by the team's first host or owner. */
export async function seedTeamType(team: SeededTeam | TeamSetup, options: TeamTypeOptions): Promise<SeededTeamType> {
  const durations = options.durations ?? [30];
  const slug = unique(options.assignment === "collective" ? "panel" : "sales").toLowerCase();
  const creator = "owner" in team ? team.owner.id : team.hosts[0]!.userId;
  const row = await env.DB.prepare(
    `insert into event_types (user_id, schedule_id, title, slug, location, durations, default_duration, is_public, buffer_time,
       max_per_day, reminder_offsets, remind_host, team_id, assignment, use_weights, equal_distribution_limit)
     values (?, null, ?, ?, 'Online', ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      creator,
      options.title ?? (options.assignment === "collective" ? "Panel interview" : "Sales call"),
      slug,
      JSON.stringify(durations),
      durations[durations.length - 1]!,
      options.bufferTime ?? 0,
      options.maxPerDay ?? null,
      JSON.stringify(options.reminderOffsets ?? []),
      options.remindHost ? 1 : 0,
      team.id,
      options.assignment,
      options.useWeights ? 1 : 0,
      options.equalDistributionLimit ?? null,
    )
    .first<{ id: number }>();
  const hosts: readonly SeededHost[] = options.hosts ?? ("owner" in team ? [{ userId: team.owner.id }] : team.hosts.map(({ userId }) => ({ userId })));
  await env.DB.batch(
    hosts.map((host) =>
      env.DB.prepare("insert into event_type_hosts (event_type_id, user_id, priority, weight, schedule_id) values (?, ?, ?, ?, ?)").bind(
        row!.id,
        host.userId,
        host.priority ?? "medium",
        host.weight ?? 1,
        host.scheduleId ?? null,
      ),
    ),
  );
  return { id: row!.id, slug };
}

export interface TeamWithType {
  teamId: number;
  teamName: string;
  eventTypeId: number;
  slug: string;
}

/** A new team whose hosts (the first its owner) host one "Team call" type; members who host nothing come in `otherMembers`. */
export async function createTeamType(
  options: TeamTypeOptions & { hosts: readonly (BookingHost & SeededHost)[]; otherMembers?: readonly { userId: number; role: TeamRole }[] },
): Promise<TeamWithType> {
  const team = await insertTeam([...ownerFirst(options.hosts), ...(options.otherMembers ?? [])]);
  const type = await seedTeamType({ id: team.id, slug: team.slug, hosts: [...options.hosts] }, { title: "Team call", ...options });
  return { teamId: team.id, teamName: team.name, eventTypeId: type.id, slug: type.slug };
}

export interface SeededBooking {
  hostUserId: number;
  /** A collective booking's other hosts (booking_hosts rows). */
  otherHostIds?: readonly number[];
  eventTypeId: number | null;
  teamId?: number | null;
  start: number;
  minutes?: number;
  bookerName?: string;
  bookerEmail?: string;
  status?: "confirmed" | "cancelled";
  /** When it was made (default: now). */
  createdAt?: number;
}

/** A team booking as the writes leave it, with the availability version of each of its hosts bumped in the same batch. */
export async function seedTeamBooking(booking: SeededBooking): Promise<number> {
  const end = booking.start + (booking.minutes ?? 30) * 60_000;
  const token = unique("seed-");
  const inserted = await env.DB.prepare(
    `insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end, booker_name, booker_email,
       cancellation_token_hash, ics_uid, status, created_at)
     values (?, ?, ?, 'Team call', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      booking.hostUserId,
      booking.eventTypeId,
      booking.teamId ?? null,
      booking.start,
      end,
      booking.start,
      end,
      booking.bookerName ?? "Grace Hopper",
      booking.bookerEmail ?? null,
      token,
      `${token}@hangout`,
      booking.status ?? "confirmed",
      booking.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  const id = inserted!.id;
  const others = booking.otherHostIds ?? [];
  await env.DB.batch([
    ...others.map((userId) => env.DB.prepare("insert into booking_hosts (booking_id, user_id) values (?, ?)").bind(id, userId)),
    ...[booking.hostUserId, ...others].map((userId) => env.DB.prepare("update users set availability_version = availability_version + 1 where id = ?").bind(userId)),
  ]);
  return id;
}

/** Takes a host off a team type as the type's edit does, WITHOUT the version bump: the hosts' list alone must make the page fresh. */
export async function removeHostQuietly(eventTypeId: number, userId: number): Promise<void> {
  await env.DB.prepare("delete from event_type_hosts where event_type_id = ? and user_id = ?").bind(eventTypeId, userId).run();
}

/** Every host of a booking, by user id: its holder and the others on it. */
export async function hostsOf(bookingId: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "select host_user_id as id from bookings where id = ?1 union select user_id as id from booking_hosts where booking_id = ?1 order by id",
  )
    .bind(bookingId)
    .all<{ id: number }>();
  return results.map((row) => row.id);
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
  if (!token) throw new Error(`no invitation mailed to ${address}; its outbox rows: ${JSON.stringify(await outboxRowsTo(address))}`);
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

export const countOf = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(`select count(*) as n from ${sql}`).bind(...values).first<{ n: number }>())!.n;

export const statusOf = async (bookingId: number) =>
  (await env.DB.prepare("select status from bookings where id = ?").bind(bookingId).first<{ status: string }>())?.status;

export const versionOf = async (userId: number) =>
  (await env.DB.prepare("select availability_version as v from users where id = ?").bind(userId).first<{ v: number }>())!.v;
