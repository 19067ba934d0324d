import { type SQL, sql } from "drizzle-orm";
import { retiredNames, teams } from "../../drizzle/schema";
import type { Db } from "../env";

/*
 * Team addresses are retired like usernames and booking-type slugs (retired_names, docs/TEAMS.md):
 * the address a team leaves (a new one, or the team deleted) is never handed to another team, so an
 * old /team link never shows a stranger's page. The team itself may take it back; team ids are
 * AUTOINCREMENT, so a deleted team's id, and with it its addresses, is never anyone else's.
 */

export const ADDRESS_RETIRED = "That team address belonged to another team and cannot be used again.";

/** SQL: no other team (any team, for a new one: null) ever held `slug`. */
export const addressFreeFor = (slug: string, teamId: number | null): SQL =>
  sql`not exists (select 1 from ${retiredNames} r where r.kind = 'team' and r.name = ${slug}
    and (${teamId} is null or r.owner_team_id is not ${teamId}))`;

/**
 * The statement that retires the addresses of the teams `where` selects, `retiredBy` the member who
 * renamed or deleted them: written in the same batch as the change, so an address is never free in between.
 */
export function retireAddressesStatement(db: Db, where: SQL | undefined, retiredBy: number) {
  // Every column, in the table's order: what drizzle's INSERT … SELECT asks for.
  const addresses = db
    .select({
      kind: sql<"team">`'team'`.as("kind"),
      name: teams.slug,
      ownerUserId: sql<number>`${retiredBy}`.as("owner_user_id"),
      retiredAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as("retired_at"),
      ownerTeamId: teams.id,
    })
    .from(teams)
    .where(where);
  return db.insert(retiredNames).select(addresses).onConflictDoNothing();
}
