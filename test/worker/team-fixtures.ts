import { env } from "cloudflare:test";
import type { HostPriority, TeamAssignment, TeamRole } from "../../worker/domain/team-terms";
import { type BookingHost, createHost, everyDay } from "./bookings-fixtures";
import { unique } from "./helpers";

/*
 * Teams, their members, team booking types and team bookings written with SQL through the test D1
 * binding: the read side (availability, the Bookings list) is tested on rows as the team writes
 * leave them, whoever writes them.
 */

export interface TeamType {
  teamId: number;
  teamName: string;
  eventTypeId: number;
  slug: string;
}

export interface TeamHostOptions {
  priority?: HostPriority;
  weight?: number;
  scheduleId?: number | null;
}

export interface TeamTypeOptions {
  assignment: TeamAssignment;
  /** Every host is a member (the first an owner); members who host nothing come in `otherMembers`. */
  hosts: readonly (BookingHost & TeamHostOptions)[];
  otherMembers?: readonly { userId: number; role: TeamRole }[];
  durations?: number[];
  maxPerDay?: number | null;
  equalDistributionLimit?: number | null;
}

/** A host in `timezone` free 09:00–17:00 every day (their own schedule, and a personal type of theirs). */
export const zonedHost = (timezone: string) => createHost({ timezone, rules: everyDay("09:00", "17:00"), durations: [30] });

export async function createTeamType(options: TeamTypeOptions): Promise<TeamType> {
  const teamName = unique("Team ");
  const team = await env.DB.prepare("insert into teams (name, slug) values (?, ?) returning id")
    .bind(teamName, unique("team-").toLowerCase())
    .first<{ id: number }>();
  const teamId = team!.id;
  const members = [
    ...options.hosts.map((host, index) => ({ userId: host.userId, role: index === 0 ? "owner" : "member" })),
    ...(options.otherMembers ?? []),
  ];
  await env.DB.batch(members.map(({ userId, role }) => env.DB.prepare("insert into team_members (team_id, user_id, role) values (?, ?, ?)").bind(teamId, userId, role)));
  const slug = unique("team-type-").toLowerCase();
  const durations = options.durations ?? [30];
  const eventType = await env.DB.prepare(
    `insert into event_types (user_id, schedule_id, title, slug, location, durations, default_duration, team_id, assignment, max_per_day, equal_distribution_limit)
     values (?, null, 'Team call', ?, 'Online', ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(options.hosts[0]!.userId, slug, JSON.stringify(durations), durations[0], teamId, options.assignment, options.maxPerDay ?? null, options.equalDistributionLimit ?? null)
    .first<{ id: number }>();
  const eventTypeId = eventType!.id;
  await env.DB.batch(
    options.hosts.map((host) =>
      env.DB.prepare("insert into event_type_hosts (event_type_id, user_id, priority, weight, schedule_id) values (?, ?, ?, ?, ?)").bind(
        eventTypeId,
        host.userId,
        host.priority ?? "medium",
        host.weight ?? 1,
        host.scheduleId ?? null,
      ),
    ),
  );
  return { teamId, teamName, eventTypeId, slug };
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
  status?: "confirmed" | "cancelled";
  /** When it was made (default: now). */
  createdAt?: number;
}

/** A booking as the writes leave it, with the availability version of each of its hosts bumped in the same batch. */
export async function seedBooking(booking: SeededBooking): Promise<number> {
  const end = booking.start + (booking.minutes ?? 30) * 60_000;
  const token = unique("seed-");
  const inserted = await env.DB.prepare(
    `insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end, booker_name, cancellation_token_hash, ics_uid, status, created_at)
     values (?, ?, ?, 'Team call', ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
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
      token,
      `${token}@hangout`,
      booking.status ?? "confirmed",
      booking.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  const id = inserted!.id;
  const others = booking.otherHostIds ?? [];
  const hosts = [booking.hostUserId, ...others];
  await env.DB.batch([
    ...others.map((userId) => env.DB.prepare("insert into booking_hosts (booking_id, user_id) values (?, ?)").bind(id, userId)),
    ...hosts.map((userId) => env.DB.prepare("update users set availability_version = availability_version + 1 where id = ?").bind(userId)),
  ]);
  return id;
}

/** Takes a host off a team type as the type's edit does, WITHOUT the version bump: the hosts' list alone must make the page fresh. */
export async function removeHostQuietly(eventTypeId: number, userId: number): Promise<void> {
  await env.DB.prepare("delete from event_type_hosts where event_type_id = ? and user_id = ?").bind(eventTypeId, userId).run();
}
