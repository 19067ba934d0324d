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
 * The reads behind a booking page, for ONE `batch` (DESIGN §5): the event type and its owner,
 * schedule, rules, overrides, the owner's confirmed bookings (of every event type), calendar rows
 * and subscribed calendars' busy time around `range`. Later reads find the host and schedule through
 * sub-selects on the slug, so none waits for another; a caller may put statements of its own in the
 * same batch.
 */
export function hostContextReads(db: Db, page: PageKey, range: Interval) {
  const readRange = widen(range);
  const ofPage =
    "slug" in page
      ? eq(eventTypes.slug, page.slug)
      : inArray(eventTypes.id, db.select({ id: bookings.eventTypeId }).from(bookings).where(eq(bookings.cancellationTokenHash, page.bookingTokenHash)));
  const rescheduling = "slug" in page ? page.reschedulingTokenHash : page.bookingTokenHash;
  // Weekly caps count the bookings of every week a slot of the range falls in.
  const bookingRange = { start: range.start - WEEK_MARGIN_MS, end: range.end + WEEK_MARGIN_MS };
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
      .where(
        and(
          inArray(dateOverrides.scheduleId, scheduleOfSlug),
          gte(dateOverrides.date, utcDate(readRange.start)),
          lt(dateOverrides.date, utcDate(readRange.end + DAY_MS)),
        ),
      ),
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
          rescheduling === undefined ? undefined : ne(bookings.cancellationTokenHash, rescheduling),
          lt(bookings.blockStart, bookingRange.end),
          gt(bookings.blockEnd, bookingRange.start),
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
              lt(calendarEvents.startTime, readRange.end),
              or(
                gt(sql`coalesce(${calendarEvents.endTime}, ${calendarEvents.startTime})`, readRange.start),
                gte(calendarEvents.endDate, utcDate(readRange.start)),
              ),
            ),
          ),
        ),
      ),
    db
      .select({ start: subscriptionBusy.startTime, end: subscriptionBusy.endTime })
      .from(subscriptionBusy)
      .where(
        and(
          inArray(subscriptionBusy.userId, ownerOfSlug),
          lt(subscriptionBusy.startTime, readRange.end),
          gt(subscriptionBusy.endTime, readRange.start),
        ),
      ),
  ] as const;
}

export type HostContextRows = BatchResponse<ReturnType<typeof hostContextReads>>;

/**
 * The context from the batch's rows. Unknown slug, private event type or no schedule: 404 with the
 * booking page's own message.
 */
export function hostContextFrom(rows: HostContextRows, range: Interval): HostContext {
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

/** Reads a booking page's context in one round trip. */
export async function loadHostContext(db: Db, page: PageKey, range: Interval): Promise<HostContext> {
  return hostContextFrom(await db.batch(hostContextReads(db, page, range)), range);
}
