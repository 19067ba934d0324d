import { BOOKING_HORIZON_MS } from "../domain/booking-limits";
import { eq, sql } from "drizzle-orm";
import { eventTypeHosts, eventTypes, teams, users } from "../../drizzle/schema";
import type { BookingQuestion } from "../domain/booking-questions";
import type { Interval } from "../domain/intervals";
import { DAY_MS } from "../domain/calendar-days";
import { availableDaysOfMonth } from "../domain/slots";
import { localDayRange, localMonthRange } from "../domain/time-zones";
import type { LocationKind } from "../../shared/location-kinds";
import { publicLocationOf } from "../../shared/meeting-place";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { imageUrlFor } from "../uploads/image-keys";
import type { EventTypeRow } from "../event-types/view";
import { type CachedRead, type SlugPage, cachedHostRead } from "./availability-cache";
import type { AvailabilityCache } from "../http/availability-cache-of";
import type { TeamAssignment } from "../domain/team-terms";
import { PAGE_NOT_FOUND, type PageKey } from "./host-context";
import { type PageContext, isBookableType, loadPageContext } from "./page-context";
import { pageOffer, pageSlots } from "./page-slots";

/** Older days are refused outright; yesterday stays askable for visitors far west of UTC. */
const PAST_TOLERANCE_MS = DAY_MS;

/** The public data of an event type, plus the slug: nothing the owner keeps private. */
export interface PublicEventType {
  title: string;
  /** A custom text as is; any other kind only its label ("Video call") until booked (docs/MEETING-PLACES.md). */
  location: string;
  location_kind: LocationKind;
  description: string;
  image_url: string | null;
  durations: number[];
  default_duration: number;
  /** Seats per time (a time stays offered until they are taken); null: one booking per time. */
  seats: number | null;
  ownerUsername: string;
  slug: string;
  /** Asked after name, email and notes; answers are matched by label. */
  questions: BookingQuestion[];
  /** A team type's: its kind, its hosts (by user id) and its team; `ownerUsername` is the team's name. */
  assignment?: TeamAssignment;
  hosts?: { username: string }[];
  team?: { name: string; slug: string };
}

export function toPublicEventType(row: EventTypeRow, ownerUsername: string): PublicEventType {
  return {
    title: row.title,
    location: publicLocationOf(row.locationKind, row.location),
    location_kind: row.locationKind,
    description: row.description,
    image_url: row.imageKey ? imageUrlFor(row.imageKey) : null,
    durations: row.durations,
    default_duration: row.defaultDuration,
    seats: row.seats,
    ownerUsername,
    slug: row.slug,
    questions: row.questions,
  };
}

/** A team type's public data: its own, its kind, hosts and team. */
function toPublicTeamType(row: EventTypeRow, team: { name: string; slug: string }, hostUsernames: readonly string[]): PublicEventType {
  return {
    ...toPublicEventType(row, team.name),
    assignment: row.assignment ?? undefined,
    hosts: hostUsernames.map((username) => ({ username })),
    team: { name: team.name, slug: team.slug },
  };
}

/** The public data of a page's event type, personal or team. */
export function publicEventTypeOf(page: PageContext): PublicEventType {
  if (page.kind === "personal") return toPublicEventType(page.context.eventType, page.context.host.username);
  const { eventType, team, hosts } = page.context;
  return toPublicTeamType(eventType, team, hosts.map((host) => host.host.username));
}

/** The duration asked for, which must be one the event type offers; none asked: its default. */
export function offeredDuration(eventType: EventTypeRow, requested: number | undefined): number {
  const duration = requested ?? eventType.defaultDuration;
  if (!eventType.durations.includes(duration)) {
    throw new HttpError(400, "That duration is not offered for this booking type.");
  }
  return duration;
}

