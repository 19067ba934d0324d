import { DAY_MS } from "./calendar-days";
import type { CalendarEntry } from "./calendar-entry";
import type { RecurrenceRule } from "./recurrence";
import { occurrenceDays } from "./recurrence";
import { type CalendarClock, calendarClocks } from "./zone-clock";

/** Where to look: timed events overlapping [start, end), all-day events touching days [firstDay, lastDay]. */
export interface OccurrenceWindow {
  start: number;
  end: number;
  firstDay: number;
  lastDay: number;
}

/** One happening of an entry: a single entry's only one, or one date of a series. */
export interface Occurrence<Entry extends CalendarEntry = CalendarEntry> {
  entry: Entry;
  /** Epoch ms; all-day: midnight UTC of startDay. */
  start: number;
  /** Null: a point in time; all-day: midnight UTC after endDay. */
  end: number | null;
  /** All-day occurrences only: first and last day (epoch days), inclusive. */
  startDay: number | null;
  endDay: number | null;
  /** The occurrence's identity in its series (what an exdate names); a single entry's own start. */
  originalStart: number;
}

/** Expansion stops after this many occurrences of one series in one window. */
export const MAX_OCCURRENCES_PER_SERIES = 1000;

/** The span a window's clocks must cover: the window with room for zone offsets and lookups. */
export const clockSpan = (window: { start: number; end: number }) => ({ start: window.start - 3 * DAY_MS, end: window.end + 3 * DAY_MS });

/** Every occurrence of `entries` inside `window`, series expanded (bounded), in no particular order. */
export function expandEvents<Entry extends CalendarEntry>(
  entries: readonly Entry[],
  window: OccurrenceWindow,
  { maxPerSeries = MAX_OCCURRENCES_PER_SERIES, clockFor = calendarClocks(clockSpan(window)) } = {},
): Occurrence<Entry>[] {
  const occurrences: Occurrence<Entry>[] = [];
  for (const entry of entries) {
    const { rule } = entry;
    if (rule && entry.isAllDay) occurrences.push(...allDaySeries(entry, rule, window, maxPerSeries));
    else if (rule) occurrences.push(...timedSeries(entry, rule, window, maxPerSeries, clockFor(entry.timezone)));
    else {
      const single = firstOccurrence(entry);
      if (single && overlaps(single, window)) occurrences.push(single);
    }
  }
  return occurrences;
}

/** An entry as one occurrence at its own start: a single entry, or a series' first occurrence. Null: an all-day entry without readable days. */
export function firstOccurrence<Entry extends CalendarEntry>(entry: Entry): Occurrence<Entry> | null {
  if (!entry.isAllDay) {
    return { entry, start: entry.startTime, end: entry.endTime, startDay: null, endDay: null, originalStart: entry.startTime };
  }
  return entry.startDay === null || entry.endDay === null ? null : allDayOccurrence(entry, entry.startDay, entry.endDay);
}

function allDayOccurrence<Entry extends CalendarEntry>(entry: Entry, startDay: number, endDay: number): Occurrence<Entry> {
  const start = startDay * DAY_MS;
  return { entry, start, end: (endDay + 1) * DAY_MS, startDay, endDay, originalStart: start };
}

function overlaps(occurrence: Occurrence, window: OccurrenceWindow): boolean {
  if (occurrence.startDay !== null && occurrence.endDay !== null) {
    return occurrence.startDay <= window.lastDay && occurrence.endDay >= window.firstDay;
  }
  if (occurrence.end === null) return occurrence.start >= window.start && occurrence.start < window.end;
  return occurrence.start < window.end && occurrence.end > window.start;
}

function allDaySeries<Entry extends CalendarEntry>(entry: Entry, rule: RecurrenceRule, window: OccurrenceWindow, limit: number): Occurrence<Entry>[] {
  const { startDay: first, endDay: last } = entry;
  if (first === null || last === null) return [];
  const spanDays = Math.max(0, last - first);
  return occurrenceDays(rule, first, window.firstDay - spanDays, window.lastDay, limit)
    .filter((day) => !entry.exdates.has(day * DAY_MS))
    .map((day) => allDayOccurrence(entry, day, day + spanDays));
}

function timedSeries<Entry extends CalendarEntry>(
  entry: Entry,
  rule: RecurrenceRule,
  window: OccurrenceWindow,
  limit: number,
  clock: CalendarClock,
): Occurrence<Entry>[] {
  const duration = entry.endTime === null ? null : Math.max(0, entry.endTime - entry.startTime);
  const firstLocal = clock.toLocal(entry.startTime);
  const first = Math.floor(firstLocal / DAY_MS);
  const timeOfDay = firstLocal - first * DAY_MS;
  const from = Math.floor(clock.toLocal(window.start - (duration ?? 0)) / DAY_MS);
  const to = Math.floor(clock.toLocal(window.end) / DAY_MS);
  const occurrences: Occurrence<Entry>[] = [];
  for (const day of occurrenceDays(rule, first, from, to, limit)) {
    // The first date keeps its stored instant (it may sit in the repeated hour of a fall-back night).
    const start = day === first ? entry.startTime : clock.toInstant(day * DAY_MS + timeOfDay);
    if (entry.exdates.has(start)) continue;
    const end = duration === null ? null : start + duration;
    const occurrence: Occurrence<Entry> = { entry, start, end, startDay: null, endDay: null, originalStart: start };
    if (overlaps(occurrence, window)) occurrences.push(occurrence);
  }
  return occurrences;
}
