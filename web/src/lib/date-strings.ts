/*
 * The one module for calendar days and months written as strings: "yyyy-MM-dd" (a DayKey) and
 * "yyyy-MM". They are days of some zone's calendar, never instants, so the arithmetic runs on UTC
 * dates, where a day is always 24 hours: no zone and no daylight-saving change can shift them.
 */

/** "yyyy-MM-dd". */
export type DayKey = string;

export const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function partsOf(dateOrMonth: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = dateOrMonth.split("-").map(Number);
  return [year, month, day];
}

/** Midnight UTC of a day, or of the first of a month, in epoch ms. */
export function utcStartOf(dateOrMonth: string): number {
  const [year, month, day] = partsOf(dateOrMonth);
  return Date.UTC(year, month - 1, day);
}

const utcDateOf = (dateOrMonth: string) => new Date(utcStartOf(dateOrMonth));
const monthOfUtc = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}`;
const dayOfUtc = (date: Date): DayKey => `${monthOfUtc(date)}-${pad(date.getUTCDate())}`;

export function addDays(day: DayKey, days: number): DayKey {
  const date = utcDateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOfUtc(date);
}

/** The same day of another month, clamped to that month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(day: DayKey, months: number): DayKey {
  const [year, month, dayOfMonth] = partsOf(day);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  firstOfTarget.setUTCDate(Math.min(dayOfMonth, daysInMonth(monthOfUtc(firstOfTarget))));
  return dayOfUtc(firstOfTarget);
}

/** "2026-01" shifted by -1 → "2025-12". */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = partsOf(month);
  return monthOfUtc(new Date(Date.UTC(year, monthNumber - 1 + by, 1)));
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = partsOf(month);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (dateOrMonth: string): number => utcDateOf(dateOrMonth).getUTCDay();

/** The week holding `day` starts on the `firstDay` (0 = Sunday, the default; 1 = Monday …) on or before it. */
export const startOfWeek = (day: DayKey, firstDay = 0): DayKey => addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));

export const startOfMonth = (day: DayKey): DayKey => `${day.slice(0, 8)}01`;

export const endOfMonth = (day: DayKey): DayKey => addDays(addMonths(startOfMonth(day), 1), -1);

/** "yyyy-MM" of a day. */
export const monthOf = (day: DayKey): string => day.slice(0, 7);

/** 8 for "2026-03-08". */
export const dayOfMonth = (day: DayKey): number => Number(day.slice(8, 10));

/** "2026-03" and 8 → "2026-03-08". */
export const dateInMonth = (month: string, day: number): DayKey => `${month}-${pad(day)}`;

/** Days from `first` to `last`, both included. */
export function daysBetween(first: DayKey, last: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every "yyyy-MM" the range touches, in order. */
export function monthsBetween(first: DayKey, last: DayKey): string[] {
  const months: string[] = [];
  for (let day = startOfMonth(first); day <= last; day = addMonths(day, 1)) months.push(monthOf(day));
  return months;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const dayDifference = (from: DayKey, to: DayKey): number => Math.round((utcStartOf(to) - utcStartOf(from)) / 86_400_000);

export { dayTitle, fullDate, monthTitle } from "../../../shared/calendar-labels";
