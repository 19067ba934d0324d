/*
 * Calendar-day arithmetic on plain "yyyy-MM" and "yyyy-MM-dd" strings through Date's UTC fields:
 * days and months only, never instants, so no zone can shift them.
 */
const pad = (n: number) => String(n).padStart(2, "0");

function monthParts(month: string): { year: number; month0: number } {
  const [year = 1970, monthNumber = 1] = month.split("-").map(Number);
  return { year, month0: monthNumber - 1 };
}

export const monthOfDate = (date: string) => date.slice(0, 7);

export const dayOfDate = (date: string) => Number(date.slice(8, 10));

export const dateInMonth = (month: string, day: number) => `${month}-${pad(day)}`;

export function addMonths(month: string, count: number): string {
  const { year, month0 } = monthParts(month);
  const first = new Date(Date.UTC(year, month0 + count, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
}

export function daysInMonth(month: string): number {
  const { year, month0 } = monthParts(month);
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** 0 = Sunday: the column of the month's first day in a Sunday-first grid (spec §9). */
export function firstWeekday(month: string): number {
  const { year, month0 } = monthParts(month);
  return new Date(Date.UTC(year, month0, 1)).getUTCDay();
}

/** Midnight UTC of a date or the first of a month, in epoch ms. */
export function utcStartOf(dateOrMonth: string): number {
  const [year = 1970, month = 1, day = 1] = dateOrMonth.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

const monthTitleFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2026" */
export const monthTitle = (month: string) => monthTitleFormat.format(utcStartOf(month));
