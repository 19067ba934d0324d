import { and, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import {
  availabilityRules,
  bookings,
  calendarEvents,
  dateOverrides,
  eventTypes,
  schedules,
  subscriptionBusy,
  users,
} from "../../drizzle/schema";
import type { BatchResponse } from "drizzle-orm/batch";
import { DAY_MS, dayString, utcDayOf } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";
import type { DateOverride, WeeklyRule } from "../domain/slots";
import type { Db } from "../env";
import { entryColumns, toCalendarEntry } from "../calendar/calendar-entries";
import type { CalendarEntry } from "../domain/calendar-entry";
import { isBookable } from "../event-types/bookable";
import type { EventTypeRow } from "../event-types/view";
import { HttpError } from "../http/http-error";
import { batchWithValues, builtOnce } from "../db/placeholder-batch";

export interface BookingHost {
  id: number;
  username: string;
  email: string;
  emailNotifications: boolean;
}

export interface ExistingBooking {
  eventTypeId: number | null;
  startTime: number;
  endTime: number;
  blockStart: number;
  blockEnd: number;
}

/** Everything slots for one booking page need, read in a single D1 round trip. */
export interface HostContext {
  eventType: EventTypeRow;
  host: BookingHost;
  schedule: { timezone: string; rules: WeeklyRule[]; overrides: DateOverride[] };
  bookings: ExistingBooking[];
  calendarEntries: CalendarEntry[];
  /** Busy time of the host's subscribed calendars, as last synced. */
  subscribedBusy: Interval[];
  /** The span the bookings and calendar entries were read for (the asked range plus margins). */
  readRange: Interval;
}

/*
 * Read margin around the asked range: a slot may run up to a day past its start (longest duration),
 * buffers reach up to a day either side, and all-day events are UTC dates a zone may shift by a day.
 */
const READ_MARGIN_MS = 3 * DAY_MS;
const WEEK_MARGIN_MS = 8 * DAY_MS;

export const PAGE_NOT_FOUND = "Booking page not found.";

const utcDate = (instant: number) => dayString(utcDayOf(instant));

/**
 * Which booking page: by its slug, optionally as a reschedule of one of its bookings sees it; or the
 * page of the booking behind a private link's token hash. A booking being rescheduled never counts
 * as busy against its own new time.
 */
export type PageKey = { slug: string; reschedulingTokenHash?: string } | { bookingTokenHash: string };

const widen = (range: Interval): Interval => ({ start: range.start - READ_MARGIN_MS, end: range.end + READ_MARGIN_MS });

/**
 * Which statements a page needs: by slug, by slug with one booking's own time free, or by a booking's
 * token; or by slug, reading nothing while the host's availability version is still a cached answer's.
 */
type PageKind = "slug" | "slugRescheduling" | "bookingToken" | "slugIfChanged";

const kindOf = (page: PageKey): PageKind =>
  "slug" in page ? (page.reschedulingTokenHash === undefined ? "slug" : "slugRescheduling") : "bookingToken";

/* Placeholders of the context reads; hostContextValues fills them. */
const SLUG = sql.placeholder("slug");
const OWN_BOOKING = sql.placeholder("ownBookingTokenHash");
const READ_START = sql.placeholder("readStart");
const READ_END = sql.placeholder("readEnd");
const READ_FROM_DATE = sql.placeholder("readFromDate");
const READ_UNTIL_DATE = sql.placeholder("readUntilDate");
const BOOKINGS_START = sql.placeholder("bookingsStart");
const BOOKINGS_END = sql.placeholder("bookingsEnd");
const CACHED_VERSION = sql.placeholder("cachedVersion");

/**
 * The reads behind a booking page, for ONE batch (docs/DECISIONS.md, Slots): the event type and its owner,
 * schedule, rules, overrides, the owner's confirmed bookings (of every event type), calendar rows
 * and subscribed calendars' busy time around the range. Later reads find the host and schedule
 * through sub-selects on the slug, so none waits for another. Every value is a placeholder, so the
 * statements of each kind of page are built once per isolate.
 */
function buildHostContextReads(db: Db, kind: PageKind) {
  const ofPage =
    kind === "bookingToken"
      ? inArray(eventTypes.id, db.select({ id: bookings.eventTypeId }).from(bookings).where(eq(bookings.cancellationTokenHash, OWN_BOOKING)))
      : and(
          eq(eventTypes.slug, SLUG),
          // Every read goes through the page's row, so none answers rows while the version is the cached one.
          kind === "slugIfChanged"
            ? ne(sql`(select ${users.availabilityVersion} from ${users} where ${users.id} = ${eventTypes.userId})`, CACHED_VERSION)
            : undefined,
        );
  const scheduleOfSlug = db.select({ id: eventTypes.scheduleId }).from(eventTypes).where(ofPage);
  const ownerOfSlug = db.select({ id: eventTypes.userId }).from(eventTypes).where(ofPage);
  return [
    // No joins: D1 batch results are keyed by column name, so two tables' "id" would collide.
    db.select().from(eventTypes).where(ofPage),
    db
      .select({ id: users.id, username: users.username, email: users.email, emailNotifications: users.emailNotifications })
      .from(users)
      .where(inArray(users.id, ownerOfSlug)),
    db.select({ timezone: schedules.timezone }).from(schedules).where(inArray(schedules.id, scheduleOfSlug)),
    db
      .select({ dayOfWeek: availabilityRules.dayOfWeek, startTime: availabilityRules.startTime, endTime: availabilityRules.endTime })
      .from(availabilityRules)
      .where(inArray(availabilityRules.scheduleId, scheduleOfSlug)),
    db
      .select({
        date: dateOverrides.date,
        isUnavailable: dateOverrides.isUnavailable,
        startTime: dateOverrides.startTime,
        endTime: dateOverrides.endTime,
      })
      .from(dateOverrides)
      .where(and(inArray(dateOverrides.scheduleId, scheduleOfSlug), gte(dateOverrides.date, READ_FROM_DATE), lt(dateOverrides.date, READ_UNTIL_DATE))),
    db
      .select({
        eventTypeId: bookings.eventTypeId,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        blockStart: bookings.blockStart,
        blockEnd: bookings.blockEnd,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostUserId, ownerOfSlug),
          eq(bookings.status, "confirmed"),
          kind === "slugRescheduling" || kind === "bookingToken" ? ne(bookings.cancellationTokenHash, OWN_BOOKING) : undefined,
          lt(bookings.blockStart, BOOKINGS_END),
          gt(bookings.blockEnd, BOOKINGS_START),
        ),
      ),
    db
      .select(entryColumns)
      .from(calendarEvents)
      .where(
        and(
          inArray(calendarEvents.userId, ownerOfSlug),
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
      .select({ start: subscriptionBusy.startTime, end: subscriptionBusy.endTime })
      .from(subscriptionBusy)
      .where(and(inArray(subscriptionBusy.userId, ownerOfSlug), lt(subscriptionBusy.startTime, READ_END), gt(subscriptionBusy.endTime, READ_START))),
  ] as const;
}

type HostContextReads = ReturnType<typeof buildHostContextReads>;

const builtReads: Record<PageKind, (db: Db) => HostContextReads> = {
  slug: builtOnce((db) => buildHostContextReads(db, "slug")),
  slugRescheduling: builtOnce((db) => buildHostContextReads(db, "slugRescheduling")),
  bookingToken: builtOnce((db) => buildHostContextReads(db, "bookingToken")),
  slugIfChanged: builtOnce((db) => buildHostContextReads(db, "slugIfChanged")),
};

/** The values of the context reads of `page` around `range`. */
function hostContextValues(page: PageKey, range: Interval): Record<string, unknown> {
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

type HostContextRows = BatchResponse<HostContextReads>;

/**
 * The context from the batch's rows. Unknown slug, private event type or no schedule: 404 with the
 * booking page's own message.
 */
function hostContextFrom(rows: HostContextRows, range: Interval): HostContext {
  const [typeRows, hostRows, scheduleRows, ruleRows, overrideRows, bookingRows, calendarRows, subscribedBusy] = rows;
  const eventType = typeRows[0];
  const host = hostRows[0];
  const schedule = scheduleRows[0];
  if (!eventType || !isBookable(eventType) || !host || !schedule) throw new HttpError(404, PAGE_NOT_FOUND);
  return {
    eventType,
    host,
    schedule: { timezone: schedule.timezone, rules: ruleRows, overrides: overrideRows },
    bookings: bookingRows,
    calendarEntries: calendarRows.map(toCalendarEntry),
    subscribedBusy,
    readRange: widen(range),
  };
}

/** Which page's context, over which range. */
export interface HostContextAsk {
  page: PageKey;
  range: Interval;
  /**
   * A slug page only: its reads answer no rows at all while the host's availability version is still
   * this one (a cached answer's), so the check of a cached answer and the data to replace it take one round trip.
   */
  unlessVersion?: number;
}

/**
 * One page's context read as a value: its statements (for a batch that may run statements of the
 * caller's first, with `batchWithValues`), the values of their placeholders, and the mapping of their
 * rows to the context.
 */
export interface HostContextQuery {
  statements: HostContextReads;
  values: Record<string, unknown>;
  contextFrom(rows: HostContextRows): HostContext;
}

export function hostContextQuery(db: Db, { page, range, unlessVersion }: HostContextAsk): HostContextQuery {
  const values = hostContextValues(page, range);
  return {
    statements: builtReads[unlessVersion === undefined ? kindOf(page) : "slugIfChanged"](db),
    values: unlessVersion === undefined ? values : { ...values, cachedVersion: unlessVersion },
    contextFrom: (rows) => hostContextFrom(rows, range),
  };
}

/** Reads a booking page's context in one round trip. */
export async function loadHostContext(db: Db, ask: HostContextAsk): Promise<HostContext> {
  const query = hostContextQuery(db, ask);
  return query.contextFrom(await batchWithValues(db, query.statements, query.values));
}
