import type { BatchResponse } from "drizzle-orm/batch";
import type { Interval } from "../domain/intervals";
import type { Db } from "../env";
import { toCalendarEntry } from "../calendar/calendar-entries";
import { isBookable } from "../event-types/bookable";
import type { EventTypeRow } from "../event-types/view";
import { HttpError } from "../http/http-error";
import type { PageLanguages } from "../i18n/booker-locale";
import { batchEachWithValues, batchWithValues } from "../db/placeholder-batch";
import { type BookingHost, type HostContext, PAGE_NOT_FOUND, type PageKey } from "./host-context";
import { type PageContextReads, builtReads, kindOf, pageContextValues, widen } from "./page-context-reads";
import type { TeamContext, TeamHostContext } from "./team-context-types";

/**
 * A booking page's context: one host's, or every host's of a team type; with the languages the page's
 * own data adds to the booker's choice (the type's, and its owner's default).
 */
export type PageContext = ({ kind: "personal"; context: HostContext } | { kind: "team"; context: TeamContext }) & { languages: PageLanguages };

export type PageContextRows = BatchResponse<PageContextReads>;

/**
 * Which event types have a booking page: a personal one as the profile's rule says (public, with a
 * schedule); a team one when public and of a kind (its hosts bring their own schedules).
 */
export const isBookableType = (row: EventTypeRow): boolean =>
  row.teamId === null ? isBookable(row) : row.isPublic && row.assignment !== null;

/** Rows grouped by a key (their host or schedule). */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number | null): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A personal page: its one host's rows are the whole answer. No schedule: 404, as a private type. */
function personalContext(eventType: HostContext["eventType"], rows: PageContextRows, range: Interval, languages: PageLanguages): PageContext {
  const [, hostRows, scheduleRows, ruleRows, overrideRows, bookingRows, calendarRows, subscribedBusy] = rows;
  const host = hostRows[0];
  const schedule = scheduleRows[0];
  if (!isBookable(eventType) || !host || !schedule) throw new HttpError(404, PAGE_NOT_FOUND);
  const { id, username, email, emailNotifications, locale } = host;
  return {
    kind: "personal",
    languages,
    context: {
      eventType,
      host: { id, username, email, emailNotifications, locale },
      schedule: { timezone: schedule.timezone, rules: ruleRows, overrides: overrideRows },
      bookings: bookingRows,
      calendarEntries: calendarRows.map(toCalendarEntry),
      subscribedBusy,
      readRange: widen(range),
    },
  };
}

/**
 * A team page: each host's rows, grouped by host and schedule. A host without any schedule offers
 * no time (no rules), which a collective type's intersection then honours.
 */
function teamHosts(eventType: HostContext["eventType"], rows: PageContextRows, range: Interval): TeamHostContext[] {
  const [, hostRows, scheduleRows, ruleRows, overrideRows, bookingRows, calendarRows, busyRows] = rows;
  const zones = new Map(scheduleRows.map((schedule) => [schedule.id, schedule.timezone]));
  const rulesOf = groupBy(ruleRows, (rule) => rule.scheduleId);
  const overridesOf = groupBy(overrideRows, (override) => override.scheduleId);
  const bookingsOf = groupBy(bookingRows, (booking) => booking.hostId);
  const entriesOf = groupBy(calendarRows, (entry) => entry.userId);
  const busyOf = groupBy(busyRows, (busy) => busy.userId);
  const readRange = widen(range);
  return hostRows.map((row) => {
    const host: BookingHost = { id: row.id, username: row.username, email: row.email, emailNotifications: row.emailNotifications, locale: row.locale };
    const timezone = row.scheduleId === null ? undefined : zones.get(row.scheduleId);
    return {
      eventType,
      host,
      schedule:
        timezone === undefined
          ? { timezone: "UTC", rules: [], overrides: [] }
          : { timezone, rules: rulesOf.get(row.scheduleId) ?? [], overrides: overridesOf.get(row.scheduleId) ?? [] },
      bookings: bookingsOf.get(row.id) ?? [],
      calendarEntries: (entriesOf.get(row.id) ?? []).map(toCalendarEntry),
      subscribedBusy: busyOf.get(row.id) ?? [],
      readRange,
      standing: {
        userId: row.id,
        priority: row.priority ?? "medium",
        weight: row.weight ?? 1,
        bookingsInWindow: row.bookingsInWindow ?? 0,
        lastBookedAt: row.lastBookedAt,
      },
    };
  });
}

/**
 * The context from the batch's rows. Unknown slug, private event type, a personal type without a
 * schedule: 404 with the booking page's own message.
 */
function pageContextFrom(rows: PageContextRows, range: Interval): PageContext {
  const typeRow = rows[0][0];
  if (!typeRow) throw new HttpError(404, PAGE_NOT_FOUND);
  const { teamName, teamSlug, hostLocale, ...eventType } = typeRow;
  const languages = { eventType: eventType.locale, hostDefault: hostLocale };
  if (eventType.teamId === null) return personalContext(eventType, rows, range, languages);
  if (!isBookableType(eventType) || eventType.assignment === null || teamName === null || teamSlug === null) throw new HttpError(404, PAGE_NOT_FOUND);
  return {
    kind: "team",
    languages,
    context: {
      eventType,
      assignment: eventType.assignment,
      team: { id: eventType.teamId, name: teamName, slug: teamSlug },
      hosts: teamHosts(eventType, rows, range),
      readRange: widen(range),
    },
  };
}

/** Which page's context, over which range. */
export interface PageContextAsk {
  page: PageKey;
  range: Interval;
  /**
   * A slug page only: its reads answer no rows at all while its hosts and their availability versions
   * are still this stamp (a cached answer's, `versionStamp`), so the check of a cached answer and the
   * data to replace it take one round trip.
   */
  unlessStamp?: string;
}

/**
 * One page's context read as a value: its statements (for a batch that may run statements of the
 * caller's first, with `batchWithValues`), the values of their placeholders, and the mapping of their
 * rows to the context.
 */
export interface PageContextQuery {
  statements: PageContextReads;
  values: Record<string, unknown>;
  contextFrom(rows: PageContextRows): PageContext;
}

export function pageContextQuery(db: Db, { page, range, unlessStamp }: PageContextAsk): PageContextQuery {
  const values = pageContextValues(page, range);
  return {
    statements: builtReads[unlessStamp === undefined ? kindOf(page) : "slugIfChanged"](db),
    values: unlessStamp === undefined ? values : { ...values, cachedStamp: unlessStamp },
    contextFrom: (rows) => pageContextFrom(rows, range),
  };
}

/** Reads a booking page's context, personal or team, in one round trip. */
export async function loadPageContext(db: Db, ask: PageContextAsk): Promise<PageContext> {
  const query = pageContextQuery(db, ask);
  return query.contextFrom(await batchWithValues(db, query.statements, query.values));
}

/**
 * The contexts of the pages of stored bookings (each by its token), all in ONE round trip however many
 * there are; null where the page is gone or no longer bookable (its 404).
 */
export async function loadBookingPageContexts(db: Db, asks: readonly { bookingTokenHash: string; range: Interval }[]): Promise<(PageContext | null)[]> {
  if (asks.length === 0) return [];
  const queries = asks.map(({ bookingTokenHash, range }) => pageContextQuery(db, { page: { bookingTokenHash }, range }));
  const responses = await batchEachWithValues(db, queries[0]!.statements, queries.map((query) => query.values));
  return queries.map((query, index) => {
    try {
      return query.contextFrom(responses[index]!);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  });
}
