/*
 * Dates and times for visitors, in their browser's zone, through Intl alone (no Temporal on the
 * public pages: DESIGN §10). Formatters are cached: the slot list formats hundreds of instants.
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

/** The browser's IANA zone, e.g. "Asia/Kathmandu". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "14:30" (spec §2: times as HH:mm). */
export function formatTime(instant: number, timeZone: string): string {
  return formatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(instant);
}

/** "Monday, March 9, 2026". */
export function formatLongDate(instant: number, timeZone: string): string {
  return formatter("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone }).format(instant);
}

export interface LocalTime {
  /** "yyyy-MM-dd" */
  date: string;
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

/** Spec §9: under 60 'N min', otherwise hours and minutes such as 1h30 (and 1h, 2h05). */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, "0")}`;
}
