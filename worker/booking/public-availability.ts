import { BOOKING_HORIZON_MS } from "../domain/booking-limits";
import { eq } from "drizzle-orm";
import { eventTypes, users } from "../../drizzle/schema";
import type { BookingQuestion } from "../domain/booking-questions";
import type { Interval } from "../domain/intervals";
import { DAY_MS } from "../domain/calendar-days";
import { availableDaysOfMonth } from "../domain/slots";
import { localDayRange, localMonthRange } from "../domain/time-zones";
import type { Db } from "../env";
import { isBookable } from "../event-types/bookable";
import { HttpError } from "../http/http-error";
import { imageUrlFor } from "../uploads/image-keys";
import type { EventTypeRow } from "../event-types/view";
import { type CachedRead, type SlugPage, cachedHostRead } from "./availability-cache";
import type { AvailabilityCache } from "../http/availability-cache-of";
import { PAGE_NOT_FOUND, type PageKey, loadHostContext } from "./host-context";
import { hostSlots } from "./host-slots";

/** Older days are refused outright; yesterday stays askable for visitors far west of UTC. */
const PAST_TOLERANCE_MS = DAY_MS;

/** The public data of an event type, plus the slug: nothing the owner keeps private. */
export interface PublicEventType {
  title: string;
  location: string;
  description: string;
  image_url: string | null;
  durations: number[];
  default_duration: number;
  ownerUsername: string;
  slug: string;
  /** Issue 13: asked after name, email and notes; answers are matched by label. */
  questions: BookingQuestion[];
}

export function toPublicEventType(row: EventTypeRow, ownerUsername: string): PublicEventType {
  return {
    title: row.title,
    location: row.location,
    description: row.description,
    image_url: row.imageKey ? imageUrlFor(row.imageKey) : null,
    durations: row.durations,
    default_duration: row.defaultDuration,
    ownerUsername,
    slug: row.slug,
    questions: row.questions,
  };
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

export async function readPublicEventType(db: Db, slug: string): Promise<PublicEventType> {
  const [row] = await db
    .select({ eventType: eventTypes, ownerUsername: users.username })
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .where(eq(eventTypes.slug, slug));
  if (!row || !isBookable(row.eventType)) throw new HttpError(404, PAGE_NOT_FOUND);
  return toPublicEventType(row.eventType, row.ownerUsername);
}

export interface DayQuery {
  date: string;
  timeZone: string;
  duration: number;
}

/** Bookable starts on the visitor's local day `date`, as ISO instants. */
export async function readDaySlots(db: Db, page: PageKey, query: DayQuery, now: number): Promise<string[]> {
  const range = bookableRange(localDayRange(query.date, query.timeZone), now);
  const context = await loadHostContext(db, { page, range });
  const durationMinutes = offeredDuration(context.eventType, query.duration);
  const slots = hostSlots(context, { durationMinutes, range, visitorTimeZone: query.timeZone, now, withBookings: true });
  return slots.map((slot) => new Date(slot).toISOString());
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
      const durationMinutes = offeredDuration(context.eventType, query.duration);
      const slots = hostSlots(context, { durationMinutes, range, visitorTimeZone: query.timeZone, now, withBookings: true });
      return availableDaysOfMonth(slots, query.month, query.timeZone);
    },
  });
}
