import { type DayKey, pad } from "../../lib/date-strings";

/*
 * Between instants and the calendar's day keys, in the browser's own zone (the calendar shows that
 * zone): instants become keys, and keys local midnights and local times. Day arithmetic itself is
 * zone-free and lives in lib/date-strings.
 */

/** The local day an instant falls on. */
export const dayKeyOf = (date: Date): DayKey => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function partsOf(key: DayKey): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = key.split("-").map(Number);
  return [year, month, day];
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
