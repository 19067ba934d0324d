import { and, asc, eq, isNull } from "drizzle-orm";
import { eventTypes, users } from "../../drizzle/schema";
import type { LocationKind } from "../../shared/location-kinds";
import { publicLocationOf } from "../../shared/meeting-place";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { imageUrlFor } from "../uploads/image-keys";
import { bookableEventTypes } from "../event-types/bookable";

/** Only what a visitor of /u/{username} needs: no email, no ids, no schedules, no private types. */
export interface PublicProfile {
  user: { username: string };
  eventTypes: Array<{
    title: string;
    slug: string;
    description: string;
    durations: number[];
    default_duration: number;
    /** A custom text as is; any other kind only its label until booked (docs/MEETING-PLACES.md). */
    location: string;
    location_kind: LocationKind;
    image_url: string | null;
  }>;
}

/** The message the 'User Not Found' screen falls back to. */
const NO_SUCH_PROFILE = "This user or page does not exist.";

/** Usernames are stored lower-case, so /u/Alice and /u/alice are the same page. */
export async function readPublicProfile(db: Db, username: string): Promise<PublicProfile> {
  const [owner] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.username, username.toLowerCase()));
  if (!owner) throw new HttpError(404, NO_SUCH_PROFILE);
  const rows = await db
    .select({
      title: eventTypes.title,
      slug: eventTypes.slug,
      description: eventTypes.description,
      durations: eventTypes.durations,
      defaultDuration: eventTypes.defaultDuration,
      location: eventTypes.location,
      locationKind: eventTypes.locationKind,
      imageKey: eventTypes.imageKey,
    })
    .from(eventTypes)
    // A team's types are on its own page (/team/{slug}), never on a member's.
    .where(and(eq(eventTypes.userId, owner.id), isNull(eventTypes.teamId), bookableEventTypes))
    .orderBy(asc(eventTypes.id));
  return {
    user: { username: owner.username },
    eventTypes: rows.map((row) => ({
      title: row.title,
      slug: row.slug,
      description: row.description,
      durations: row.durations,
      default_duration: row.defaultDuration,
      location: publicLocationOf(row.locationKind, row.location),
      location_kind: row.locationKind,
      image_url: row.imageKey ? imageUrlFor(row.imageKey) : null,
    })),
  };
}
