import { eq, like, or } from "drizzle-orm";
import { eventTypes } from "../../drizzle/schema";
import { violatesConstraint } from "../db/constraint-violation";
import { firstFreeSlug, slugFromTitle } from "../domain/slug";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";

/** Two owners naming an event type the same at the same moment can both pick one slug; retry then. */
const ATTEMPTS = 5;

async function freeSlugFor(db: Db, title: string): Promise<string> {
  const base = slugFromTitle(title);
  // Slugs hold only [a-z0-9-], so the base carries no LIKE wildcards.
  const rows = await db
    .select({ slug: eventTypes.slug })
    .from(eventTypes)
    .where(or(eq(eventTypes.slug, base), like(eventTypes.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Runs `insert` with a slug derived from `title` that no event type of any user holds ("intro-call",
 * then "intro-call-2", …). The unique index is the real guard; a lost race picks the next free slug.
 */
export async function withFreeSlug<T>(db: Db, title: string, insert: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const slug = await freeSlugFor(db, title);
    try {
      return await insert(slug);
    } catch (error) {
      if (!violatesConstraint(error, "UNIQUE", "event_types.slug")) throw error;
    }
  }
  throw new HttpError(409, "Could not give this event type a unique link. Please try again.");
}
