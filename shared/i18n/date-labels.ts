import { type Clock, type Weekday, intlTag } from "./calendar-conventions";

/*
 * Dates and times as a locale writes them, for every page and message a booker reads: the worker's
 * first view, the SPA and the mails use these same functions, so a page reads the same before and
 * after its script takes over. Days and months are "yyyy-MM-dd" / "yyyy-MM" strings (calendar days,
 * formatted as UTC dates); instants are epoch ms shown in a zone. Formatters are built once per
 * locale and options: building one costs more than formatting a month of times.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(tag), options);
    formatters.set(key, format);
  }
  return format;
}

function utcDateOf(dateOrMonth: string): number {
  const [year = 1970, month = 1, day = 1] = dateOrMonth.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

const onUtcDate = (tag: string, options: Intl.DateTimeFormatOptions, dateOrMonth: string) => formatter(tag, { ...options, timeZone: "UTC" }).format(utcDateOf(dateOrMonth));

/** A month and its year: "March 2026", "März 2026", "2026年3月". */
export const monthTitle = (tag: string, dateOrMonth: string): string => onUtcDate(tag, { month: "long", year: "numeric" }, dateOrMonth);

/** A day with its month and year: "March 8, 2026", "8. März 2026". */
export const dayTitle = (tag: string, day: string): string => onUtcDate(tag, { month: "long", day: "numeric", year: "numeric" }, day);

/** A day with its weekday: "Sunday, March 8, 2026", "Sonntag, 8. März 2026". */
export const fullDate = (tag: string, day: string): string => onUtcDate(tag, { weekday: "long", month: "long", day: "numeric", year: "numeric" }, day);

/** 2026-03-01 was a Sunday: weekday w is March (1 + w), 2026. */
const dayOfWeekday = (weekday: Weekday) => `2026-03-0${1 + weekday}`;

/** A weekday's name, "short" ("Mon", "Mo") or "long" ("Monday"), for grid headers and labels. */
export const weekdayName = (tag: string, weekday: Weekday, width: "short" | "long" | "narrow" = "short"): string =>
  onUtcDate(tag, { weekday: width }, dayOfWeekday(weekday));

/** The longest short weekday name a month grid's column holds on a phone (320 px wide: about 30 px a column). */
const GRID_NAME_LENGTH = 4;
const gridWidths = new Map<string, "short" | "narrow">();

/**
 * A month grid's column header: the short name ("Mon", "Mo", "dim."), or the narrow one ("ح", "א׳")
 * where the locale's short names are words too long for a phone's columns (Arabic "الأربعاء", Hebrew
 * "יום א׳"). One width for all seven, so a week reads alike.
 */
export function gridWeekdayName(tag: string, weekday: Weekday): string {
  let width = gridWidths.get(tag);
  if (!width) {
    const long = weekFrom(0).some((day) => weekdayName(tag, day).length > GRID_NAME_LENGTH);
    width = long ? "narrow" : "short";
    gridWidths.set(tag, width);
  }
  return weekdayName(tag, weekday, width);
}

/** The seven weekdays from the locale's first day, e.g. [1, 2, 3, 4, 5, 6, 0]. */
export const weekFrom = (first: Weekday): Weekday[] => Array.from({ length: 7 }, (_, i) => ((first + i) % 7) as Weekday);

/** An instant's time of day in a zone, on the booker's clock: "09:00", "9:00 AM", "午前9:00". */
export const timeText = (tag: string, instant: number, timeZone: string, clock: Clock): string =>
  formatter(tag, clock === "24" ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone } : { hour: "numeric", minute: "2-digit", hourCycle: "h12", timeZone }).format(instant);

/** An instant's day and time in a zone, for mails and confirmations: "Monday, March 9, 2026, 09:00". */
export const dateTimeText = (tag: string, instant: number, timeZone: string, clock: Clock): string =>
  formatter(tag, {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: clock === "24" ? "2-digit" : "numeric",
    minute: "2-digit",
    hourCycle: clock === "24" ? "h23" : "h12",
    timeZone,
  }).format(instant);

/** A zone's name as the locale writes it ("Central European Standard Time"), for zone labels. */
export function zoneName(tag: string, instant: number, timeZone: string): string {
  const part = formatter(tag, { timeZoneName: "long", timeZone })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** A number as the locale writes it ("1,5", "١٫٥"). */
export const numberText = (tag: string, value: number): string => new Intl.NumberFormat(intlTag(tag)).format(value);
