import { PSEUDO_LOCALE } from "./locales";

/*
 * How a locale writes its calendar: the week's first day and the clock. Intl answers where the runtime
 * has week data; CLDR's week table (regions whose week starts on Sunday, Saturday or Friday; Monday
 * elsewhere) answers where it has not. Plain "en" is the product's own English: weeks from Sunday,
 * times on the 24-hour clock as the spec writes them (HH:mm).
 */

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type Clock = "12" | "24";

/** The tag Intl formats with: the pseudo-locale writes dates as plain English does. */
export const intlTag = (tag: string) => (tag === PSEUDO_LOCALE ? "en" : tag);

const SUNDAY_REGIONS = new Set(
  "AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW".split(" "),
);
const SATURDAY_REGIONS = new Set("AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY".split(" "));
const FRIDAY_REGIONS = new Set(["MV"]);

/** The region a language is written in when the tag names none (CLDR's likely subtags for our languages). */
const LIKELY_REGION: Record<string, string> = { en: "US", ja: "JP", ar: "EG", he: "IL", pt: "BR", zh: "CN", de: "DE", fr: "FR", es: "ES", it: "IT", nl: "NL", pl: "PL" };

interface WeekInfo {
  firstDay: number;
}
interface LocaleWithWeek {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

function regionOf(tag: string): string | null {
  try {
    const locale = new Intl.Locale(tag);
    return locale.region ?? LIKELY_REGION[locale.language] ?? null;
  } catch {
    return null;
  }
}

/** CLDR's first day for a region, for runtimes without Intl week data. */
export function firstDayOfRegion(region: string | null): Weekday {
  if (region === null) return 1;
  if (SUNDAY_REGIONS.has(region)) return 0;
  if (SATURDAY_REGIONS.has(region)) return 6;
  if (FRIDAY_REGIONS.has(region)) return 5;
  return 1;
}

function intlFirstDay(tag: string): Weekday | null {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl counts 1 = Monday … 7 = Sunday.
    return info ? ((info.firstDay % 7) as Weekday) : null;
  } catch {
    return null;
  }
}

const firstDays = new Map<string, Weekday>();

/** The weekday a locale's weeks start on. */
export function firstDayOfWeek(tag: string): Weekday {
  const known = firstDays.get(tag);
  if (known !== undefined) return known;
  const day = tag === "en" || tag === PSEUDO_LOCALE ? 0 : (intlFirstDay(tag) ?? firstDayOfRegion(regionOf(tag)));
  firstDays.set(tag, day);
  return day;
}

/** The clock a locale reads times on, unless the booker switched it. */
export function defaultClock(tag: string): Clock {
  if (tag === "en" || tag === PSEUDO_LOCALE) return "24";
  try {
    const cycle = new Intl.DateTimeFormat(tag, { hour: "numeric" }).resolvedOptions().hourCycle;
    return cycle === "h11" || cycle === "h12" ? "12" : "24";
  } catch {
    return "24";
  }
}

export const isClock = (value: unknown): value is Clock => value === "12" || value === "24";
