import type { calendarEvents } from "../../drizzle/schema";
import { DAY_MS, parseDay } from "./calendar-days";
import { type CalendarClock, calendarClocks } from "./zone-clock";
import { FREQUENCIES, occurrenceDays, parseByDay, type RecurrenceRule } from "./recurrence";

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** Where to look: timed events overlapping [start, end), all-day events touching days [firstDay, lastDay]. */
export interface OccurrenceWindow {
  start: number;
  end: number;
  firstDay: number;
  lastDay: number;
}

/** One happening of an event: a single event's only one, or one date of a series. */
export interface Occurrence {
  row: CalendarEventRow;
  /** Epoch ms; all-day: midnight UTC of startDay. */
  start: number;
  /** Null: a point in time; all-day: midnight UTC after endDay. */
  end: number | null;
  /** All-day occurrences only: first and last day (epoch days), inclusive. */
  startDay: number | null;
  endDay: number | null;
  /** The occurrence's identity in its series (what an exdate names); a single event's own start. */
  originalStart: number;
}

/** Expansion stops after this many occurrences of one series in one window. */
export const MAX_OCCURRENCES_PER_SERIES = 1000;

export function ruleOfRow(row: CalendarEventRow): RecurrenceRule | null {
  const frequency = FREQUENCIES.find((value) => value === row.recurrenceFreq);
  if (!frequency) return null;
  return {
    frequency,
    interval: row.recurrenceInterval ?? 1,
    byDay: frequency === "WEEKLY" ? (parseByDay(row.recurrenceByDay ?? "") ?? []) : [],
    endDate: row.recurrenceEndDate,
  };
}

/** The exdates column as a set; a damaged value counts as none rather than hiding the series. */
export function exdatesOfRow(row: CalendarEventRow): Set<number> {
  try {
    const parsed: unknown = JSON.parse(row.recurrenceExdates);
    return new Set(Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === "number") : []);
  } catch {
    return new Set();
  }
}

/** The span a window's clocks must cover: the window with room for zone offsets and lookups. */
export const clockSpan = (window: { start: number; end: number }) => ({ start: window.start - 3 * DAY_MS, end: window.end + 3 * DAY_MS });

/** Every occurrence of `rows` inside `window`, series expanded (bounded), in no particular order. */
export function expandEvents(
  rows: readonly CalendarEventRow[],
  window: OccurrenceWindow,
  { maxPerSeries = MAX_OCCURRENCES_PER_SERIES, clockFor = calendarClocks(clockSpan(window)) } = {},
): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const row of rows) {
    const rule = ruleOfRow(row);
    if (rule && row.isAllDay) occurrences.push(...allDaySeries(row, rule, window, maxPerSeries));
    else if (rule) occurrences.push(...timedSeries(row, rule, window, maxPerSeries, clockFor(row.timezone)));
    else {
      const single = singleOccurrence(row);
      if (single && overlaps(single, window)) occurrences.push(single);
    }
  }
  return occurrences;
}

/** A row as one occurrence at its own start: a single event, or a series' first occurrence. */
export function firstOccurrence(row: CalendarEventRow): Occurrence | null {
  return singleOccurrence(row);
}

function singleOccurrence(row: CalendarEventRow): Occurrence | null {
  if (!row.isAllDay) {
    return { row, start: row.startTime, end: row.endTime, startDay: null, endDay: null, originalStart: row.startTime };
  }
  const startDay = parseDay(row.startDate ?? "");
  const endDay = parseDay(row.endDate ?? row.startDate ?? "");
  return startDay === null || endDay === null ? null : allDayOccurrence(row, startDay, endDay);
}

function allDayOccurrence(row: CalendarEventRow, startDay: number, endDay: number): Occurrence {
  const start = startDay * DAY_MS;
  return { row, start, end: (endDay + 1) * DAY_MS, startDay, endDay, originalStart: start };
}

function overlaps(occurrence: Occurrence, window: OccurrenceWindow): boolean {
  if (occurrence.startDay !== null && occurrence.endDay !== null) {
    return occurrence.startDay <= window.lastDay && occurrence.endDay >= window.firstDay;
  }
  if (occurrence.end === null) return occurrence.start >= window.start && occurrence.start < window.end;
  return occurrence.start < window.end && occurrence.end > window.start;
}

function allDaySeries(row: CalendarEventRow, rule: RecurrenceRule, window: OccurrenceWindow, limit: number): Occurrence[] {
  const first = parseDay(row.startDate ?? "");
  const last = parseDay(row.endDate ?? row.startDate ?? "");
  if (first === null || last === null) return [];
  const spanDays = Math.max(0, last - first);
  const exdates = exdatesOfRow(row);
  return occurrenceDays(rule, first, window.firstDay - spanDays, window.lastDay, limit)
    .filter((day) => !exdates.has(day * DAY_MS))
    .map((day) => allDayOccurrence(row, day, day + spanDays));
}

function timedSeries(
  row: CalendarEventRow,
  rule: RecurrenceRule,
  window: OccurrenceWindow,
  limit: number,
  clock: CalendarClock,
): Occurrence[] {
  const duration = row.endTime === null ? null : Math.max(0, row.endTime - row.startTime);
  const firstLocal = clock.toLocal(row.startTime);
  const first = Math.floor(firstLocal / DAY_MS);
  const timeOfDay = firstLocal - first * DAY_MS;
  const from = Math.floor(clock.toLocal(window.start - (duration ?? 0)) / DAY_MS);
  const to = Math.floor(clock.toLocal(window.end) / DAY_MS);
  const exdates = exdatesOfRow(row);
  const occurrences: Occurrence[] = [];
  for (const day of occurrenceDays(rule, first, from, to, limit)) {
    // The first date keeps its stored instant (it may sit in the repeated hour of a fall-back night).
    const start = day === first ? row.startTime : clock.toInstant(day * DAY_MS + timeOfDay);
    if (exdates.has(start)) continue;
    const end = duration === null ? null : start + duration;
    const occurrence: Occurrence = { row, start, end, startDay: null, endDay: null, originalStart: start };
    if (overlaps(occurrence, window)) occurrences.push(occurrence);
  }
  return occurrences;
}
