import { type SQL, eq, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { bookingHosts, bookings, eventTypeHosts, schedules, teamMembers, teams, users } from "../../drizzle/schema";

/*
 * Which bookings a user's Bookings list holds, and what each team booking adds: its hosts
 * and team. Column names are aliased: the list is read in a D1 batch, whose rows are keyed by name.
 */

/** The user's own bookings, the collective ones they are on, and every booking of a team they own or administer. */
export function visibleTo(userId: number): SQL | undefined {
  return or(
    eq(bookings.hostUserId, userId),
    sql`${bookings.id} in (select ${bookingHosts.bookingId} from ${bookingHosts} where ${bookingHosts.userId} = ${userId})`,
    sql`${bookings.teamId} in (select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId} and ${teamMembers.role} in ('owner', 'admin'))`,
  );
}

/**
 * The booking's zone (a personal booking's type's schedule's, as before teams; a team booking's:
 * the user's schedule for the type, else their first), its hosts' usernames as a JSON array (the
 * first host first, then the others by user id) and its team's name.
 */
export function bookingTeamColumns(userId: number, typeZone: SQLiteColumn) {
  const viewerSchedule = sql`coalesce((select ${eventTypeHosts.scheduleId} from ${eventTypeHosts} where ${eventTypeHosts.eventTypeId} = ${bookings.eventTypeId} and ${eventTypeHosts.userId} = ${userId}), (select min(${schedules.id}) from ${schedules} where ${schedules.userId} = ${userId}))`;
  return {
    timeZone: sql<string | null>`case when ${bookings.teamId} is null then ${typeZone} else (select ${schedules.timezone} from ${schedules} where ${schedules.id} = ${viewerSchedule}) end`.as(
      "time_zone",
    ),
    hostsJson: sql<string>`(select json_group_array(host_username) from (
      select ${users.username} as host_username, 0 as host_order from ${users} where ${users.id} = ${bookings.hostUserId}
      union all
      select ${users.username}, ${bookingHosts.userId} from ${bookingHosts} join ${users} on ${users.id} = ${bookingHosts.userId} where ${bookingHosts.bookingId} = ${bookings.id}
      order by host_order))`.as("hosts_json"),
    teamName: sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${bookings.teamId})`.as("team_name"),
  };
}
