/*
 * Calendar-day math on "yyyy-MM-dd" keys of the browser's zone. Day arithmetic runs on UTC dates
 * (a day is always 24 hours there), so daylight-saving changes never shift a key; instants become
 * keys, and keys local midnights, through the browser's own zone (the calendar shows that zone).
 */

export type DayKey = string;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The browser's IANA zone: where the calendar's days begin and where series repeat. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The local day an instant falls on. */
export const dayKeyOf = (date: Date): DayKey => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function partsOf(key: DayKey): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = key.split("-").map(Number);
  return [year, month, day];
}

const utcDateOf = (key: DayKey) => {
  const [year, month, day] = partsOf(key);
  return new Date(Date.UTC(year, month - 1, day));
};

const keyOfUtc = (date: Date): DayKey => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function addDays(key: DayKey, days: number): DayKey {
  const date = utcDateOf(key);
  date.setUTCDate(date.getUTCDate() + days);
  return keyOfUtc(date);
}

/** The same day of another month, clamped to that month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(key: DayKey, months: number): DayKey {
  const [year, month, day] = partsOf(key);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return keyOfUtc(firstOfTarget);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (key: DayKey): number => utcDateOf(key).getUTCDay();

/** The week holding `key` starts on the Sunday on or before it (spec §9). */
export const startOfWeek = (key: DayKey): DayKey => addDays(key, -weekdayOf(key));

export const startOfMonth = (key: DayKey): DayKey => `${key.slice(0, 8)}01`;

export const endOfMonth = (key: DayKey): DayKey => addDays(addMonths(startOfMonth(key), 1), -1);

/** "yyyy-MM" of a day. */
export const monthKeyOf = (key: DayKey): string => key.slice(0, 7);

/** Days from `first` to `last`, both included. */
export function daysBetween(first: DayKey, last: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every "yyyy-MM" the range touches, in order. */
export function monthsBetween(first: DayKey, last: DayKey): string[] {
  const months: string[] = [];
  for (let day = startOfMonth(first); day <= last; day = addMonths(day, 1)) months.push(monthKeyOf(day));
  return months;
}

/** Local midnight starting the day (23 or 25 hours before the next one across a DST change). */
export function localMidnight(key: DayKey): Date {
  const [year, month, day] = partsOf(key);
  return new Date(year, month - 1, day);
}

/** The instant of a local date and "HH:mm" time. */
export function localDateTime(key: DayKey, time: string): Date {
  const [year, month, day] = partsOf(key);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

/** "HH:mm" of an instant in the browser's zone. */
export const timeOf = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Minutes since local midnight, as a wall clock reads them (the position on a 24-hour grid). */
export const minutesIntoDay = (date: Date): number => date.getHours() * 60 + date.getMinutes() + date.getSeconds() / 60;

/** The zone's offset on that day, written as a clock label: "GMT+01:00", "GMT-05:30", "GMT+00:00". */
export function gmtLabel(key: DayKey): string {
  const noon = localDateTime(key, "12:00");
  const offset = -noon.getTimezoneOffset();
  const sign = offset < 0 ? "-" : "+";
  return `GMT${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const dayDifference = (from: DayKey, to: DayKey): number => Math.round((utcDateOf(to).getTime() - utcDateOf(from).getTime()) / 86_400_000);
