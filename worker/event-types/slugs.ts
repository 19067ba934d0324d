import { type SQL, and, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import { eventTypes, retiredNames } from "../../drizzle/schema";
import { violatesConstraint } from "../db/constraint-violation";
import { firstFreeSlug, slugFromTitle } from "../domain/slug";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";

/** Two owners naming an event type the same at the same moment can both pick one slug; retry then. */
const ATTEMPTS = 5;

/**
 * `base` and everything that starts with "base-", as a range: LIKE patterns are never built from
 * user text (D1 refuses patterns over 50 bytes, and a long title makes one).
 */
const startingWith = (column: typeof eventTypes.slug | typeof retiredNames.name, base: string) =>
  or(eq(column, base), and(gte(column, `${base}-`), lt(column, `${base}.`)));

/** Slugs in use by any event type, and slugs retired by other owners (an owner may take their own back). */
async function freeSlugFor(db: Db, userId: number, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const [inUse, retired] = await db.batch([
    db.select({ slug: eventTypes.slug }).from(eventTypes).where(startingWith(eventTypes.slug, base)),
    db
      .select({ slug: retiredNames.name })
      .from(retiredNames)
      .where(and(eq(retiredNames.kind, "slug"), ne(retiredNames.ownerUserId, userId), startingWith(retiredNames.name, base))),
  ]);
  return firstFreeSlug(base, new Set([...inUse, ...retired].map((row) => row.slug)));
}

/**
 * Runs `insert` with a slug derived from `title` that no event type holds and no other owner ever
 * held ("intro-call", then "intro-call-2", …). The unique index is the real guard; a lost race picks
 * the next free slug.
 */
export async function withFreeSlug<T>(db: Db, userId: number, title: string, insert: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const slug = await freeSlugFor(db, userId, title);
    try {
      return await insert(slug);
    } catch (error) {
      if (!violatesConstraint(error, "UNIQUE", "event_types.slug")) throw error;
    }
  }
  throw new HttpError(409, "Could not give this event type a unique link. Please try again.");
}

/**
 * The statement that retires the slugs of the event types `where` selects: written in the same batch
 * as their deletion, so a slug is never free in between.
 */
export function retireSlugsStatement(db: Db, where: SQL | undefined) {
  // Every column, in the table's order: what drizzle's INSERT … SELECT asks for.
  const slugs = db
    .select({
      kind: sql<"slug">`'slug'`.as("kind"),
      name: eventTypes.slug,
      ownerUserId: eventTypes.userId,
      retiredAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as("retired_at"),
      ownerTeamId: sql<null>`null`.as("owner_team_id"),
    })
    .from(eventTypes)
    .where(where);
  return db.insert(retiredNames).select(slugs).onConflictDoNothing();
}
