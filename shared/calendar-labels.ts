/*
 * How calendar days, months and lengths of time read on the booking page: the worker's server-rendered
 * markup and the SPA write them with these same functions, so the page reads the same before and after
 * its script takes over. Days and months are "yyyy-MM-dd" / "yyyy-MM" strings, formatted as UTC dates.
 */
const utcFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const monthYear = utcFormat({ month: "long", year: "numeric" });
const longDay = utcFormat({ month: "long", day: "numeric", year: "numeric" });
const weekdayLong = utcFormat({ weekday: "long" });

function utcDateOf(dateOrMonth: string): number {
  const [year = 1970, month = 1, day = 1] = dateOrMonth.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/** 'MMMM yyyy' of a month or of a day's month, e.g. "March 2026". */
export const monthTitle = (dateOrMonth: string): string => monthYear.format(utcDateOf(dateOrMonth));

/** 'MMMM d, yyyy', e.g. "March 8, 2026". */
export const dayTitle = (day: string): string => longDay.format(utcDateOf(day));

/** "Sunday, March 8, 2026". */
export const fullDate = (day: string): string => `${weekdayLong.format(utcDateOf(day))}, ${dayTitle(day)}`;

/** Under 60 'N min', otherwise hours and minutes such as 1h30 (and 1h, 2h05). */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, "0")}`;
}
