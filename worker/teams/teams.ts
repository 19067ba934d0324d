import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { eventTypeHosts, eventTypes, teamInvitations, teamMembers, teams, users } from "../../drizzle/schema";
import { d1Statement } from "../db/d1-statements";
import { violatesConstraint } from "../db/constraint-violation";
import type { Db, Env } from "../env";
import { releaseImage } from "../event-types/images";
import { retireSlugsStatement } from "../event-types/slugs";
import { HttpError } from "../http/http-error";
import { storedJitsiBase } from "../meeting/stored-jitsi-base";
import type { CreateTeamInput, UpdateTeamInput } from "./schemas";
import { OWNERS_ONLY, TEAM_NOT_FOUND, canManage, requireManager, requireMember, roleIn } from "./team-access";
import { ADDRESS_RETIRED, addressFreeFor, retireAddressesStatement } from "./team-addresses";
import type { InvitationView, TeamMemberView, TeamSettingsView, TeamView } from "./team-view";
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

/**
 * POST /api/teams: the creator is its first owner, written in the team's own batch. An address
 * another team held is refused inside the insert, so a rename racing this one cannot hand it over.
 */
export async function createTeam(db: Db, userId: number, input: CreateTeamInput): Promise<{ team: TeamView }> {
  const free = addressFreeFor(input.slug, null);
  const d1 = db.$client;
  const [created] = await slugMustBeFree(
    d1.batch<{ id: number; name: string; slug: string }>([
      d1Statement(d1, sql`insert into ${teams} (name, slug) select ${input.name}, ${input.slug} where ${free} returning id, name, slug`),
      d1Statement(
        d1,
        db.insert(teamMembers).select(
          db
            .select({ teamId: teams.id, userId: sql<number>`${userId}`.as("user_id"), role: sql<"owner">`'owner'`.as("role"), createdAt: teams.createdAt })
            .from(teams)
            .where(and(eq(teams.slug, input.slug), free)),
        ),
      ),
    ]),
  );
  const [team] = created?.results ?? [];
  if (!team) throw new HttpError(409, ADDRESS_RETIRED);
  return { team: { ...team, role: "owner" } };
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
  team: TeamSettingsView;
  members: TeamMemberView[];
  /** Pending ones, for owners and admins only; [] for members. */
  invitations: InvitationView[];
}

/** GET /api/teams/{id}: members longest-standing first; a stranger gets 404. */
export async function readTeam(db: Db, teamId: number, userId: number, now: number): Promise<TeamDetails> {
  const role = await requireMember(db, teamId, userId);
  const [[team], members, invitations] = await db.batch([
    db.select({ id: teams.id, name: teams.name, slug: teams.slug, jitsi_base: teams.jitsiBase }).from(teams).where(eq(teams.id, teamId)),
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

/** The team's columns an update writes: only what was given; the Jitsi server checked (400) before anything is written. */
const changesOf = (input: UpdateTeamInput) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.slug !== undefined && { slug: input.slug }),
  ...(input.jitsi_base !== undefined && { jitsiBase: storedJitsiBase(input.jitsi_base) }),
});

/**
 * PATCH /api/teams/{id}: owners and admins rename it, give it another address or another Jitsi
 * server. A new address retires the old one in the same batch (docs/TEAMS.md); both statements
 * write nothing when another team once held the new one.
 */
export async function updateTeam(db: Db, teamId: number, userId: number, input: UpdateTeamInput): Promise<{ team: TeamSettingsView }> {
  const role = await requireManager(db, teamId, userId);
  const changes = changesOf(input);
  const free = changes.slug === undefined ? sql`1` : addressFreeFor(changes.slug, teamId);
  const leavesItsAddress = changes.slug === undefined ? sql`0` : ne(teams.slug, changes.slug);
  const [updated] =
    Object.keys(changes).length === 0
      ? await db.select().from(teams).where(eq(teams.id, teamId))
      : (
          await slugMustBeFree(
            db.batch([
              retireAddressesStatement(db, and(eq(teams.id, teamId), leavesItsAddress, free), userId),
              db.update(teams).set(changes).where(and(eq(teams.id, teamId), free)).returning(),
            ]),
          )
        )[1];
  if (!updated) throw changes.slug === undefined ? new HttpError(404, TEAM_NOT_FOUND) : new HttpError(409, ADDRESS_RETIRED);
  return { team: { id: updated.id, name: updated.name, slug: updated.slug, jitsi_base: updated.jitsiBase, role } };
}

/**
 * DELETE /api/teams/{id}, owners only. One batch takes the snapshot of its upcoming bookings, bumps
 * every member's and host's availability version, retires its types' slugs and its address (their
 * /book and /team links never show someone else's page) and deletes the team, its members, invitations and types. The bookings
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
    d1Statement(d1, retireAddressesStatement(db, eq(teams.id, teamId), userId)),
    d1Statement(d1, db.delete(teams).where(eq(teams.id, teamId))),
  ]);
  await cancelUpcoming(db, env, upcoming?.results ?? [], now);
  for (const { key } of images) await releaseImage(db, env.IMAGES, key);
  return { message: "Team deleted." };
}
