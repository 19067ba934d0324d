import { Temporal } from "temporal-polyfill";

/*
 * Zone-free time values: units, calendar dates as epoch days (days since 1970-01-01), months, and
 * instants as epoch ms, with their one strict parser each. UTC calendar arithmetic on epoch days
 * (through Date's UTC fields) is exact and ~100× cheaper than the polyfill on the booking page's
 * path; anything that depends on a zone lives in time-zones.ts.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1_440;

/** Dates and instants live between these years: far enough for birthdays, near enough for Date and Temporal. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface CivilDate {
  year: number;
  /** 0 = January, as Date counts. */
  month: number;
  day: number;
}

/** Date.UTC without its quirk of reading years 0–99 as 1900–1999; out-of-range parts roll over. */
export function utcMs(year: number, month0: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month0, day);
  return date.getTime();
}

/** Epoch day of a (year, zero-based month, day). */
export const dayOfCivil = (year: number, month0: number, day: number): number => utcMs(year, month0, day) / DAY_MS;

export function civilOf(epochDay: number): CivilDate {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

export const daysInMonth = (year: number, month0: number): number => new Date(utcMs(year, month0 + 1, 0)).getUTCDate();

/** 0 = Sunday … 6 = Saturday for a day counted from 1970-01-01 (a Thursday). */
export const weekdayOfEpochDay = (epochDay: number): number => (((epochDay + 4) % 7) + 7) % 7;

/** Epoch day → "yyyy-MM-dd". */
export const dayString = (epochDay: number): string => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

/** The UTC day an instant falls on. */
export const utcDayOf = (instant: number): number => Math.floor(instant / DAY_MS);

export const isoOf = (instant: number): string => new Date(instant).toISOString();

const withinYears = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/**
 * The one parser of calendar dates: "yyyy-MM-dd" → epoch day, or null when it is not a real date
 * within the supported years ("2026-02-30", "2026-2-3" and "2026-02-28T00:00" are null, never rolled over).
 */
export function parseDay(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month0, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (!withinYears(year)) return null;
  const epochDay = dayOfCivil(year, month0, day);
  const civil = civilOf(epochDay);
  return civil.month === month0 && civil.day === day ? epochDay : null;
}

/** "yyyy-MM" → its year and zero-based month, or null ("2026-13" and "2026-2" are null). */
export function parseMonth(text: string): { year: number; month: number } | null {
  const match = MONTH_PATTERN.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) - 1 } : null;
}

/** Strict ISO 8601 instant with an offset or Z ("2026-03-08T14:00:00Z") to epoch ms, else null. */
export function parseInstant(text: string): number | null {
  try {
    const instant = Temporal.Instant.from(text).epochMilliseconds;
    return withinYears(new Date(instant).getUTCFullYear()) ? instant : null;
  } catch {
    return null;
  }
}

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
