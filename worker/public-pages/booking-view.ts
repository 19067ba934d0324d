import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import { ZONE_COOKIE } from "../../shared/public-page-data";
import { DAY_MS, MINUTE_MS, dayString, parseDay, parseInstant, parseMonth } from "../domain/calendar-days";
import { canonicalTimeZone, localDayOf, offsetAt } from "../domain/time-zones";
import { ZoneClock } from "../domain/zone-clock";
import type { AppEnv } from "../env";

/** The slot list shows times on the default 15-minute interval until the visitor picks another. */
const DEFAULT_INTERVAL = 15;

/**
 * The view of /book/{slug} a request asks for: the query of the page's own links and forms (month,
 * date, duration, start, tz) and the visitor's zone. Anything unreadable is left out, never an error.
 */
export interface BookingAsk {
  /** ?tz=, else the zone cookie, else Cloudflare's geolocated zone; null: the schedule's zone. */
  zone: string | null;
  /** True when the visitor named the zone (?tz= or the cookie), false when it is a guess. */
  zoneChosen: boolean;
  month: string | null;
  date: string | null;
  duration: number | undefined;
  start: number | null;
}

const zoneOf = (value: unknown) => (typeof value === "string" && canonicalTimeZone(value)) || null;

export function bookingAsk(c: Context<AppEnv>, fields: Record<string, string | undefined> = c.req.query()): BookingAsk {
  const chosen = zoneOf(fields.tz) ?? zoneOf(getCookie(c, ZONE_COOKIE));
  const month = fields.month ?? "";
  const date = fields.date ?? "";
  const duration = Number(fields.duration);
  return {
    zone: chosen ?? zoneOf(c.req.raw.cf?.timezone),
    zoneChosen: chosen !== null,
    month: parseMonth(month) ? month : parseDay(date) !== null ? date.slice(0, 7) : null,
    date: parseDay(date) !== null ? date : null,
    duration: Number.isInteger(duration) && duration > 0 ? duration : undefined,
    start: fields.start ? parseInstant(fields.start) : null,
  };
}

/** "yyyy-MM-dd" of an instant on the wall clock of `zone`. */
export const localDate = (instant: number, zone: string) => dayString(localDayOf(instant, zone));

/** "HH:mm" of an instant on the wall clock of `zone` (what the SPA's formatTime writes). */
export const localTimeText = (instant: number, zone: string) => new Date(instant + offsetAt(instant, zone)).toISOString().slice(11, 16);

/** Minutes since local midnight of a wall-clock reading written as epoch ms. */
const minuteOfDay = (localMs: number) => ((localMs % DAY_MS) + DAY_MS) % DAY_MS / MINUTE_MS;

/**
 * One clock for a month or two of slot starts: Temporal reads the zone's offsets once, then each of
 * hundreds of starts is plain arithmetic (a Temporal call per start cost ~5 ms a page).
 */
function clockOver(starts: readonly number[], zone: string): ZoneClock {
  let first = Infinity;
  let last = -Infinity;
  for (const start of starts) {
    first = Math.min(first, start);
    last = Math.max(last, start);
  }
  return starts.length === 0 ? new ZoneClock(zone, { start: 0, end: DAY_MS }) : new ZoneClock(zone, { start: first - DAY_MS, end: last + DAY_MS });
}

/** The local days of `month` that have a start, ascending. */
export function freeDates(starts: readonly number[], month: string, zone: string): string[] {
  const clock = clockOver(starts, zone);
  const days = new Set(starts.map((start) => clock.epochDayAt(start)));
  return [...days].map(dayString).filter((date) => date.startsWith(month)).sort();
}

/** The first of `dates` not before `today`. */
export const firstFreeDate = (dates: readonly string[], today: string): string | null => dates.find((date) => date >= today) ?? null;

/** The times the slot list shows for `date`: not past, on the default interval (the SPA's visibleSlots). */
export function shownStarts(starts: readonly number[], date: string, zone: string, now: number): number[] {
  const clock = clockOver(starts, zone);
  const day = parseDay(date);
  return starts.filter((start) => {
    const local = start + clock.offsetAt(start);
    return start > now && Math.floor(local / DAY_MS) === day && minuteOfDay(local) % DEFAULT_INTERVAL === 0;
  });
}
