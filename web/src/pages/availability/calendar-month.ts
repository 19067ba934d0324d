/*
 * Calendar-day arithmetic on plain "yyyy-MM" / "yyyy-MM-dd" strings. Dates here are days of a
 * schedule's zone, not instants, so they are computed with UTC Date arithmetic (no zone can shift them).
 */

const pad = (value: number) => String(value).padStart(2, "0");

function parseMonth(month: string): { year: number; monthIndex: number } {
  const [year = 1970, monthNumber = 1] = month.split("-").map(Number);
  return { year, monthIndex: monthNumber - 1 };
}

const monthOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
const dayOf = (date: Date) => `${monthOf(date)}-${pad(date.getUTCDate())}`;

/** "2026-01" shifted by -1 → "2025-12". */
export function shiftMonth(month: string, by: number): string {
  const { year, monthIndex } = parseMonth(month);
  return monthOf(new Date(Date.UTC(year, monthIndex + by, 1)));
}

/**
 * The month as weeks of seven cells, Sunday first (spec §9: the week starts on Sunday); cells outside
 * the month are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { year, monthIndex } = parseMonth(month);
  const leading = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(dayOf(new Date(Date.UTC(year, monthIndex, day))));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Today's date in a time zone, "yyyy-MM-dd"; the browser's own day if the zone is unknown to Intl. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("year")}-${part("month")}-${part("day")}`;
  } catch {
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
}

const asUtcNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const monthTitleFormat = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });
const longDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeZone: "UTC" });

/** "March 2026". */
export const formatMonthTitle = (month: string) => monthTitleFormat.format(asUtcNoon(`${month}-01`));
/** "March 8, 2026". */
export const formatLongDate = (date: string) => longDateFormat.format(asUtcNoon(date));
/** The day of the month of "yyyy-MM-dd". */
export const dayNumber = (date: string) => Number(date.slice(8, 10));
