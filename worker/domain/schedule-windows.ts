import { type Interval, mergeIntervals, subtractIntervals } from "./intervals";
import { ZoneClock } from "./zone-clock";
import { DAY_MS, MINUTES_PER_DAY, MINUTE_MS, parseDay, weekdayOfEpochDay } from "./calendar-days";

/** 0 = Sunday; "HH:mm" wall clock in the schedule's zone; end <= start crosses midnight. */
export interface WeeklyRule {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** "yyyy-MM-dd" local date of the schedule's zone; replaces that whole day's weekly rules. */
export interface DateOverride {
  date: string;
  isUnavailable: boolean;
  startTime: string | null;
  endTime: string | null;
}

export interface Schedule {
  timezone: string;
  rules: readonly WeeklyRule[];
  overrides: readonly DateOverride[];
}

/** Minutes after the local midnight that starts a window's day; the end may pass 1440. */
interface WallWindow {
  startMinute: number;
  endMinute: number;
}

/** Covers the day before the span, midnight-crossing windows and the clock's own look-around. */
const CLOCK_MARGIN_MS = 4 * DAY_MS;
const WALL_CLOCK_PATTERN = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minuteOfDay(text: string): number | null {
  const match = WALL_CLOCK_PATTERN.exec(text);
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= MINUTES_PER_DAY ? minute : null;
}

/**
 * A rule's times as minutes, or null when malformed. Rows are validated when saved; a malformed
 * one left in the database offers nothing rather than taking the public booking page down.
 */
function wallWindow(startTime: string, endTime: string): WallWindow | null {
  const start = minuteOfDay(startTime);
  const end = minuteOfDay(endTime);
  if (start === null || end === null || start >= MINUTES_PER_DAY) return null;
  return { startMinute: start, endMinute: end <= start ? end + MINUTES_PER_DAY : end };
}

function toInstants(clock: ZoneClock, dayStart: number, window: WallWindow): Interval {
  return {
    start: clock.instantAt(dayStart + window.startMinute * MINUTE_MS),
    end: clock.instantAt(dayStart + window.endMinute * MINUTE_MS),
  };
}

function overridesByEpochDay(overrides: readonly DateOverride[]): Map<number, DateOverride> {
  const byDay = new Map<number, DateOverride>();
  for (const override of overrides) {
    const day = parseDay(override.date);
    if (day !== null) byDay.set(day, override);
  }
  return byDay;
}

function rulesByWeekday(rules: readonly WeeklyRule[]): WallWindow[][] {
  const byDay: WallWindow[][] = [[], [], [], [], [], [], []];
  for (const rule of rules) {
    const window = wallWindow(rule.startTime, rule.endTime);
    if (window && Number.isInteger(rule.dayOfWeek)) byDay[rule.dayOfWeek]?.push(window);
  }
  return byDay;
}

/**
 * The schedule's available instants that can matter for `span`, disjoint and ascending.
 *
 * Walks the schedule zone's local days from the one before `span` starts (its rules may cross
 * midnight into the span) to the day `span` ends. A day with an override owns that whole local
 * day: its custom window (or nothing, when unavailable) replaces the weekly rules, and the part of
 * the previous day's midnight-crossing window that would run into it is cut off. Windows that
 * touch across midnight are merged so a slot can span it.
 */
export function scheduleWindows(schedule: Schedule, span: Interval): Interval[] {
  const clock = new ZoneClock(schedule.timezone, { start: span.start - CLOCK_MARGIN_MS, end: span.end + CLOCK_MARGIN_MS });
  const weekly = rulesByWeekday(schedule.rules);
  const overrides = overridesByEpochDay(schedule.overrides);
  const ruleWindows: Interval[] = [];
  const overrideWindows: Interval[] = [];
  const overrideDays: Interval[] = [];

  const lastDay = clock.epochDayAt(span.end);
  for (let day = clock.epochDayAt(span.start) - 1; day <= lastDay; day++) {
    const dayStart = day * DAY_MS;
    const override = overrides.get(day);
    if (!override) {
      for (const window of weekly[weekdayOfEpochDay(day)]!) ruleWindows.push(toInstants(clock, dayStart, window));
      continue;
    }
    const wholeDay = toInstants(clock, dayStart, { startMinute: 0, endMinute: MINUTES_PER_DAY });
    overrideDays.push(wholeDay);
    const window = override.isUnavailable || override.startTime === null || override.endTime === null
      ? null
      : wallWindow(override.startTime, override.endTime);
    if (!window) continue;
    const instants = toInstants(clock, dayStart, window);
    if (overrides.has(day + 1) && instants.end > wholeDay.end) instants.end = wholeDay.end;
    overrideWindows.push(instants);
  }

  const fromRules = subtractIntervals(mergeIntervals(ruleWindows), mergeIntervals(overrideDays));
  return mergeIntervals(fromRules.concat(overrideWindows));
}
