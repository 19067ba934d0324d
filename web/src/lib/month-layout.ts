import { addDays, daysInMonth, type DayKey, dateInMonth, daysBetween, endOfMonth, startOfMonth, startOfWeek, weekdayOf } from "./date-strings";
import type { Weekday } from "../../../shared/i18n/calendar-conventions";
import { weekFrom } from "../../../shared/i18n/date-labels";

/* How a month is laid out: weeks from a locale's first day (0 = Sunday), the host's or a booker's. */

/** The month's days as weeks of seven cells from `firstDay`; cells before the 1st and after the last day are null. */
export function monthWeeks(month: string, firstDay: Weekday = 0): (DayKey | null)[][] {
  const cells: (DayKey | null)[] = Array.from({ length: (weekdayOf(month) - firstDay + 7) % 7 }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(dateInMonth(month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DayKey | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The days a full grid shows around the month of `day`: whole weeks from `firstDay` (0 = Sunday), the neighbouring months' days included. */
export function monthGridDays(day: DayKey, firstDay = 0): DayKey[] {
  const first = startOfWeek(startOfMonth(day), firstDay);
  const last = addDays(startOfWeek(endOfMonth(day), firstDay), 6);
  return daysBetween(first, last);
}

/**
 * A booker's month grid (the booking page): the weekdays from the locale's first day of the week, and
 * how many empty cells come before the 1st.
 */
export function bookerMonthGrid(month: string, firstDay: Weekday): { week: Weekday[]; leadCells: number } {
  const week = weekFrom(firstDay);
  return { week, leadCells: (weekdayOf(month) - firstDay + 7) % 7 };
}
