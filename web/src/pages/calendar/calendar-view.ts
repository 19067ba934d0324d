import { addDays, addMonths, type DayKey, dayTitle, monthTitle, startOfWeek } from "../../lib/date-strings";
import { monthGridDays } from "../../lib/month-layout";
import { weekTitle } from "./format";

/** The four views, remembered in localStorage under calendarView, default month. */
export const VIEWS = ["month", "week", "day", "clock"] as const;
export type CalendarView = (typeof VIEWS)[number];
export const VIEW_STORAGE_KEY = "calendarView";

export const VIEW_LABELS: Record<CalendarView, string> = { month: "Month", week: "Week", day: "Day", clock: "Clock" };

export function readStoredView(): CalendarView {
  try {
    const stored = localStorage.getItem(VIEW_STORAGE_KEY);
    return (VIEWS as readonly string[]).includes(stored ?? "") ? (stored as CalendarView) : "month";
  } catch {
    return "month";
  }
}

export function storeView(view: CalendarView): void {
  try {
    localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

/** The days the view shows around `cursor`. */
export function visibleDays(view: CalendarView, cursor: DayKey): DayKey[] {
  if (view === "month") return monthGridDays(cursor);
  if (view === "week") {
    const sunday = startOfWeek(cursor);
    return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
  }
  return [cursor];
}

/** Previous (-1) or next (+1) month, week or day. */
export function stepCursor(view: CalendarView, cursor: DayKey, direction: -1 | 1): DayKey {
  if (view === "month") return addMonths(cursor, direction);
  if (view === "week") return addDays(cursor, 7 * direction);
  return addDays(cursor, direction);
}

/** View titles: 'MMMM yyyy', 'MMM d - d, yyyy', 'MMMM d, yyyy'. */
export function viewTitle(view: CalendarView, cursor: DayKey): string {
  if (view === "month") return monthTitle(cursor);
  if (view === "week") return weekTitle(startOfWeek(cursor));
  return dayTitle(cursor);
}

const UNIT_NAMES: Record<CalendarView, string> = { month: "month", week: "week", day: "day", clock: "day" };
export const unitName = (view: CalendarView): string => UNIT_NAMES[view];
