import { Temporal } from "temporal-polyfill";
import { DAY_MS, epochDayOf } from "./zone-clock";

export { DAY_MS };

/*
 * Time helpers the calendar shares. Instants are epoch ms; wall-clock times belong to an IANA zone
 * and are converted with Temporal (`compatible` disambiguation, DESIGN §4). Calendar dates inside
 * the recurrence engine are epoch days (days since 1970-01-01): UTC calendar arithmetic on them
 * (through Date's UTC fields) is exact and zone-free, and ~100× cheaper than the polyfill on the booking page's path.
 */

/** Events live between these years: far enough for birthdays, near enough for Date and Temporal. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

/** "yyyy-MM-dd" → epoch day, or null when it is not a real date within the supported years. */
export function parseDay(value: string): number | null {
  const epochDay = epochDayOf(value);
  if (epochDay === null) return null;
  const { year } = civilOf(epochDay);
  return year >= MIN_YEAR && year <= MAX_YEAR ? epochDay : null;
}

/** Date.UTC without its quirk of reading years 0–99 as 1900–1999; out-of-range parts roll over. */
export function utcMs(year: number, month0: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month0, day);
  return date.getTime();
}

/** Epoch day of a (year, zero-based month, day). */
export const dayOfCivil = (year: number, month0: number, day: number): number => utcMs(year, month0, day) / DAY_MS;

export function civilOf(epochDay: number): { year: number; month: number; day: number } {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

export const daysInMonth = (year: number, month0: number): number => new Date(utcMs(year, month0 + 1, 0)).getUTCDate();

export const dayString = (epochDay: number): string => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

/** The UTC day an instant falls on. */
export const utcDayOf = (instant: number): number => Math.floor(instant / DAY_MS);

/** Strict ISO 8601 instant with an offset or Z ("2026-03-08T14:00:00Z") to epoch ms, else null. */
export function parseInstant(value: string): number | null {
  try {
    const instant = Temporal.Instant.from(value).epochMilliseconds;
    const year = new Date(instant).getUTCFullYear();
    return year >= MIN_YEAR && year <= MAX_YEAR ? instant : null;
  } catch {
    return null;
  }
}

export const isoOf = (instant: number): string => new Date(instant).toISOString();

/** Exact offset (ms) of `zone` at an instant. */
export const offsetAt = (instant: number, zone: string): number =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;

/** The local day (epoch day) an instant falls on in `zone`. */
export const localDayOf = (instant: number, zone: string): number => Math.floor((instant + offsetAt(instant, zone)) / DAY_MS);

/** The calendar fields of a wall-clock time given as ms since the epoch of the local calendar (month 1–12). */
export function wallClockFields(localMs: number) {
  const local = new Date(localMs);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  };
}

/** Exact instant of a wall-clock time, given as ms since the epoch of the local calendar. */
export function exactInstant(localMs: number, zone: string): number {
  return Temporal.PlainDateTime.from(wallClockFields(localMs)).toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds;
}
