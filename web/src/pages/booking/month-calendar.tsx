import { type KeyboardEvent, useRef } from "react";
import { dateInMonth, daysInMonth, fullDate, monthOf, monthTitle, shiftMonth, weekdayOf } from "../../lib/date-strings";
import { WEEKDAYS } from "../../lib/month-layout";

/** Visitors book up to a year ahead (docs/DECISIONS.md, API and limits). */
const MONTHS_AHEAD = 12;

interface MonthCalendarProps {
  month: string;
  today: string;
  /** Days with free slots; null while they load. */
  days: number[] | null;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  onShowMonth: (month: string) => void;
}

/** Arrow keys move a day or a week, Home/End to the week's ends (the WAI-ARIA date picker pattern). */
const KEY_STEPS: Record<string, (day: number) => number> = {
  ArrowLeft: (day) => day - 1,
  ArrowRight: (day) => day + 1,
  ArrowUp: (day) => day - 7,
  ArrowDown: (day) => day + 7,
};

/**
 * Slots: a day can be chosen only if it has slots and is not in the past. The days are one
 * tab stop (roving tabindex): unavailable days stay focusable (aria-disabled) so arrows can cross them.
 */
export function MonthCalendar({ month, today, days, selectedDate, onSelectDate, onShowMonth }: MonthCalendarProps) {
  const grid = useRef<HTMLDivElement>(null);
  const thisMonth = monthOf(today);
  const lastDay = daysInMonth(month);
  const free = new Set(days ?? []);
  const selectableDay = (day: number) => free.has(day) && dateInMonth(month, day) >= today;
  const selectedDay = selectedDate && monthOf(selectedDate) === month ? Number(selectedDate.slice(8)) : null;
  const tabStop = selectedDay ?? Array.from({ length: lastDay }, (_, index) => index + 1).find(selectableDay) ?? 1;
  const leadWeekday = weekdayOf(month);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, day: number) => {
    const weekday = (leadWeekday + day - 1) % 7;
    const step = KEY_STEPS[event.key];
    const target = step ? step(day) : event.key === "Home" ? day - weekday : event.key === "End" ? day + 6 - weekday : null;
    if (target === null) return;
    event.preventDefault();
    const clamped = Math.min(lastDay, Math.max(1, target));
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${clamped}"]`)?.focus();
  };

  const dayButtons = Array.from({ length: lastDay }, (_, index) => {
    const day = index + 1;
    const date = dateInMonth(month, day);
    const selectable = selectableDay(day);
    const classes = ["calendar-day", selectable ? "free" : "", date === today ? "today" : "", date === selectedDate ? "selected" : ""];
    return (
      <button
        key={date}
        type="button"
        data-day={day}
        className={classes.join(" ").trim()}
        style={day === 1 ? { gridColumnStart: leadWeekday + 1 } : undefined}
        tabIndex={day === tabStop ? 0 : -1}
        aria-disabled={!selectable}
        aria-pressed={date === selectedDate}
        aria-label={fullDate(date)}
        onClick={() => selectable && onSelectDate(date)}
        onKeyDown={(event) => moveFocus(event, day)}
      >
        {day}
      </button>
    );
  });

  return (
    <div className="month-calendar" aria-busy={days === null}>
      <div className="calendar-header">
        <h2 className="calendar-title">{monthTitle(month)}</h2>
        <div className="row">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous month"
            title="Previous month"
            disabled={month <= thisMonth}
            onClick={() => onShowMonth(shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Next month"
            title="Next month"
            disabled={month >= shiftMonth(thisMonth, MONTHS_AHEAD)}
            onClick={() => onShowMonth(shiftMonth(month, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="calendar-grid" ref={grid}>
        {WEEKDAYS.map(({ short }) => (
          <span key={short} className="calendar-weekday" aria-hidden="true">
            {short}
          </span>
        ))}
        {dayButtons}
      </div>
    </div>
  );
}
