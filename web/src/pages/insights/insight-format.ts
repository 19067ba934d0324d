import { intlTag, type Weekday } from "../../../../shared/i18n/calendar-conventions";
import { dayTitle, numberText, weekdayName } from "../../../../shared/i18n/date-labels";

/*
 * Insights' days, numbers and shares in the host's locale (docs/LANGUAGES.md, The host's language).
 * Plain English keeps the product's own formats (ISO days, bare numbers, "12.5%"); other locales are
 * written by Intl. Days are "yyyy-MM-dd" calendar days, formatted as UTC dates so no zone moves them.
 */

const productEnglish = (locale: string) => intlTag(locale) === "en";
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** "2026-03-09", "9. März 2026". */
export const dayText = (locale: string, day: string): string => (productEnglish(locale) ? day : dayTitle(locale, day));

/** "2026-03-01 – 2026-03-30", "1.–30. März 2026". */
export function rangeText(locale: string, from: string, to: string): string {
  if (productEnglish(locale)) return `${from} – ${to}`;
  return new Intl.DateTimeFormat(intlTag(locale), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).formatRange(utcDay(from), utcDay(to));
}

/** A chart's axis label for a day: "03-09", "9.3.". */
export const axisDay = (locale: string, day: string): string =>
  productEnglish(locale) ? day.slice(5) : new Intl.DateTimeFormat(intlTag(locale), { month: "numeric", day: "numeric", timeZone: "UTC" }).format(utcDay(day));

/** An hour above the heatmap's column: "09", "٠٩". */
export const axisHour = (locale: string, hour: number): string =>
  productEnglish(locale) ? String(hour).padStart(2, "0") : new Intl.NumberFormat(intlTag(locale), { minimumIntegerDigits: 2 }).format(hour);

/** A count: "1234", "1.234", "١٬٢٣٤". */
export const countText = (locale: string, value: number): string => (productEnglish(locale) ? String(value) : numberText(locale, value));

/** A share of 1 as a percentage with one decimal: "12.5%", "12,5 %". */
export const percentText = (locale: string, share: number): string =>
  productEnglish(locale)
    ? `${(share * 100).toFixed(1)}%`
    : new Intl.NumberFormat(intlTag(locale), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);

/** "+3 (+25%)", "−2": a change against the period before; the percentage only where the period before had any. */
export function changeText(locale: string, now: number, before: number): string {
  const difference = now - before;
  if (productEnglish(locale)) {
    const sign = difference > 0 ? "+" : "−";
    const percent = before === 0 ? "" : ` (${sign}${Math.round((Math.abs(difference) / before) * 100)}%)`;
    return `${sign}${Math.abs(difference)}${percent}`;
  }
  const tag = intlTag(locale);
  const count = new Intl.NumberFormat(tag, { signDisplay: "always" }).format(difference);
  const share = new Intl.NumberFormat(tag, { style: "percent", signDisplay: "always", maximumFractionDigits: 0 });
  return before === 0 ? count : `${count} (${share.format(difference / before)})`;
}

/** The heatmap's rows run Monday first: row 0 is Monday. */
export const heatmapWeekday = (locale: string, row: number, width: "short" | "long"): string => weekdayName(locale, ((row + 1) % 7) as Weekday, width);

/** An hour of the day as the heatmap's columns name it: "09:00" in plain English, else the locale's. */
export const hourText = (locale: string, hour: number): string =>
  productEnglish(locale)
    ? `${String(hour).padStart(2, "0")}:00`
    : new Intl.DateTimeFormat(intlTag(locale), { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(Date.UTC(2026, 0, 1, hour));

/** A list of a chart's items, as the locale joins them: "a: 1, b: 2". */
export const listText = (locale: string, items: readonly string[]): string => new Intl.ListFormat(intlTag(locale), { type: "unit", style: "short" }).format(items);
