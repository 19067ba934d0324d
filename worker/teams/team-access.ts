import { and, eq } from "drizzle-orm";
import { teamMembers } from "../../drizzle/schema";
import type { TeamRole } from "../domain/team-terms";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";

/*
 * Who may do what in a team. A stranger reading a team gets the 404 a missing team gets; a stranger
 * or plain member managing one gets one 403, so no answer tells whether a team id exists.
 */

export const TEAM_NOT_FOUND = "Team not found.";
export const MANAGERS_ONLY = "Only a team's owners and admins can do that.";
export const OWNERS_ONLY = "Only a team's owners can do that.";
export const MEMBER_NOT_FOUND = "Team member not found.";

export const canManage = (role: TeamRole | null): boolean => role === "owner" || role === "admin";

/** The user's role in the team; null: not a member (or no such team). */
export async function roleIn(db: Db, teamId: number, userId: number): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/** The member's role; anyone else: 404. */
export async function requireMember(db: Db, teamId: number, userId: number): Promise<TeamRole> {
  const role = await roleIn(db, teamId, userId);
  if (!role) throw new HttpError(404, TEAM_NOT_FOUND);
  return role;
}

/** An owner's or admin's role; anyone else: 403. */
export async function requireManager(db: Db, teamId: number, userId: number): Promise<TeamRole> {
  const role = await roleIn(db, teamId, userId);
  if (!role || !canManage(role)) throw new HttpError(403, MANAGERS_ONLY);
  return role;
}
