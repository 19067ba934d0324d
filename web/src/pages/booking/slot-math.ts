import type { InlinedSlots } from "../../../../shared/public-page-data";
import { dateInMonth, monthOf, shiftMonth, utcStartOf } from "../../lib/date-strings";
import { localTime } from "../../lib/zoned-time";

/*
 * The page's own view of slots: instants grouped into the visitor's days and filtered to the chosen
 * interval. Used on the slots the worker inlined (so no request is needed) and on fetched ones.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Offsets in use run from UTC−12 to UTC+14 (the worker inlines with the same margins). */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;

/** Every bookable start of `duration` in [from, to), as the worker inlines them. */
export type KnownSlots = InlinedSlots;

/** True when `known` holds every start of the local days from `firstDate` to `lastDate`, in any zone. */
function coversDates(known: KnownSlots, firstDate: string, dayAfterLast: number): boolean {
  return known.from <= utcStartOf(firstDate) - EARLIEST_OFFSET_MS && known.to >= dayAfterLast + LATEST_OFFSET_MS;
}

export function coversMonth(known: KnownSlots, month: string): boolean {
  return coversDates(known, `${month}-01`, utcStartOf(shiftMonth(month, 1)));
}

export function coversDate(known: KnownSlots, date: string): boolean {
  return coversDates(known, date, utcStartOf(date) + DAY_MS);
}

/** Day-of-month numbers of `month` with at least one start, as /month answers them. */
export function availableDaysOf(starts: readonly number[], month: string, timeZone: string): number[] {
  const days = new Set<number>();
  for (const start of starts) {
    const { date } = localTime(start, timeZone);
    if (monthOf(date) === month) days.add(Number(date.slice(8, 10)));
  }
  return [...days].sort((a, b) => a - b);
}

/** A seated type's seats left by start (docs/SEATS.md), from starts and their parallel counts; empty for other types. */
export const seatsByStart = (starts: readonly number[], seatsLeft: readonly number[] | undefined): ReadonlyMap<number, number> =>
  new Map(seatsLeft?.flatMap((left, index) => (starts[index] === undefined ? [] : [[starts[index], left] as const])));

/** The starts on local day `date`. */
export function startsOnDate(starts: readonly number[], date: string, timeZone: string): number[] {
  return starts.filter((start) => localTime(start, timeZone).date === date);
}

/**
 * Slots: times on the chosen interval (the local minute a multiple of 15, 30 or 60) and not
 * already past.
 */
export function visibleSlots(starts: readonly number[], interval: number, timeZone: string, now: number): number[] {
  return starts.filter((start) => start > now && localTime(start, timeZone).minuteOfDay % interval === 0);
}

/** The first day of `days` in `month` not before `today`, as "yyyy-MM-dd". */
export function firstSelectableDate(days: readonly number[], month: string, today: string): string | null {
  for (const day of days) {
    const date = dateInMonth(month, day);
    if (date >= today) return date;
  }
  return null;
}
