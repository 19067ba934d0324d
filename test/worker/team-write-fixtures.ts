import { env } from "cloudflare:test";
import type { HostPriority, TeamAssignment } from "../../worker/domain/team-terms";
import { type BookingHost, createHost, type HostOptions } from "./bookings-fixtures";
import { unique } from "./helpers";

/*
 * Teams and team booking types seeded with SQL through the test D1 binding, as the teams API would
 * write them: the tests here are about the booking path, not about managing teams.
 */

export interface SeededTeam {
  id: number;
  slug: string;
  hosts: BookingHost[];
}

/** A team of `count` fresh hosts (each with a schedule, every day 09:00–17:00 unless told), the first its owner. */
export async function seedTeam(count: number, options: HostOptions = {}): Promise<SeededTeam> {
  const hosts: BookingHost[] = [];
  for (let i = 0; i < count; i++) hosts.push(await createHost(options));
  const slug = unique("team");
  const team = await env.DB.prepare("insert into teams (name, slug) values (?, ?) returning id").bind(`Team ${slug}`, slug).first<{ id: number }>();
  await env.DB.batch(
    hosts.map((host, i) =>
      env.DB.prepare("insert into team_members (team_id, user_id, role) values (?, ?, ?)").bind(team!.id, host.userId, i === 0 ? "owner" : "member"),
    ),
  );
  return { id: team!.id, slug, hosts };
}

export interface SeededHost {
  userId: number;
  priority?: HostPriority;
  weight?: number;
  scheduleId?: number | null;
}

export interface TeamTypeOptions {
  assignment: TeamAssignment;
  /** Default: every member of the team, medium priority, weight 1, their default schedule. */
  hosts?: SeededHost[];
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

/** A public team booking type and its hosts. */
export async function seedTeamType(team: SeededTeam, options: TeamTypeOptions): Promise<SeededTeamType> {
  const durations = options.durations ?? [30];
  const slug = unique(options.assignment === "collective" ? "panel" : "sales");
  const creator = team.hosts[0]!.userId;
  const row = await env.DB.prepare(
    `insert into event_types (user_id, schedule_id, title, slug, location, durations, default_duration, is_public, buffer_time,
       max_per_day, reminder_offsets, remind_host, team_id, assignment, use_weights, equal_distribution_limit)
     values (?, null, ?, ?, 'Online', ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      creator,
      options.assignment === "collective" ? "Panel interview" : "Sales call",
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
  const hosts: SeededHost[] = options.hosts ?? team.hosts.map((host) => ({ userId: host.userId }));
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

/** A confirmed collective booking written straight into the tables: `hosts[0]` holds it, the others are on it. */
export async function seedCollectiveBooking(
  teamId: number,
  eventTypeId: number | null,
  hostIds: readonly number[],
  time: { start: number; end: number },
): Promise<number> {
  const token = unique("seeded-collective");
  const row = await env.DB.prepare(
    `insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end,
       booker_name, cancellation_token_hash, ics_uid)
     values (?, ?, ?, 'Panel', ?, ?, ?, ?, 'Seed', ?, ?) returning id`,
  )
    .bind(hostIds[0]!, eventTypeId, teamId, time.start, time.end, time.start, time.end, token, `${token}@hangout`)
    .first<{ id: number }>();
  await env.DB.batch(hostIds.slice(1).map((userId) => env.DB.prepare("insert into booking_hosts (booking_id, user_id) values (?, ?)").bind(row!.id, userId)));
  return row!.id;
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
