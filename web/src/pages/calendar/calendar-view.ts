import { dayTitle, monthTitle } from "../../../../shared/i18n/date-labels";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { addDays, addMonths, type DayKey, startOfWeek } from "../../lib/date-strings";
import { monthGridDays } from "../../lib/month-layout";
import { weekTitle } from "./format";

/** The four views, remembered in localStorage under calendarView, default month. */
export const VIEWS = ["month", "week", "day", "clock"] as const;
export type CalendarView = (typeof VIEWS)[number];
export const VIEW_STORAGE_KEY = "calendarView";

export const VIEW_LABELS: Record<CalendarView, HostMessageKey> = { month: "calendar.view.month", week: "calendar.view.week", day: "calendar.view.day", clock: "calendar.view.clock" };

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

/** The days the view shows around `cursor`, its weeks from `firstDay` (the host's locale's, 0 = Sunday). */
export function visibleDays(view: CalendarView, cursor: DayKey, firstDay: number): DayKey[] {
  if (view === "month") return monthGridDays(cursor, firstDay);
  if (view === "week") {
    const first = startOfWeek(cursor, firstDay);
    return Array.from({ length: 7 }, (_, index) => addDays(first, index));
  }
  return [cursor];
}

/** Previous (-1) or next (+1) month, week or day. */
export function stepCursor(view: CalendarView, cursor: DayKey, direction: -1 | 1): DayKey {
  if (view === "month") return addMonths(cursor, direction);
  if (view === "week") return addDays(cursor, 7 * direction);
  return addDays(cursor, direction);
}

/** View titles in the host's locale (English: 'MMMM yyyy', 'MMM d - d, yyyy', 'MMMM d, yyyy'). */
export function viewTitle(view: CalendarView, cursor: DayKey, locale: string, firstDay: number): string {
  if (view === "month") return monthTitle(locale, cursor);
  if (view === "week") return weekTitle(locale, startOfWeek(cursor, firstDay));
  return dayTitle(locale, cursor);
}

/** The toolbar's arrows, named by what they step over. */
export const STEP_LABELS: Record<CalendarView, { previous: HostMessageKey; next: HostMessageKey }> = {
  month: { previous: "calendar.previous.month", next: "calendar.next.month" },
  week: { previous: "calendar.previous.week", next: "calendar.next.week" },
  day: { previous: "calendar.previous.day", next: "calendar.next.day" },
  clock: { previous: "calendar.previous.day", next: "calendar.next.day" },
};
