import { type SQL, and, asc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import {
  availabilityRules,
  bookingHosts,
  bookings,
  calendarEvents,
  dateOverrides,
  eventTypeHosts,
  eventTypes,
  schedules,
  subscriptionBusy,
  teams,
  users,
} from "../../drizzle/schema";
import { DAY_MS, dayString, utcDayOf } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";
import type { HostPriority } from "../domain/team-terms";
import type { Db } from "../env";
import { entryColumns } from "../calendar/calendar-entries";
import { builtOnce } from "../db/placeholder-batch";
import type { PageKey } from "./host-context";
import { holdingTime } from "./booking-status";

/*
 * Read margin around the asked range: a slot may run up to a day past its start (longest duration),
 * buffers reach up to a day either side, and all-day events are UTC dates a zone may shift by a day.
 */
const READ_MARGIN_MS = 3 * DAY_MS;
const WEEK_MARGIN_MS = 8 * DAY_MS;

export const widen = (range: Interval): Interval => ({ start: range.start - READ_MARGIN_MS, end: range.end + READ_MARGIN_MS });

const utcDate = (instant: number) => dayString(utcDayOf(instant));

/**
 * Which statements a page needs: by slug, by slug with one booking's own time free, or by a booking's
 * token; or by slug, reading nothing while the hosts' availability versions are still a cached answer's.
 */
export type PageKind = "slug" | "slugRescheduling" | "bookingToken" | "slugIfChanged";

export const kindOf = (page: PageKey): PageKind =>
  "slug" in page ? (page.reschedulingTokenHash === undefined ? "slug" : "slugRescheduling") : "bookingToken";

/* Placeholders of the context reads; pageContextValues fills them. */
const SLUG = sql.placeholder("slug");
const OWN_BOOKING = sql.placeholder("ownBookingTokenHash");
const READ_START = sql.placeholder("readStart");
const READ_END = sql.placeholder("readEnd");
const READ_FROM_DATE = sql.placeholder("readFromDate");
const READ_UNTIL_DATE = sql.placeholder("readUntilDate");
const BOOKINGS_START = sql.placeholder("bookingsStart");
const BOOKINGS_END = sql.placeholder("bookingsEnd");
const CACHED_STAMP = sql.placeholder("cachedStamp");

/*
 * A page's hosts, one row each: event_types joined to its event_type_hosts. A personal type joins
 * none and stands for its owner; a team type stands for each of its hosts (none once all left).
 */
const hostsJoin = and(eq(eventTypeHosts.eventTypeId, eventTypes.id), isNotNull(eventTypes.teamId));
const ofHosts = (ofPage: SQL | undefined) => and(ofPage, or(isNull(eventTypes.teamId), isNotNull(eventTypeHosts.userId)));

/** One value per host of the page. */
const perHost = (db: Db, id: SQL<number | null>, ofPage: SQL | undefined) =>
  db.select({ id }).from(eventTypes).leftJoin(eventTypeHosts, hostsJoin).where(ofHosts(ofPage));

const hostUserId = sql<number>`coalesce(${eventTypeHosts.userId}, ${eventTypes.userId})`;

/** Each host's schedule for the page: the personal type's own, or the host's for the team type, else their first. */
const hostScheduleId = sql<number | null>`case when ${eventTypes.teamId} is null then ${eventTypes.scheduleId} else coalesce(${eventTypeHosts.scheduleId}, (select min(${schedules.id}) from ${schedules} where ${schedules.userId} = ${eventTypeHosts.userId})) end`;

/** The page of a slug (without any version check). */
const ofSlug = eq(eventTypes.slug, SLUG);

/** The user ids of the slug's hosts. */
const hostIdsOfSlug = (db: Db) => perHost(db, hostUserId, ofSlug);

/**
 * The hosts' versions as a cached answer stamps them (`versionStamp`), against the placeholder's:
 * unchanged when the same hosts have the same versions (the pairs are distinct by host, so equal
 * counts and every current pair among the stored ones mean equal sets).
 */
function stampChanged(db: Db): SQL {
  const ofHosts = inArray(users.id, hostIdsOfSlug(db));
  const stored = sql`(select count(*) from json_each(${CACHED_STAMP}))`;
  const current = db.select({ n: sql<number>`count(*)` }).from(users).where(ofHosts);
  const matching = db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(and(ofHosts, sql`(${users.id} || ':' || ${users.availabilityVersion}) in (select value from json_each(${CACHED_STAMP}))`));
  return sql`((${current}) <> ${stored} or (${matching}) <> ${stored})`;
}

/**
 * The reads behind a booking page, personal or team, for ONE batch (docs/DECISIONS.md, Slots): the
 * event type (with its team), its hosts (with their schedule and round-robin standing), their
 * schedules, rules, overrides, bookings holding their time (of every event type, collective ones they are on
 * included), calendar rows and subscribed calendars' busy time around the range. One statement per
 * kind of row for every host (`user_id in` the page's hosts; rows carry their host or schedule, the
 * mapping groups them). Later reads find the hosts and schedules through sub-selects on the page, so
 * none waits for another. Every value is a placeholder, so the statements of each kind of page are
 * built once per isolate.
 */
function buildPageContextReads(db: Db, kind: PageKind) {
  const ofPage =
    kind === "bookingToken"
      ? inArray(eventTypes.id, db.select({ id: bookings.eventTypeId }).from(bookings).where(eq(bookings.cancellationTokenHash, OWN_BOOKING)))
      : // Every read goes through the page's row, so none answers rows while the versions are the cached ones.
        and(ofSlug, kind === "slugIfChanged" ? stampChanged(db) : undefined);
  const hostIds = perHost(db, hostUserId, ofPage);
  const scheduleIds = perHost(db, hostScheduleId, ofPage);
  const ownTimeFree = kind === "slugRescheduling" || kind === "bookingToken" ? ne(bookings.cancellationTokenHash, OWN_BOOKING) : undefined;
  const bookingsAround = and(holdingTime(bookings.status), ownTimeFree, lt(bookings.blockStart, BOOKINGS_END), gt(bookings.blockEnd, BOOKINGS_START));
  const ofType = and(eq(bookings.eventTypeId, eventTypes.id), eq(bookings.hostUserId, eventTypeHosts.userId), holdingTime(bookings.status));
  const bookingColumns = {
    eventTypeId: bookings.eventTypeId,
    seatUid: bookings.seatUid,
    startTime: bookings.startTime,
    endTime: bookings.endTime,
    blockStart: bookings.blockStart,
    blockEnd: bookings.blockEnd,
  };
  return [
    // Joins only where no two columns share a name: D1 batch results are keyed by column name.
    db
      .select({
        ...getTableColumns(eventTypes),
        teamName: sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${eventTypes.teamId})`.as("team_name"),
        teamSlug: sql<string | null>`(select ${teams.slug} from ${teams} where ${teams.id} = ${eventTypes.teamId})`.as("team_slug"),
        // The owner's default language, for the booker pages' negotiation (docs/LANGUAGES.md).
        hostLocale: sql<string | null>`(select ${users.locale} from ${users} where ${users.id} = ${eventTypes.userId})`.as("host_locale"),
      })
      .from(eventTypes)
      .where(ofPage),
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        emailNotifications: users.emailNotifications,
        locale: users.locale,
        scheduleId: hostScheduleId.as("host_schedule_id"),
        priority: sql<HostPriority | null>`${eventTypeHosts.priority}`.as("host_priority"),
        weight: sql<number | null>`${eventTypeHosts.weight}`.as("host_weight"),
        // Standing is a team host's only: a personal page's CASE reads no booking for it.
        bookingsInWindow: sql<number | null>`case when ${eventTypes.teamId} is null then null else (select count(*) from ${bookings} where ${ofType} and ${bookings.createdAt} >= (select max(${eventTypeHosts.addedAt}) from ${eventTypeHosts} where ${eventTypeHosts.eventTypeId} = ${eventTypes.id})) end`.as(
          "bookings_in_window",
        ),
        lastBookedAt: sql<number | null>`case when ${eventTypes.teamId} is null then null else (select max(${bookings.createdAt}) from ${bookings} where ${ofType}) end`.as(
          "last_booked_at",
        ),
      })
      .from(eventTypes)
      .leftJoin(eventTypeHosts, hostsJoin)
      .innerJoin(users, eq(users.id, hostUserId))
      .where(ofHosts(ofPage))
      .orderBy(asc(users.id)),
    db.select({ id: schedules.id, timezone: schedules.timezone }).from(schedules).where(inArray(schedules.id, scheduleIds)),
    db
      .select({
        scheduleId: availabilityRules.scheduleId,
        dayOfWeek: availabilityRules.dayOfWeek,
        startTime: availabilityRules.startTime,
        endTime: availabilityRules.endTime,
      })
      .from(availabilityRules)
      .where(inArray(availabilityRules.scheduleId, scheduleIds)),
    db
      .select({
        scheduleId: dateOverrides.scheduleId,
        date: dateOverrides.date,
        isUnavailable: dateOverrides.isUnavailable,
        startTime: dateOverrides.startTime,
        endTime: dateOverrides.endTime,
      })
      .from(dateOverrides)
      .where(and(inArray(dateOverrides.scheduleId, scheduleIds), gte(dateOverrides.date, READ_FROM_DATE), lt(dateOverrides.date, READ_UNTIL_DATE))),
    // A host's bookings: those they host, and the collective ones they are on through booking_hosts.
    db
      .select({ hostId: bookings.hostUserId, ...bookingColumns })
      .from(bookings)
      .where(and(inArray(bookings.hostUserId, hostIds), bookingsAround))
      .unionAll(
        db
          .select({ hostId: bookingHosts.userId, ...bookingColumns })
          .from(bookingHosts)
          .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
          .where(and(inArray(bookingHosts.userId, hostIds), bookingsAround)),
      ),
    db
      .select({ userId: calendarEvents.userId, ...entryColumns })
      .from(calendarEvents)
      .where(
        and(
          inArray(calendarEvents.userId, hostIds),
          or(
            // Recurring series start long before the range; the busy-time seam expands them.
            isNotNull(calendarEvents.recurrenceFreq),
            and(
              lt(calendarEvents.startTime, READ_END),
              or(gt(sql`coalesce(${calendarEvents.endTime}, ${calendarEvents.startTime})`, READ_START), gte(calendarEvents.endDate, READ_FROM_DATE)),
            ),
          ),
        ),
      ),
    db
      .select({ userId: subscriptionBusy.userId, start: subscriptionBusy.startTime, end: subscriptionBusy.endTime })
      .from(subscriptionBusy)
      .where(and(inArray(subscriptionBusy.userId, hostIds), lt(subscriptionBusy.startTime, READ_END), gt(subscriptionBusy.endTime, READ_START))),
  ] as const;
}

export type PageContextReads = ReturnType<typeof buildPageContextReads>;

export const builtReads: Record<PageKind, (db: Db) => PageContextReads> = {
  slug: builtOnce((db) => buildPageContextReads(db, "slug")),
  slugRescheduling: builtOnce((db) => buildPageContextReads(db, "slugRescheduling")),
  bookingToken: builtOnce((db) => buildPageContextReads(db, "bookingToken")),
  slugIfChanged: builtOnce((db) => buildPageContextReads(db, "slugIfChanged")),
};

/** The current availability version of each of the slug's hosts (its placeholder is the context reads' "slug"). */
export const hostVersionsOfSlug = builtOnce((db) =>
  db.select({ id: users.id, version: users.availabilityVersion }).from(users).where(inArray(users.id, hostIdsOfSlug(db))),
);

/**
 * What a cached answer of a page is of: its hosts and their availability versions, as the JSON list of
 * "id:version" the context reads compare (`cachedStamp`) to read nothing while it holds.
 */
export function versionStamp(versions: readonly { id: number; version: number }[]): string {
  return JSON.stringify(versions.map(({ id, version }) => `${id}:${version}`).sort());
}

/** The values of the context reads of `page` around `range`. */
export function pageContextValues(page: PageKey, range: Interval): Record<string, unknown> {
  const readRange = widen(range);
  return {
    slug: "slug" in page ? page.slug : undefined,
    ownBookingTokenHash: "slug" in page ? page.reschedulingTokenHash : page.bookingTokenHash,
    readStart: readRange.start,
    readEnd: readRange.end,
    // Override rows and all-day events are UTC dates.
    readFromDate: utcDate(readRange.start),
    readUntilDate: utcDate(readRange.end + DAY_MS),
    // Weekly caps count the bookings of every week a slot of the range falls in.
    bookingsStart: range.start - WEEK_MARGIN_MS,
    bookingsEnd: range.end + WEEK_MARGIN_MS,
  };
}
