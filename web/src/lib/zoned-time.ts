import type { DayKey } from "./date-strings";

/*
 * Instants on a zone's wall clock, through Intl alone (no Temporal in the browser: the performance budgets of docs/DECISIONS.md
 * keep it off the booking page). Formatters are cached: the slot list formats hundreds of instants.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The browser's IANA zone, e.g. "Asia/Kathmandu": where visitors see slots, the calendar's days begin and new schedules start. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "14:30" (times are shown as HH:mm). */
export function formatTime(instant: number, timeZone: string): string {
  return formatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(instant);
}

/** "Monday, March 9, 2026". */
export function formatLongDate(instant: number, timeZone: string): string {
  return formatter("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone }).format(instant);
}

export interface LocalTime {
  date: DayKey;
  /** Minutes since local midnight. */
  minuteOfDay: number;
}

/** Where `instant` falls on the wall clock of `timeZone`. */
export function localTime(instant: number, timeZone: string): LocalTime {
  const parts = formatter("en-US", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minuteOfDay: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** Today's date in a time zone; the browser's own day if Intl does not know the zone. */
export function todayIn(timeZone: string, now = Date.now()): DayKey {
  try {
    return localTime(now, timeZone).date;
  } catch {
    return localTime(now, browserTimeZone()).date;
  }
}
