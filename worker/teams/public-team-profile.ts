import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { eventTypeHosts, eventTypes, teams, users } from "../../drizzle/schema";
import { type PublicEventType, toPublicEventType } from "../booking/public-availability";
import type { TeamAssignment } from "../domain/team-terms";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { TEAM_NOT_FOUND } from "./team-access";

/** A team type as a visitor sees it: who they may meet, and whether one of them or all of them. */
export interface PublicTeamEventType extends PublicEventType {
  assignment: TeamAssignment;
  hosts: { username: string }[];
}

/** /team/{slug}: only what a visitor needs, no ids, no emails, no private types. */
export interface PublicTeamProfile {
  team: { name: string; slug: string };
  event_types: PublicTeamEventType[];
}

/** GET /api/public/teams/{slug}: the team's public types that have hosts, in one round trip. Slugs are stored lower-case. */
export async function readPublicTeamProfile(db: Db, slug: string): Promise<PublicTeamProfile> {
  const teamId = sql`(select id from teams where slug = ${slug.toLowerCase()})`;
  const publicTypes = and(eq(eventTypes.teamId, teamId), eq(eventTypes.isPublic, true));
  const [[team], types, hosts] = await db.batch([
    db.select({ name: teams.name, slug: teams.slug }).from(teams).where(eq(teams.slug, slug.toLowerCase())),
    db
      .select({ eventType: eventTypes, creator: users.username })
      .from(eventTypes)
      .innerJoin(users, eq(users.id, eventTypes.userId))
      .where(publicTypes)
      .orderBy(asc(eventTypes.id)),
    db
      .select({ eventTypeId: eventTypeHosts.eventTypeId, username: users.username })
      .from(eventTypeHosts)
      .innerJoin(users, eq(users.id, eventTypeHosts.userId))
      .where(inArray(eventTypeHosts.eventTypeId, db.select({ id: eventTypes.id }).from(eventTypes).where(publicTypes)))
      .orderBy(asc(eventTypeHosts.userId)),
  ]);
  if (!team) throw new HttpError(404, TEAM_NOT_FOUND);
  const hostsOf = (id: number) => hosts.filter((host) => host.eventTypeId === id).map((host) => ({ username: host.username }));
  return {
    team,
    event_types: types.flatMap(({ eventType, creator }) => {
      const typeHosts = hostsOf(eventType.id);
      // A type whose hosts have all left has no one to book: it is not offered.
      if (typeHosts.length === 0 || eventType.assignment === null) return [];
      return [{ ...toPublicEventType(eventType, creator), assignment: eventType.assignment, hosts: typeHosts }];
    }),
  };
}
