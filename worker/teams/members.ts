import { and, eq, sql } from "drizzle-orm";
import { teamMembers, users } from "../../drizzle/schema";
import { d1Statement } from "../db/d1-statements";
import type { TeamRole } from "../domain/team-terms";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import type { UpcomingChoice } from "./schemas";
import { voidInvitationsStatement } from "./invitations";
import { MEMBER_NOT_FOUND, OWNERS_ONLY, requireManager, requireMember, roleIn } from "./team-access";
import type { TeamMemberView } from "./team-view";
import { type Reassigned, reassignUpcomingBookings } from "../booking/reassign-bookings";
import { type UpcomingTeamBooking, cancelUpcoming, upcomingTeamBookings } from "./upcoming-team-bookings";

const LAST_OWNER = "A team needs at least one owner.";

/** SQL: the member may stop being an owner, i.e. they are not one, or another owner remains. */
const ownerMayGo = (teamId: number, userId: number) => sql`exists (select 1 from team_members m where m.team_id = ${teamId} and m.user_id = ${userId}
  and (m.role != 'owner' or (select count(*) from team_members o where o.team_id = ${teamId} and o.role = 'owner') > 1))`;

/** Only owners make or unmake owners; the last owner stays one (checked again inside the write). */
async function checkedTarget(db: Db, teamId: number, actorRole: TeamRole, userId: number, newRole: TeamRole | null): Promise<TeamRole> {
  const current = await roleIn(db, teamId, userId);
  if (!current) throw new HttpError(404, MEMBER_NOT_FOUND);
  if ((current === "owner" || newRole === "owner") && actorRole !== "owner") throw new HttpError(403, OWNERS_ONLY);
  return current;
}

/**
 * PATCH /api/teams/{id}/members/{userId}: owners and admins change a member's role. A member who may
 * no longer invite loses the pending invitations they sent, in the same batch.
 */
export async function changeMemberRole(
  db: Db,
  { teamId, actorId, userId, role }: { teamId: number; actorId: number; userId: number; role: TeamRole },
): Promise<{ member: TeamMemberView }> {
  const actorRole = await requireManager(db, teamId, actorId);
  const current = await checkedTarget(db, teamId, actorRole, userId, role);
  const staysOwnerOrMayGo = current === "owner" && role !== "owner" ? ownerMayGo(teamId, userId) : sql`1`;
  const d1 = db.$client;
  const mayNoLongerInvite = sql`exists (select 1 from team_members m where m.team_id = ${teamId} and m.user_id = ${userId} and m.role = 'member')`;
  const [changed] = await d1.batch<{ role: TeamRole }>([
    d1Statement(
      d1,
      db
        .update(teamMembers)
        .set({ role })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), staysOwnerOrMayGo))
        .returning({ role: teamMembers.role }),
    ),
    voidInvitationsStatement(d1, userId, teamId, mayNoLongerInvite),
  ]);
  const [updated] = changed?.results ?? [];
  if (!updated) throw new HttpError(400, LAST_OWNER);
  const [user] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
  return { member: { user_id: userId, username: user?.username ?? "", email: user?.email ?? "", role: updated.role } };
}

/** A member who has left the team, with the upcoming bookings they were on when they left. */
export interface LeftHost {
  teamId: number;
  userId: number;
  upcoming: readonly UpcomingTeamBooking[];
  now: number;
}

/** What was done with the left host's upcoming bookings: collective ones are dropped from, not moved. */
export type SettledUpcoming = Reassigned;

/**
 * What each choice does with the upcoming bookings a leaving host was on, once they are off the
 * team's types (so no choice can hand a booking back to them). A new choice is a new entry here and
 * in `removalSchema`.
 */
const SETTLE_UPCOMING: Record<UpcomingChoice, (db: Db, env: Env, left: LeftHost) => Promise<SettledUpcoming>> = {
  reassign: (db, env, { teamId, userId, now }) => reassignUpcomingBookings(db, env, { teamId, userId, now }),
  cancel: async (db, env, { upcoming, now }) => ({ reassigned: 0, cancelled: await cancelUpcoming(db, env, upcoming, now), dropped: 0 }),
};

/**
 * The batch that takes a member out of a team, all of it only while another owner remains when they
 * are one: every host of the types they hosted gets a new availability version (the hosts change),
 * their `event_type_hosts` rows on the team's types go, the pending invitations they sent are voided,
 * then their membership goes; last, the upcoming team bookings they are on, read once they are out.
 */
function removalStatements(db: Db, teamId: number, userId: number): D1PreparedStatement[] {
  const d1 = db.$client;
  const mayGo = ownerMayGo(teamId, userId);
  const theirTeamTypes = sql`select h.event_type_id from event_type_hosts h join event_types t on t.id = h.event_type_id
    where h.user_id = ${userId} and t.team_id = ${teamId}`;
  return [
    d1Statement(d1, sql`update users set availability_version = availability_version + 1
      where (id = ${userId} or id in (select user_id from event_type_hosts where event_type_id in (${theirTeamTypes}))) and ${mayGo}`),
    d1Statement(d1, sql`delete from event_type_hosts where user_id = ${userId}
      and event_type_id in (select id from event_types where team_id = ${teamId}) and ${mayGo}`),
    voidInvitationsStatement(d1, userId, teamId, mayGo),
    d1Statement(d1, sql`delete from team_members where team_id = ${teamId} and user_id = ${userId} and ${mayGo} returning user_id as id`),
  ];
}

/**
 * DELETE /api/teams/{id}/members/{userId}: owners and admins remove a member, or a member leaves.
 * Past bookings stay as they are; the upcoming ones they are on follow the caller's choice.
 */
export async function removeMember(
  db: Db,
  env: Env,
  { teamId, actorId, userId, upcoming, now }: { teamId: number; actorId: number; userId: number; upcoming: UpcomingChoice; now: number },
): Promise<{ upcoming: SettledUpcoming }> {
  if (actorId === userId) await requireMember(db, teamId, userId);
  else await checkedTarget(db, teamId, await requireManager(db, teamId, actorId), userId, null);
  const d1 = db.$client;
  const removal = removalStatements(db, teamId, userId);
  // Only the last statement's rows are bookings; the membership's deletion (the removal's last) is read for its count alone.
  const results = await d1.batch<UpcomingTeamBooking>([...removal, upcomingTeamBookings(d1, teamId, now, userId)]);
  if ((results[removal.length - 1]?.results.length ?? 0) === 0) throw new HttpError(400, LAST_OWNER);
  const settled = await SETTLE_UPCOMING[upcoming](db, env, { teamId, userId, upcoming: results[removal.length]?.results ?? [], now });
  return { upcoming: settled };
}
