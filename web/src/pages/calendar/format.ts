import { addDays, type DayKey } from "./dates";

/*
 * Text of the calendar in the spec's English formats. Day keys are formatted as UTC dates so the
 * browser's zone can never move them to a neighbouring day.
 */

const utc = (key: DayKey) => new Date(`${key}T00:00:00Z`);
const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });

const monthYear = formatter({ month: "long", year: "numeric" });
const longDay = formatter({ month: "long", day: "numeric", year: "numeric" });
const shortMonth = formatter({ month: "short" });
const weekdayShort = formatter({ weekday: "short" });
const weekdayLong = formatter({ weekday: "long" });

/** 'MMMM yyyy', e.g. "March 2026". */
export const monthTitle = (key: DayKey): string => monthYear.format(utc(key));

/** 'MMMM d, yyyy', e.g. "March 8, 2026". */
export const dayTitle = (key: DayKey): string => longDay.format(utc(key));

/** 8 for "2026-03-08". */
export const dayOfMonth = (key: DayKey): number => Number(key.slice(8, 10));
const yearOf = (key: DayKey) => key.slice(0, 4);

/**
 * 'MMM d - d, yyyy' for the week starting on `sunday`, e.g. "Mar 8 - 14, 2026". A week across two
 * months names both ("Mar 29 - Apr 4, 2026"), across two years both years ("Dec 27, 2026 - Jan 2, 2027").
 */
export function weekTitle(sunday: DayKey): string {
  const saturday = addDays(sunday, 6);
  const [firstMonth, lastMonth] = [shortMonth.format(utc(sunday)), shortMonth.format(utc(saturday))];
  if (yearOf(sunday) !== yearOf(saturday)) {
    return `${firstMonth} ${dayOfMonth(sunday)}, ${yearOf(sunday)} - ${lastMonth} ${dayOfMonth(saturday)}, ${yearOf(saturday)}`;
  }
  const end = firstMonth === lastMonth ? `${dayOfMonth(saturday)}` : `${lastMonth} ${dayOfMonth(saturday)}`;
  return `${firstMonth} ${dayOfMonth(sunday)} - ${end}, ${yearOf(saturday)}`;
}

/** "Sun". */
export const shortWeekday = (key: DayKey): string => weekdayShort.format(utc(key));

/** "Sunday, March 8, 2026". */
export const fullDate = (key: DayKey): string => `${weekdayLong.format(utc(key))}, ${dayTitle(key)}`;

/** Minutes as the clock view writes them: "2h30m", "0h45m". */
export function hoursAndMinutes(totalMinutes: number): string {
  const rounded = Math.round(totalMinutes);
  return `${Math.floor(rounded / 60)}h${String(rounded % 60).padStart(2, "0")}m`;
}
