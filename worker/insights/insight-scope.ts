import { type SQL, sql } from "drizzle-orm";

/*
 * Whose bookings Insights reads (docs/INSIGHTS.md): the viewer's own (as a host, collective ones
 * included), a team's, one booking type's, or one host's of a team. Team figures are for the team's
 * owners and admins only; a personal type only for its owner.
 */

export type InsightScope =
  | { kind: "me" }
  | { kind: "team"; teamId: number }
  | { kind: "type"; typeId: number }
  | { kind: "host"; teamId: number; hostId: number };

/** "me", "team:12", "type:5" or "team:12:host:7"; null for anything else. */
export function parseScope(text: string): InsightScope | null {
  if (text === "me") return { kind: "me" };
  const match = /^(team|type):([1-9][0-9]{0,15})(?::host:([1-9][0-9]{0,15}))?$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[3] !== undefined) return match[1] === "team" ? { kind: "host", teamId: id, hostId: Number(match[3]) } : null;
  return match[1] === "team" ? { kind: "team", teamId: id } : { kind: "type", typeId: id };
}

/** What the viewer may read of a scope: everything, nothing because it is not theirs to read (403), or nothing because it is not there for them (404). */
export type ScopeAccess = "allowed" | "forbidden" | "missing";

/** The viewer's access to a team's figures, from their role in it. */
const teamAccess = (teamId: SQL, viewerId: number) => sql`(select case role when 'owner' then 'allowed' when 'admin' then 'allowed' else 'forbidden' end
  from team_members where team_id = ${teamId} and user_id = ${viewerId})`;

/** SQL answering the scope's ScopeAccess for the viewer, as one value. */
export function scopeAccess(scope: InsightScope, viewerId: number): SQL {
  if (scope.kind === "me") return sql`'allowed'`;
  if (scope.kind === "team") return sql`coalesce(${teamAccess(sql`${scope.teamId}`, viewerId)}, 'missing')`;
  if (scope.kind === "host") {
    return sql`case when not exists (select 1 from team_members where team_id = ${scope.teamId} and user_id = ${scope.hostId}) then 'missing'
      else coalesce(${teamAccess(sql`${scope.teamId}`, viewerId)}, 'missing') end`;
  }
  // A personal type is its owner's alone; a team type's figures are the team's.
  return sql`coalesce((select case when t.team_id is null then case when t.user_id = ${viewerId} then 'allowed' else 'missing' end
    else coalesce(${teamAccess(sql`t.team_id`, viewerId)}, 'missing') end from event_types t where t.id = ${scope.typeId}), 'missing')`;
}

/** A host's bookings: those they hold, and the collective ones they are on. */
const hostedBy = (userId: number, inRange: SQL) =>
  sql`((b.host_user_id = ${userId} and ${inRange}) or (b.id in (select booking_id from booking_hosts where user_id = ${userId}) and ${inRange}))`;

/**
 * The scope's bookings (alias `b`) that start in [start, end), only when the viewer may read them:
 * the range sits inside each branch so every branch can use its own (…, start_time) index.
 */
export function scopedBookings(scope: InsightScope, viewerId: number, { start, end }: { start: number; end: number }): SQL {
  const inRange = sql`b.start_time >= ${start} and b.start_time < ${end}`;
  const allowed = sql`${scopeAccess(scope, viewerId)} = 'allowed'`;
  if (scope.kind === "me") return hostedBy(viewerId, inRange);
  if (scope.kind === "team") return sql`b.team_id = ${scope.teamId} and ${inRange} and ${allowed}`;
  if (scope.kind === "type") return sql`b.event_type_id = ${scope.typeId} and ${inRange} and ${allowed}`;
  return sql`b.team_id = ${scope.teamId} and ${hostedBy(scope.hostId, inRange)} and ${allowed}`;
}
