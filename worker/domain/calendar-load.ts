import { DAY_MS, parseDay } from "./calendar-days";

/*
 * How much a host's calendar makes every availability request expand: each request expands the
 * host's series over the days it shows. Bounding the occurrences a calendar may hold over the next
 * year bounds that work for every visitor.
 */

/** Far above a busy real calendar (~20 a day), far below what slows a month request. */
export const MAX_OCCURRENCES_PER_YEAR = 20_000;

const YEAR_DAYS = 365;

/** The fields of a calendar row that say how often it happens. */
export interface RowRhythm {
  startTime: number;
  recurrenceFreq: string | null;
  recurrenceInterval: number | null;
  /** Comma-joined weekday codes ("MO,WE"), WEEKLY only. */
  recurrenceByDay: string | null;
  /** "yyyy-MM-dd", inclusive; null: no end. */
  recurrenceEndDate: string | null;
}

const PER_YEAR: Record<string, number> = { WEEKLY: 52, MONTHLY: 12, YEARLY: 1 };

/**
 * An upper bound of how many times `row` happens in the year from `now`: a series counts its rate
 * over the part of that year it runs in (rounded up), a single event counts once. Cheap: no expansion.
 */
export function occurrencesInNextYear(row: RowRhythm, now: number): number {
  const perYear = row.recurrenceFreq ? PER_YEAR[row.recurrenceFreq] : undefined;
  if (perYear === undefined) return 1;
  const yearEnd = now + YEAR_DAYS * DAY_MS;
  const endDay = row.recurrenceEndDate ? parseDay(row.recurrenceEndDate) : null;
  const runsUntil = Math.min(yearEnd, endDay === null ? yearEnd : (endDay + 1) * DAY_MS);
  const runsFrom = Math.max(now, row.startTime);
  if (runsUntil <= runsFrom) return 0;
  const weekdays = row.recurrenceFreq === "WEEKLY" && row.recurrenceByDay ? row.recurrenceByDay.split(",").length : 1;
  const share = (runsUntil - runsFrom) / (yearEnd - now);
  return Math.ceil((perYear * weekdays * share) / Math.max(1, row.recurrenceInterval ?? 1));
}

export const occurrencesInNextYearOf = (rows: readonly RowRhythm[], now: number): number =>
  rows.reduce((sum, row) => sum + occurrencesInNextYear(row, now), 0);