/** 400 for ranges nobody can book in; otherwise the range cut at the booking horizon. */
export function bookableRange(range: Interval, now: number): Interval {
  if (range.end <= now - PAST_TOLERANCE_MS) throw new HttpError(400, "That date is too far in the past.");
  const horizon = now + BOOKING_HORIZON_MS;
  if (range.start >= horizon) throw new HttpError(400, "Bookings can be made at most 365 days ahead.");
  return { start: range.start, end: Math.min(range.end, horizon) };
}

/** A team type's hosts' usernames, by user id, as a JSON array (null for a personal type). */
const hostUsernamesJson = sql<string | null>`case when ${eventTypes.teamId} is null then null else (select json_group_array(host_username) from (select ${users.username} as host_username from ${eventTypeHosts} join ${users} on ${users.id} = ${eventTypeHosts.userId} where ${eventTypeHosts.eventTypeId} = ${eventTypes.id} order by ${users.id})) end`;

export async function readPublicEventType(db: Db, slug: string): Promise<PublicEventType> {
  const [row] = await db
    .select({ eventType: eventTypes, ownerUsername: users.username, team: { name: teams.name, slug: teams.slug }, hostUsernames: hostUsernamesJson })
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .leftJoin(teams, eq(teams.id, eventTypes.teamId))
    .where(eq(eventTypes.slug, slug));
  if (!row || !isBookableType(row.eventType)) throw new HttpError(404, PAGE_NOT_FOUND);
  if (row.team === null) return toPublicEventType(row.eventType, row.ownerUsername);
  return toPublicTeamType(row.eventType, row.team, JSON.parse(row.hostUsernames ?? "[]") as string[]);
}

export interface DayQuery {
  date: string;
  timeZone: string;
  duration: number;
}

/** A day's slots as the API answers them: `seatsLeft` only for a seated type, parallel to `availableSlots`. */
export interface DaySlots {
  availableSlots: string[];
  seatsLeft?: number[];
}

/** Bookable starts on the visitor's local day `date`, as ISO instants (with the seats left at each for a seated type). */
export async function readDaySlots(db: Db, page: PageKey, query: DayQuery, now: number): Promise<DaySlots> {
  const range = bookableRange(localDayRange(query.date, query.timeZone), now);
  const context = await loadPageContext(db, { page, range });
  const durationMinutes = offeredDuration(context.context.eventType, query.duration);
  const { starts, seatsLeft } = pageOffer(context, { durationMinutes, range, visitorTimeZone: query.timeZone, now, withBookings: true });
  const availableSlots = starts.map((slot) => new Date(slot).toISOString());
  return seatsLeft === undefined ? { availableSlots } : { availableSlots, seatsLeft };
}

export interface MonthQuery {
  month: string;
  timeZone: string;
  duration: number | undefined;
  /** The host's availability version the visitor's page last saw: a cached answer of it needs no read. */
  knownVersion?: number;
}

/** Where a month's answer is cached: one entry per slug, month, zone and duration (month and duration are validated). */
export const monthCacheKey = (slug: string, query: MonthQuery): string =>
  `/__availability/month/${encodeURIComponent(slug)}?month=${query.month}&tz=${encodeURIComponent(query.timeZone)}&duration=${query.duration ?? "default"}`;

/** Days of the visitor's local month with at least one bookable start, through the availability cache. */
export async function readAvailableDays(
  database: () => Db,
  cache: AvailabilityCache,
  { page, query, now }: { page: SlugPage; query: MonthQuery; now: number },
): Promise<CachedRead<number[]>> {
  const range = bookableRange(localMonthRange(query.month, query.timeZone), now);
  const ask = { key: monthCacheKey(page.slug, query), knownVersion: query.knownVersion };
  return cachedHostRead(cache, {
    ...ask,
    database,
    page,
    range,
    now,
    compute: (context) => {
      const durationMinutes = offeredDuration(context.context.eventType, query.duration);
      const slots = pageSlots(context, { durationMinutes, range, visitorTimeZone: query.timeZone, now, withBookings: true });
      return availableDaysOfMonth(slots, query.month, query.timeZone);
    },
  });
}
