import { type SQL, and, eq, isNull, sql } from "drizzle-orm";
import { teamInvitations, teamMembers, teams, users } from "../../drizzle/schema";
import { publicOrigin } from "../config/public-origin";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { DAY_MS } from "../domain/calendar-days";
import type { TeamRole } from "../domain/team-terms";
import { enqueueOutbox } from "../email/outbox";
import { initialStatusOf } from "../email/recipient-limits";
import { hostWordsFor } from "../email/mail-words";
import { teamInvitationMessage } from "../email/team-messages";
import type { AuthUser, Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from "../http/link-token";
import { type RateLimit, enforceRateLimit } from "../http/rate-limit";
import type { InvitationInput } from "./schemas";
import { TEAM_NOT_FOUND, requireManager } from "./team-access";
import type { InvitationView, TeamView } from "./team-view";

/*
 * Invitations by email (docs/TEAMS.md): a single-use link, 256 random bits of which only the SHA-256 is
 * stored (like a booking's links), valid for a week and accepted by the signed-in account that has
 * the invited address.
 */

const VALID_DAYS = 7;
const INVITATION_NOT_FOUND = "Invitation not found.";
const NO_LONGER_VALID = "This invitation is no longer valid.";

/**
 * Anyone can make a team, and an invitation mails any address words of the inviter's choosing (the
 * team's name): each address gets few of them (recipient-limits.ts), and each account sends few.
 */
const invitationsOf = (userId: number): RateLimit => ({
  key: `team-invitations:account:${userId}`,
  limit: 30,
  windowSeconds: 3600,
  message: "You have sent too many invitations in the last hour. Please wait a while and try again.",
});

/** POST /api/teams/{id}/invitations: owners and admins invite; an earlier pending invitation to the address is replaced. */
export async function inviteMember(
  db: Db,
  env: Env,
  { teamId, inviter, input, now }: { teamId: number; inviter: AuthUser; input: InvitationInput; now: number },
): Promise<{ invitation: InvitationView }> {
  await requireManager(db, teamId, inviter.id);
  const [[team], [member], [invitee]] = await db.batch([
    db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)),
    db
      .select({ id: users.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(users.email, input.email))),
    db.select({ locale: users.locale }).from(users).where(eq(users.email, input.email)),
  ]);
  if (!team) throw new HttpError(404, TEAM_NOT_FOUND);
  if (member) throw new HttpError(409, "That person is already a member of this team.");
  await enforceRateLimit(db, invitationsOf(inviter.id), now);
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const expiresAt = now + VALID_DAYS * DAY_MS;
  // The invitee's language when they have an account, else the inviter's: the best guess at a language they read (docs/LANGUAGES.md).
  const message = teamInvitationMessage(await hostWordsFor(env.ASSETS, invitee?.locale ?? inviter.locale), {
    toAddress: input.email,
    inviterUsername: inviter.username,
    teamName: team.name,
    role: input.role,
    joinUrl: `${publicOrigin(env)}/teams/join/${token}`,
    validDays: VALID_DAYS,
  });
  const d1 = db.$client;
  const [, [invitationId] = [], outboxIds = []] = await batchReturningIds(d1, [
    d1Statement(d1, db.delete(teamInvitations).where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, input.email), isNull(teamInvitations.acceptedAt)))),
    d1Statement(
      d1,
      db
        .insert(teamInvitations)
        .values({ teamId, email: input.email, role: input.role, tokenHash, invitedByUserId: inviter.id, expiresAt })
        .returning({ id: teamInvitations.id }),
    ),
    d1Statement(d1, sql`
      insert into email_outbox (kind, to_address, subject, body, html, status)
      values (${message.kind}, ${message.toAddress}, ${message.subject}, ${message.body}, ${message.html}, ${initialStatusOf(message, now)})
      returning id`),
  ]);
  await enqueueOutbox(env, outboxIds);
  return { invitation: { id: invitationId!, email: input.email, role: input.role, expires_at: new Date(expiresAt).toISOString() } };
}

/**
 * DELETE /api/teams/{id}/invitations/{invitationId}: owners and admins withdraw any pending
 * invitation of their team; another team's, or one already accepted, is 404 and stays as it is.
 */
