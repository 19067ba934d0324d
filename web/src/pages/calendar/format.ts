import { intlTag } from "../../../../shared/i18n/calendar-conventions";
import { timeText, weekdayName } from "../../../../shared/i18n/date-labels";
import type { HostI18n } from "../../i18n/host-i18n-context";
import { addDays, type DayKey, dayOfMonth, utcStartOf, weekdayOf } from "../../lib/date-strings";
import type { Weekday } from "../../../../shared/i18n/calendar-conventions";

/*
 * The calendar's own texts in the host's language (docs/LANGUAGES.md, The host's language). Plain
 * English keeps the product's formats ('MMM d - d, yyyy', HH:mm); other locales are written by Intl.
 * Day keys are formatted as UTC dates so the browser's zone can never move them to a neighbouring day.
 */

const enFormatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const shortMonth = enFormatter({ month: "short" });
const yearOf = (key: DayKey) => key.slice(0, 4);

/**
 * 'MMM d - d, yyyy' for the week starting on `first`, e.g. "Mar 8 - 14, 2026". A week across two
 * months names both ("Mar 29 - Apr 4, 2026"), across two years both years ("Dec 27, 2026 - Jan 2, 2027").
 */
function englishWeekTitle(first: DayKey): string {
  const last = addDays(first, 6);
  const [firstMonth, lastMonth] = [shortMonth.format(utcStartOf(first)), shortMonth.format(utcStartOf(last))];
  if (yearOf(first) !== yearOf(last)) {
    return `${firstMonth} ${dayOfMonth(first)}, ${yearOf(first)} - ${lastMonth} ${dayOfMonth(last)}, ${yearOf(last)}`;
  }
  const end = firstMonth === lastMonth ? `${dayOfMonth(last)}` : `${lastMonth} ${dayOfMonth(last)}`;
  return `${firstMonth} ${dayOfMonth(first)} - ${end}, ${yearOf(last)}`;
}

/** The week starting on `first` as a range: the product's English, else the locale's own ("8.–14. März 2026"). */
export function weekTitle(locale: string, first: DayKey): string {
  if (intlTag(locale) === "en") return englishWeekTitle(first);
  const range = new Intl.DateTimeFormat(intlTag(locale), { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return range.formatRange(utcStartOf(first), utcStartOf(addDays(first, 6)));
}

/** "Sun", "So.", "日". */
export const shortWeekday = (locale: string, key: DayKey): string => weekdayName(locale, weekdayOf(key) as Weekday, "short");

/** The zone the calendar shows: the browser's. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant's time of day in the browser's zone, on the host's clock: "09:00", "9:00 AM", "٩:٠٠ ص". */
export const clockTime = ({ locale, clock }: Pick<HostI18n, "locale" | "clock">, date: Date): string => timeText(locale, date.getTime(), browserZone(), clock);
