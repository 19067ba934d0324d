import { Temporal } from "temporal-polyfill";
import type { Interval } from "../domain/intervals";
import { localMonthRange } from "../domain/time-zones";
import type { BookingPageData as SharedBookingPageData, BookingView } from "../../shared/public-page-data";
import type { Db } from "../env";
import type { PageLanguages } from "../i18n/booker-locale";
import { type CachedRead, cachedHostRead } from "../booking/availability-cache";
import type { AvailabilityCache } from "../http/availability-cache-of";
import type { PageContext } from "../booking/page-context";
import { pageOffer, pageZone } from "../booking/page-slots";
import { type PublicEventType, bookableRange, publicEventTypeOf } from "../booking/public-availability";
import { type BookingAsk, firstFreeDate, freeDates, localDate } from "./booking-view";

const HOUR_MS = 3_600_000;
/** Offsets in use run from UTC−12 to UTC+14: a month's days in every zone lie inside this margin. */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;
/** Visitors book up to a year ahead (docs/DECISIONS.md, API and limits): the page shows this month and the next twelve. */
const MONTHS_AHEAD = 12;

/** The page's data, with the languages its type and host add to the booker's choice (read with it, cached with it, not inlined). */
export type BookingPageData = SharedBookingPageData<PublicEventType> & { found: true; view: BookingView; languages: PageLanguages };

/** "yyyy-MM" of `now` in `timeZone`, shifted by `monthsAhead`. */
const monthOfNow = (now: number, timeZone: string, monthsAhead: number) =>
  Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth().add({ months: monthsAhead });

/** The span holding a month's days in any zone. */
function spanOf(month: Temporal.PlainYearMonth): { name: string; span: Interval } {
  return {
    name: month.toString(),
    span: { start: Date.UTC(month.year, month.month - 1, 1) - EARLIEST_OFFSET_MS, end: Date.UTC(month.year, month.month, 1) + LATEST_OFFSET_MS },
  };
}

/** The month asked for, kept between this month and the last bookable one; null when none was asked. */
function askedMonth(ask: BookingAsk, now: number, zone: string): Temporal.PlainYearMonth | null {
  const asked = ask.month ?? (ask.start !== null ? localDate(ask.start, zone).slice(0, 7) : null);
  if (asked === null) return null;
  const first = monthOfNow(now, zone, 0);
  const last = monthOfNow(now, zone, MONTHS_AHEAD);
  const month = Temporal.PlainYearMonth.from(asked);
  return Temporal.PlainYearMonth.compare(month, first) < 0 ? first : Temporal.PlainYearMonth.compare(month, last) > 0 ? last : month;
}

/** The duration asked for when the event type offers it, else its default. */
function durationOf({ context: { eventType } }: PageContext, asked: number | undefined): number {
  return asked !== undefined && eventType.durations.includes(asked) ? asked : eventType.defaultDuration;
}

/** The key of a page view in the availability cache: everything the view depends on but the hosts' data. */
function cacheKey(slug: string, ask: BookingAsk, currentMonth: string): string {
  const view = { current: currentMonth, zone: ask.zone ?? "", chosen: String(ask.zoneChosen), month: ask.month ?? "", date: ask.date ?? "" };
  const params = new URLSearchParams({ ...view, duration: String(ask.duration ?? ""), start: String(ask.start ?? "") });
  return `/__availability/book/${encodeURIComponent(slug)}?${params}`;
}

/**
 * What /book/{slug} shows first, from one D1 round trip through the availability cache: the event
 * type, its slots for the month asked for, or else for the visitor's current month (and the next as
 * well when nothing is left in this one, so the page opens on the first month with a free day), and
 * the view the worker renders: zone, month, day and chosen time. Throws the booking page's 404 for an
 * unknown or private slug.
 */
export async function readBookingPageData(
  db: Db,
  cache: AvailabilityCache,
  { slug, ask, now }: { slug: string; ask: BookingAsk; now: number },
): Promise<CachedRead<BookingPageData>> {
  // Before the schedule is read, UTC stands in for an unknown zone: the spans' margins cover every zone.
  const spanZone = ask.zone ?? "UTC";
  const asked = askedMonth(ask, now, spanZone);
  const current = monthOfNow(now, spanZone, 0);
  const thisMonth = spanOf(asked ?? current);
  const nextMonth = asked ? thisMonth : spanOf(monthOfNow(now, spanZone, 1));
  const range = bookableRange({ start: thisMonth.span.start, end: nextMonth.span.end }, now);
  const key = cacheKey(slug, ask, current.toString());
  const compute = (context: PageContext) => pageData(context, ask, { range, thisMonth, nextMonth, asked: asked !== null }, now);
  return cachedHostRead(cache, { key, database: () => db, page: { slug }, range, now, compute });
}

interface PageSpans {
  range: Interval;
  thisMonth: { name: string; span: Interval };
  nextMonth: { name: string; span: Interval };
  asked: boolean;
}

function pageData(context: PageContext, ask: BookingAsk, { range, thisMonth, nextMonth, asked }: PageSpans, now: number): BookingPageData {
  const zone = ask.zone ?? pageZone(context);
  const duration = durationOf(context, ask.duration);
  const slotsIn = (span: Interval) => pageOffer(context, { durationMinutes: duration, range: span, visitorTimeZone: zone, now, withBookings: true });

  const thisMonthLocal = localMonthRange(thisMonth.name, zone);
  let to = Math.min(thisMonth.span.end, range.end);
  let offer = slotsIn({ start: range.start, end: to });
  if (!asked && !offer.starts.some((start) => start >= thisMonthLocal.start && start < thisMonthLocal.end)) {
    to = range.end;
    offer = slotsIn({ start: range.start, end: to });
  }
  const { starts, seatsLeft } = offer;
  const today = localDate(now, zone);
  // Nothing left this month on arrival: the page opens on the next one (as the SPA does).
  const month = asked || firstFreeDate(freeDates(starts, thisMonth.name, zone), today) ? thisMonth.name : nextMonth.name;
  const days = freeDates(starts, month, zone);
  const wanted = ask.date ?? (ask.start !== null ? localDate(ask.start, zone) : null);
  const date = wanted !== null && wanted >= today && days.includes(wanted) ? wanted : firstFreeDate(days, today);
  return {
    found: true,
    eventType: publicEventTypeOf(context),
    slots: { duration, from: range.start, to, starts, ...(seatsLeft && { seatsLeft }) },
    view: { timeZone: zone, zoneChosen: ask.zoneChosen, month, date, start: ask.start !== null && starts.includes(ask.start) ? ask.start : null },
    languages: context.languages,
  };
}
