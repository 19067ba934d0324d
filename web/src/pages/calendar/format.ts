import { addDays, type DayKey, dayOfMonth, utcStartOf } from "../../lib/date-strings";

/*
 * The calendar's own texts in the product's English formats. Day keys are formatted as UTC dates so the
 * browser's zone can never move them to a neighbouring day.
 */

const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const shortMonth = formatter({ month: "short" });
const weekdayShort = formatter({ weekday: "short" });
const yearOf = (key: DayKey) => key.slice(0, 4);

/**
 * 'MMM d - d, yyyy' for the week starting on `sunday`, e.g. "Mar 8 - 14, 2026". A week across two
 * months names both ("Mar 29 - Apr 4, 2026"), across two years both years ("Dec 27, 2026 - Jan 2, 2027").
 */
export function weekTitle(sunday: DayKey): string {
  const saturday = addDays(sunday, 6);
  const [firstMonth, lastMonth] = [shortMonth.format(utcStartOf(sunday)), shortMonth.format(utcStartOf(saturday))];
  if (yearOf(sunday) !== yearOf(saturday)) {
    return `${firstMonth} ${dayOfMonth(sunday)}, ${yearOf(sunday)} - ${lastMonth} ${dayOfMonth(saturday)}, ${yearOf(saturday)}`;
  }
  const end = firstMonth === lastMonth ? `${dayOfMonth(saturday)}` : `${lastMonth} ${dayOfMonth(saturday)}`;
  return `${firstMonth} ${dayOfMonth(sunday)} - ${end}, ${yearOf(saturday)}`;
}

/** "Sun". */
export const shortWeekday = (key: DayKey): string => weekdayShort.format(utcStartOf(key));
