import { type KeyboardEvent, useRef } from "react";
import { firstDayOfWeek } from "../../../../shared/i18n/calendar-conventions";
import { fullDate, gridWeekdayName, monthTitle } from "../../../../shared/i18n/date-labels";
import { useI18n } from "../../i18n/i18n-context";
import { dateInMonth, daysInMonth, monthOf, shiftMonth } from "../../lib/date-strings";
import { bookerMonthGrid } from "../../lib/month-layout";

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

/** A right-to-left grid runs its days leftwards: the arrow keys follow what the booker sees. */
const MIRRORED: Record<string, string> = { ArrowLeft: "ArrowRight", ArrowRight: "ArrowLeft" };

/**
 * Slots: a day can be chosen only if it has slots and is not in the past. The days are one
 * tab stop (roving tabindex): unavailable days stay focusable (aria-disabled) so arrows can cross them.
 * The month, weekdays and week start are the booker's locale's.
 */
export function MonthCalendar({ month, today, days, selectedDate, onSelectDate, onShowMonth }: MonthCalendarProps) {
  const { t, locale, dir } = useI18n();
  const grid = useRef<HTMLDivElement>(null);
  const thisMonth = monthOf(today);
  const lastDay = daysInMonth(month);
  const free = new Set(days ?? []);
  const selectableDay = (day: number) => free.has(day) && dateInMonth(month, day) >= today;
  const selectedDay = selectedDate && monthOf(selectedDate) === month ? Number(selectedDate.slice(8)) : null;
  const tabStop = selectedDay ?? Array.from({ length: lastDay }, (_, index) => index + 1).find(selectableDay) ?? 1;
  const { week, leadCells } = bookerMonthGrid(month, firstDayOfWeek(locale));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, day: number) => {
    const column = (leadCells + day - 1) % 7;
    const key = dir === "rtl" ? (MIRRORED[event.key] ?? event.key) : event.key;
    const step = KEY_STEPS[key];
    const target = step ? step(day) : key === "Home" ? day - column : key === "End" ? day + 6 - column : null;
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
        style={day === 1 ? { gridColumnStart: leadCells + 1 } : undefined}
        tabIndex={day === tabStop ? 0 : -1}
        aria-disabled={!selectable}
        aria-pressed={date === selectedDate}
        aria-label={fullDate(locale, date)}
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
        <h2 className="calendar-title">{monthTitle(locale, month)}</h2>
        <div className="row">
          <button
            type="button"
            className="icon-button month-step"
            aria-label={t("booking.previousMonth")}
            title={t("booking.previousMonth")}
            disabled={month <= thisMonth}
            onClick={() => onShowMonth(shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-button month-step"
            aria-label={t("booking.nextMonth")}
            title={t("booking.nextMonth")}
            disabled={month >= shiftMonth(thisMonth, MONTHS_AHEAD)}
            onClick={() => onShowMonth(shiftMonth(month, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="calendar-grid" ref={grid}>
        {week.map((weekday) => (
          <span key={weekday} className="calendar-weekday" aria-hidden="true">
            {gridWeekdayName(locale, weekday)}
          </span>
        ))}
        {dayButtons}
      </div>
    </div>
  );
}
