import { Temporal } from "temporal-polyfill";
import type { Interval } from "../domain/intervals";
import { localMonthRange } from "../domain/time-zones";
import type { BookingPageData as SharedBookingPageData } from "../../shared/public-page-data";
import type { Db } from "../env";
import { type AvailabilityCache, type CachedRead, cachedHostRead } from "../booking/availability-cache";
import type { HostContext } from "../booking/host-context";
import { hostSlots } from "../booking/host-slots";
import { type PublicEventType, bookableRange, offeredDuration, toPublicEventType } from "../booking/public-availability";

const HOUR_MS = 3_600_000;
/** Offsets in use run from UTC−12 to UTC+14: a month's days in every zone lie inside this margin. */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;

export type BookingPageData = SharedBookingPageData<PublicEventType>;

/** "yyyy-MM" of `now` in `timeZone`, and the span holding that month's days in any zone. */
function monthAround(now: number, timeZone: string, monthsAhead: number) {
  const month = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth().add({ months: monthsAhead });
  const name = month.toString();
  const span: Interval = {
    start: Date.UTC(month.year, month.month - 1, 1) - EARLIEST_OFFSET_MS,
    end: Date.UTC(month.year, month.month, 1) + LATEST_OFFSET_MS,
  };
  return { name, span };
}

/**
 * What /book/{slug} shows first, from one D1 round trip through the availability cache: the event
 * type and its slots for the visitor's current month (by the zone guess), or the next month as well
 * when nothing is left in this one, so the page can open on the first month that has a free day.
 * Throws the booking page's 404 for an unknown or private slug.
 */
export async function readBookingPageData(
  db: Db,
  cache: AvailabilityCache,
  origin: string,
  slug: string,
  zoneGuess: string,
  now: number,
): Promise<CachedRead<BookingPageData>> {
  const thisMonth = monthAround(now, zoneGuess, 0);
  const nextMonth = monthAround(now, zoneGuess, 1);
  const range = bookableRange({ start: thisMonth.span.start, end: nextMonth.span.end }, now);
  const key = `${origin}/__availability/book/${encodeURIComponent(slug)}?${new URLSearchParams({ zone: zoneGuess, month: thisMonth.name })}`;
  return cachedHostRead(cache, key, db, { slug }, range, now, (context) => pageData(context, range, thisMonth, zoneGuess, now));
}

function pageData(context: HostContext, range: Interval, thisMonth: { name: string; span: Interval }, zoneGuess: string, now: number): BookingPageData {
  const duration = offeredDuration(context.eventType, undefined);
  const slotsIn = (span: Interval) =>
    hostSlots(context, { durationMinutes: duration, range: span, visitorTimeZone: zoneGuess, now, withBookings: true });

  const thisMonthLocal = localMonthRange(thisMonth.name, zoneGuess);
  let to = Math.min(thisMonth.span.end, range.end);
  let starts = slotsIn({ start: range.start, end: to });
  if (!starts.some((start) => start >= thisMonthLocal.start && start < thisMonthLocal.end)) {
    to = range.end;
    starts = slotsIn({ start: range.start, end: to });
  }
  return {
    found: true,
    eventType: toPublicEventType(context.eventType, context.host.username),
    slots: { duration, from: range.start, to, starts },
  };
}