export async function withdrawInvitation(db: Db, { teamId, actorId, invitationId }: { teamId: number; actorId: number; invitationId: number }): Promise<{ message: string }> {
  await requireManager(db, teamId, actorId);
  const [withdrawn] = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId), isNull(teamInvitations.acceptedAt)))
    .returning({ id: teamInvitations.id });
  if (!withdrawn) throw new HttpError(404, INVITATION_NOT_FOUND);
  return { message: "Invitation withdrawn." };
}

/**
 * The statement that voids the pending invitations `inviterId` sent (for one team, or for all of
 * theirs), `andWhere` holding: voided when the inviter is removed, may no longer invite or deletes
 * their account, so nobody comes back in through a link they sent (docs/TEAMS.md).
 */
export function voidInvitationsStatement(d1: D1Database, inviterId: number, teamId: number | null, andWhere: SQL = sql`1`): D1PreparedStatement {
  const ofTeam = teamId === null ? sql`` : sql`and team_id = ${teamId}`;
  return d1Statement(d1, sql`delete from team_invitations where invited_by_user_id = ${inviterId} and accepted_at is null ${ofTeam} and ${andWhere}`);
}

/**
 * SQL: the invitation's sender may still invite to its team. Their invitations are voided when they
 * may not; this also closes those sent before that rule (and by accounts deleted before it).
 */
const senderMayStillInvite = sql`exists (select 1 from team_members m where m.team_id = ${teamInvitations.teamId}
  and m.user_id = ${teamInvitations.invitedByUserId} and m.role in ('owner', 'admin'))`;

interface FoundInvitation {
  id: number;
  teamId: number;
  email: string;
  role: TeamRole;
  expiresAt: number;
  acceptedAt: number | null;
  team: { id: number; name: string; slug: string };
}

/** The invitation a link's token stands for, still open; unknown: 404, used or expired: 410. */
async function findOpenInvitation(db: Db, token: string, now: number): Promise<FoundInvitation> {
  if (!isWellFormedLinkToken(token)) throw new HttpError(404, INVITATION_NOT_FOUND);
  const [found] = await db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      senderMayInvite: sql<number>`${senderMayStillInvite}`,
      team: { id: teams.id, name: teams.name, slug: teams.slug },
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(eq(teamInvitations.tokenHash, hashLinkToken(token)));
  if (!found) throw new HttpError(404, INVITATION_NOT_FOUND);
  if (found.acceptedAt !== null || found.expiresAt <= now || !found.senderMayInvite) throw new HttpError(410, NO_LONGER_VALID);
  return found;
}

/** GET /api/teams/invitations/{token}: what the join page shows before the invitee accepts. */
export async function readInvitation(db: Db, token: string, now: number): Promise<{ team: { name: string; slug: string }; email: string; role: TeamRole }> {
  const found = await findOpenInvitation(db, token, now);
  return { team: { name: found.team.name, slug: found.team.slug }, email: found.email, role: found.role };
}

/**
 * POST /api/teams/invitations/{token}/accept: only the account with the invited address. The
 * invitation is used up and the membership written in one batch; of two racing accepts one wins,
 * the other reads the invitation as used. Someone already in the team keeps their role.
 */
export async function acceptInvitation(db: Db, user: AuthUser, token: string, now: number): Promise<{ team: TeamView }> {
  const found = await findOpenInvitation(db, token, now);
  if (found.email !== user.email.toLowerCase()) throw new HttpError(403, "This invitation was sent to another email address.");
  const d1 = db.$client;
  const [[used] = []] = await batchReturningIds(d1, [
    d1Statement(
      d1,
      db
        .update(teamInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(teamInvitations.id, found.id), isNull(teamInvitations.acceptedAt), sql`${teamInvitations.expiresAt} > ${now}`, senderMayStillInvite))
        .returning({ id: teamInvitations.id }),
    ),
    d1Statement(d1, sql`
      insert into team_members (team_id, user_id, role)
      select team_id, ${user.id}, role from team_invitations where id = ${found.id} and accepted_at = ${now}
      on conflict do nothing`),
  ]);
  if (used === undefined) throw new HttpError(410, NO_LONGER_VALID);
  const [member] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, found.teamId), eq(teamMembers.userId, user.id)));
  return { team: { ...found.team, role: member?.role ?? found.role } };
}
