import { and, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { bookings, calendarEvents, users } from "../../drizzle/schema";
import { BOOKING_HORIZON_MS } from "../domain/booking-limits";
import { toCalendarEntry } from "../calendar/calendar-entries";
import { DAY_MS, utcDayOf } from "../domain/calendar-days";
import { expandEvents } from "../domain/event-occurrences";
import { buildFeed, type FeedEvent } from "../domain/ics/ics-feed";
import type { Db } from "../env";
import { hostWordsFor } from "../email/mail-words";
import { feedEvents } from "./seat-events";
import { HttpError } from "../http/http-error";
import { hashLinkToken, isWellFormedLinkToken } from "../http/link-token";

/** Bookings and events from this long ago stay in the feed, so last week's meetings do not vanish. */
const FEED_PAST_MS = 30 * DAY_MS;

export const FEED_NOT_FOUND = "Calendar feed not found.";

/** The host's own entries (not bookings, which the feed has already), each occurrence as an event of its own. */
async function ownEvents(db: Db, hostId: number, from: number, to: number, uidDomain: string): Promise<FeedEvent[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, hostId),
        inArray(calendarEvents.type, ["personal", "blocked", "birthday"]),
        lt(calendarEvents.startTime, to),
        or(isNotNull(calendarEvents.recurrenceFreq), gte(sql`coalesce(${calendarEvents.endTime}, ${calendarEvents.startTime})`, from)),
      ),
    );
  const window = { start: from, end: to, firstDay: utcDayOf(from), lastDay: utcDayOf(to) };
  return expandEvents(rows.map(toCalendarEntry), window).map(({ entry: { row }, start, end, startDay, endDay, originalStart }) => ({
    uid: `event-${row.id}-${originalStart}@${uidDomain}`,
    sequence: 0,
    timing: startDay !== null && endDay !== null ? { kind: "all-day", firstDay: startDay, lastDay: endDay } : { kind: "timed", start, end: end ?? start },
    summary: row.title,
    description: row.description,
    location: row.location,
    cancelled: false,
    busy: row.isBusy && row.type !== "birthday",
  }));
}

/**
 * GET /feed/{token}.ics: the host's bookings (in the host's words) from 30 days ago to the booking horizon, cancelled ones
 * of the last 30 days as STATUS:CANCELLED, and with the host's choice their own events. An unknown,
 * reset or malformed token is 404, told apart from nothing else.
 */
export async function readHostFeed(db: Db, assets: Fetcher, token: string, now: number, uidDomain: string): Promise<string> {
  if (!isWellFormedLinkToken(token)) throw new HttpError(404, FEED_NOT_FOUND);
  const [host] = await db
    .select({ id: users.id, username: users.username, includeEvents: users.feedIncludesEvents, locale: users.locale })
    .from(users)
    .where(eq(users.feedTokenHash, hashLinkToken(token)));
  if (!host) throw new HttpError(404, FEED_NOT_FOUND);
  const from = now - FEED_PAST_MS;
  const to = now + BOOKING_HORIZON_MS;
  const bookingRows = await db
    .select({
      icsUid: bookings.icsUid,
      sequence: bookings.sequence,
      title: bookings.title,
      location: bookings.location,
      locationKind: bookings.locationKind,
      meetingUrl: bookings.meetingUrl,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      bookerName: bookings.bookerName,
      bookerEmail: bookings.bookerEmail,
      notes: bookings.notes,
      guests: bookings.guests,
      status: bookings.status,
      seatUid: bookings.seatUid,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostUserId, host.id),
        gte(bookings.endTime, from),
        lt(bookings.startTime, to),
        or(eq(bookings.status, "confirmed"), gte(bookings.cancelledAt, from)),
      ),
    )
    .orderBy(bookings.startTime);
  const events = [...feedEvents(bookingRows, await hostWordsFor(assets, host.locale)), ...(host.includeEvents ? await ownEvents(db, host.id, from, to, uidDomain) : [])];
  return buildFeed({ name: `Hangout · ${host.username}`, events, stamp: now });
}
