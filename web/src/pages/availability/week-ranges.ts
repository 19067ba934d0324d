import type { Rule } from "./availability-api";

/** A day's first range, and a new override's, runs 09:00 to 17:00. */
export const NEW_RANGE = { start: "09:00", end: "17:00" } as const;

/** Monday to Friday, 09:00 to 17:00: what an empty schedule is filled with in one click. */
export const WORKING_WEEK: Rule[] = [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: NEW_RANGE.start, end_time: NEW_RANGE.end }));

/** One editable row; `key` keeps React's inputs attached to the right row while rows come and go. */
export interface EditableRange {
  key: number;
  start: string;
  end: string;
}

/** Seven lists, Sunday first. */
export type Week = EditableRange[][];

let nextKey = 0;
export const newRange = (start: string, end: string): EditableRange => ({
  key: nextKey++,
  start,
  end,
});

/** Rules grouped by weekday, each day's ranges by start time. */
export function weekOf(rules: readonly Rule[]): Week {
  const week: Week = Array.from({ length: 7 }, () => []);
  const sorted = [...rules].sort((a, b) => a.start_time.localeCompare(b.start_time));
  for (const rule of sorted) week[rule.day_of_week]?.push(newRange(rule.start_time, rule.end_time));
  return week;
}

export function rulesOf(week: Week): Rule[] {
  return week.flatMap((ranges, day) => ranges.map((range) => ({ day_of_week: day, start_time: range.start, end_time: range.end })));
}

/** An end before the start means the range runs past midnight into the next day. */
export const crossesMidnight = (range: { start: string; end: string }) => range.end !== "" && range.end < range.start;
