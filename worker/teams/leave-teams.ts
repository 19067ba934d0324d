import { type SQL, sql } from "drizzle-orm";
import { eventTypes, teams } from "../../drizzle/schema";
import { d1Statement } from "../db/d1-statements";
import type { Db } from "../env";
import { retireSlugsStatement } from "../event-types/slugs";
import { voidInvitationsStatement } from "./invitations";
import { retireAddressesStatement } from "./team-addresses";

/*
 * What an account deletion does to its teams, as statements for the deletion's own batch,
 * to run before the user row goes (whose cascade then takes their memberships, their places on team
 * types and on collective bookings). Their upcoming bookings as host are cancelled by the deletion
 * itself; teams they shared keep their types and every other booking.
 */

/** The teams where the user is the only member: they go with the account. */
const soleTeams = (userId: number) => sql`select t.team_id from team_members t where t.user_id = ${userId}
  and not exists (select 1 from team_members o where o.team_id = t.team_id and o.user_id != ${userId})`;

/** An event type of theirs that outlives the account: a team type whose team has other members. */
export const typeStaysWithItsTeam = (userId: number): SQL => sql`${eventTypes.teamId} is not null
  and exists (select 1 from team_members m where m.team_id = ${eventTypes.teamId} and m.user_id != ${userId})`;

export function leaveTeamsStatements(db: Db, userId: number): D1PreparedStatement[] {
  const d1 = db.$client;
  return [
    // Their co-hosts' team pages change: every one gets a new availability version.
    d1Statement(d1, sql`update users set availability_version = availability_version + 1 where id != ${userId}
      and id in (select user_id from event_type_hosts where event_type_id in (select event_type_id from event_type_hosts where user_id = ${userId}))`),
    // The invitations they sent and nobody accepted go with them.
    voidInvitationsStatement(d1, userId, null),
    // A team they leave without an owner gets its longest-standing member as owner.
    d1Statement(d1, sql`update team_members set role = 'owner'
      where team_id in (select team_id from team_members where user_id = ${userId})
        and not exists (select 1 from team_members o where o.team_id = team_members.team_id and o.role = 'owner' and o.user_id != ${userId})
        and user_id = (select s.user_id from team_members s where s.team_id = team_members.team_id and s.user_id != ${userId}
          order by s.created_at, s.user_id limit 1)`),
    // The team types they made stay with their team, under one of its owners.
    d1Statement(d1, sql`update event_types set user_id = (select m.user_id from team_members m
        where m.team_id = event_types.team_id and m.user_id != ${userId} order by m.role = 'owner' desc, m.created_at, m.user_id limit 1)
      where user_id = ${userId} and ${typeStaysWithItsTeam(userId)}`),
    // A team left empty goes, its types' links and its address retired first like any deleted type's and team's.
    d1Statement(d1, retireSlugsStatement(db, sql`${eventTypes.teamId} in (${soleTeams(userId)})`)),
    d1Statement(d1, retireAddressesStatement(db, sql`${teams.id} in (${soleTeams(userId)})`, userId)),
    d1Statement(d1, sql`delete from teams where id in (${soleTeams(userId)})`),
  ];
}
