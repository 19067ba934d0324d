import { civilOf, dayOfCivil, daysInMonth, parseDay, weekdayOfEpochDay as weekdayOf } from "./calendar-days";

/*
 * The calendar's recurrence: YEARLY, MONTHLY or WEEKLY every `interval` periods, WEEKLY on
 * chosen weekdays, until an optional last date. It yields dates (epoch days) only: callers put the
 * series' wall-clock time on each date in the series' zone, so a 09:00 weekly meeting stays at 09:00
 * across DST. Semantics follow RFC 5545: weeks start on Sunday (WKST=SU, the calendar's first
 * weekday); a monthly series on the 31st skips shorter months; a yearly one on Feb 29 happens in
 * leap years only; the first date (DTSTART) always belongs to the series.
 */

export const FREQUENCIES = ["YEARLY", "MONTHLY", "WEEKLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Index = day of week counted from Sunday, as availability rules count it. */
export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export interface RecurrenceRule {
  frequency: Frequency;
  interval: number;
  /** WEEKLY only; empty means the weekday of the first date. */
  byDay: readonly WeekdayCode[];
  /** Last date ("yyyy-MM-dd") an occurrence may start on, inclusive, in the series' zone; null = forever. */
  endDate: string | null;
}

export const isWeekdayCode = (code: string): code is WeekdayCode => (WEEKDAY_CODES as readonly string[]).includes(code);

/** "MO,WE" → ["MO","WE"] in week order without repeats; null when a code is unknown. */
export function parseByDay(value: string): WeekdayCode[] | null {
  const codes = value
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== "");
  if (!codes.every(isWeekdayCode)) return null;
  return WEEKDAY_CODES.filter((code) => codes.includes(code));
}

/**
 * The series' dates within [from, to] (epoch days, inclusive), ascending, at most `limit` of them.
 * Work is proportional to the window, not to the series' age: it jumps to the first period that
 * can reach `from`.
 */
export function occurrenceDays(rule: RecurrenceRule, first: number, from: number, to: number, limit: number): number[] {
  // An end date that does not read as a date ends the series rather than letting it run forever.
  const ruleEnd = rule.endDate === null ? to : (parseDay(rule.endDate) ?? Number.NEGATIVE_INFINITY);
  const last = Math.min(to, ruleEnd);
  const start = Math.max(from, first);
  if (limit <= 0 || start > last) return [];
  const interval = Math.max(1, Math.floor(rule.interval));
  const candidates =
    rule.frequency === "WEEKLY"
      ? weeklyDays(rule.byDay, interval, first, start)
      : rule.frequency === "MONTHLY"
        ? monthlyDays(interval, first, start)
        : yearlyDays(interval, first, start);
  const days: number[] = start === first ? [first] : [];
  for (const day of candidates) {
    if (days.length >= limit || day > last) break;
    if (day > first && day >= start) days.push(day);
  }
  return days;
}

/**
 * The date of the `count`-th occurrence (the first date counts as one): how an imported COUNT=n
 * becomes an end date. Null when the series ends before reaching that many.
 */
export function nthOccurrenceDay(rule: RecurrenceRule, first: number, count: number): number | null {
  const days = occurrenceDays({ ...rule, endDate: null }, first, first, first + 400 * 366, count);
  return days.length === count ? (days[count - 1] ?? null) : null;
}

/** Candidate days from the period holding `start` on, ascending and unbounded: the caller stops. */
function* weeklyDays(byDay: readonly WeekdayCode[], interval: number, first: number, start: number) {
  const weekdays = byDay.length > 0 ? byDay.map((code) => WEEKDAY_CODES.indexOf(code)).sort((a, b) => a - b) : [weekdayOf(first)];
  const firstWeek = first - weekdayOf(first);
  const period0 = Math.floor(Math.floor((start - firstWeek) / 7) / interval);
  for (let period = Math.max(0, period0); ; period++) {
    const week = firstWeek + period * interval * 7;
    for (const weekday of weekdays) yield week + weekday;
  }
}

function* monthlyDays(interval: number, first: number, start: number) {
  const anchor = civilOf(first);
  const from = civilOf(start);
  const monthsToStart = (from.year - anchor.year) * 12 + (from.month - anchor.month);
  for (let period = Math.max(0, Math.floor(monthsToStart / interval)); ; period++) {
    const months = anchor.month + period * interval;
    const year = anchor.year + Math.floor(months / 12);
    const month0 = months % 12;
    // RFC 5545: a day the month does not have is skipped, not moved to the month's last day.
    if (anchor.day <= daysInMonth(year, month0)) yield dayOfCivil(year, month0, anchor.day);
  }
}

function* yearlyDays(interval: number, first: number, start: number) {
  const anchor = civilOf(first);
  const yearsToStart = civilOf(start).year - anchor.year;
  for (let period = Math.max(0, Math.floor(yearsToStart / interval)); ; period++) {
    const year = anchor.year + period * interval;
    // Feb 29 exists in leap years only; other years are skipped (RFC 5545).
    if (anchor.day <= daysInMonth(year, anchor.month)) yield dayOfCivil(year, anchor.month, anchor.day);
  }
}
