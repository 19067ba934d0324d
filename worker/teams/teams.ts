import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { eventTypeHosts, eventTypes, teamInvitations, teamMembers, teams, users } from "../../drizzle/schema";
import { d1Statement } from "../db/d1-statements";
import { violatesConstraint } from "../db/constraint-violation";
import type { Db, Env } from "../env";
import { releaseImage } from "../event-types/images";
import { retireSlugsStatement } from "../event-types/slugs";
import { HttpError } from "../http/http-error";
import type { CreateTeamInput, UpdateTeamInput } from "./schemas";
import { OWNERS_ONLY, TEAM_NOT_FOUND, canManage, requireManager, requireMember, roleIn } from "./team-access";
import type { InvitationView, TeamMemberView, TeamView } from "./team-view";
import { type UpcomingTeamBooking, cancelUpcoming, upcomingTeamBookings } from "./upcoming-team-bookings";

const SLUG_TAKEN = "That team address is taken.";

/** A write that lost the team address to another team reads as the address taken. */
async function slugMustBeFree<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatesConstraint(error, "UNIQUE", "teams.slug")) throw new HttpError(409, SLUG_TAKEN);
    throw error;
  }
}

/** POST /api/teams: the creator is its first owner, written in the team's own batch. */
export async function createTeam(db: Db, userId: number, input: CreateTeamInput): Promise<{ team: TeamView }> {
  const [[team]] = await slugMustBeFree(
    db.batch([
      db.insert(teams).values({ name: input.name, slug: input.slug }).returning(),
      db.insert(teamMembers).select(
        db
          .select({ teamId: teams.id, userId: sql<number>`${userId}`.as("user_id"), role: sql<"owner">`'owner'`.as("role"), createdAt: teams.createdAt })
          .from(teams)
          .where(eq(teams.slug, input.slug)),
      ),
    ]),
  );
  return { team: { id: team!.id, name: team!.name, slug: team!.slug, role: "owner" } };
}

/** GET /api/teams: the caller's teams, oldest first. */
export async function listTeams(db: Db, userId: number): Promise<{ teams: TeamView[] }> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.id));
  return { teams: rows };
}

export interface TeamDetails {
  team: TeamView;
  members: TeamMemberView[];
  /** Pending ones, for owners and admins only; [] for members. */
  invitations: InvitationView[];
}

/** GET /api/teams/{id}: members longest-standing first; a stranger gets 404. */
export async function readTeam(db: Db, teamId: number, userId: number, now: number): Promise<TeamDetails> {
  const role = await requireMember(db, teamId, userId);
  const [[team], members, invitations] = await db.batch([
    db.select({ id: teams.id, name: teams.name, slug: teams.slug }).from(teams).where(eq(teams.id, teamId)),
    db
      .select({ user_id: users.id, username: users.username, email: users.email, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(asc(teamMembers.createdAt), asc(teamMembers.userId)),
    db
      .select({ id: teamInvitations.id, email: teamInvitations.email, role: teamInvitations.role, expiresAt: teamInvitations.expiresAt })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)))
      .orderBy(asc(teamInvitations.id)),
  ]);
  if (!team) throw new HttpError(404, TEAM_NOT_FOUND);
  return {
    team: { ...team, role },
    members,
    invitations: canManage(role)
      ? invitations.map((invitation) => ({ id: invitation.id, email: invitation.email, role: invitation.role, expires_at: new Date(invitation.expiresAt).toISOString() }))
      : [],
  };
}

/** PATCH /api/teams/{id}: owners and admins rename it or give it another address. */
export async function updateTeam(db: Db, teamId: number, userId: number, input: UpdateTeamInput): Promise<{ team: TeamView }> {
  const role = await requireManager(db, teamId, userId);
  const changes = { ...(input.name !== undefined && { name: input.name }), ...(input.slug !== undefined && { slug: input.slug }) };
  const [updated] =
    Object.keys(changes).length === 0
      ? await db.select().from(teams).where(eq(teams.id, teamId))
      : await slugMustBeFree(db.update(teams).set(changes).where(eq(teams.id, teamId)).returning());
  if (!updated) throw new HttpError(404, TEAM_NOT_FOUND);
  return { team: { id: updated.id, name: updated.name, slug: updated.slug, role } };
}

/**
 * DELETE /api/teams/{id}, owners only. One batch takes the snapshot of its upcoming bookings, bumps
 * every member's and host's availability version, retires its types' slugs (their /book links never
 * show someone else's page) and deletes the team, its members, invitations and types. The bookings
 * are then cancelled as their host would, with mail; past ones stay, without their team.
 */
export async function deleteTeam(db: Db, env: Env, teamId: number, userId: number, now: number): Promise<{ message: string }> {
  const role = await roleIn(db, teamId, userId);
  if (role !== "owner") throw new HttpError(403, OWNERS_ONLY);
  const teamTypes = db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.teamId, teamId));
  const images = await db.select({ key: eventTypes.imageKey }).from(eventTypes).where(eq(eventTypes.teamId, teamId));
  const d1 = db.$client;
  const [upcoming] = await d1.batch<UpcomingTeamBooking>([
    upcomingTeamBookings(d1, teamId, now),
    d1Statement(
      d1,
      db
        .update(users)
        .set({ availabilityVersion: sql`${users.availabilityVersion} + 1` })
        .where(
          inArray(
            users.id,
            db
              .select({ id: teamMembers.userId })
              .from(teamMembers)
              .where(eq(teamMembers.teamId, teamId))
              .union(db.select({ id: eventTypeHosts.userId }).from(eventTypeHosts).where(inArray(eventTypeHosts.eventTypeId, teamTypes))),
          ),
        ),
    ),
    d1Statement(d1, retireSlugsStatement(db, eq(eventTypes.teamId, teamId))),
    d1Statement(d1, db.delete(teams).where(eq(teams.id, teamId))),
  ]);
  await cancelUpcoming(db, env, upcoming?.results ?? [], now);
  for (const { key } of images) await releaseImage(db, env.IMAGES, key);
  return { message: "Team deleted." };
}
