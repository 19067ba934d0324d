import { formatLongDate } from "../../public/time-format";
import { addMonths, dateInMonth, daysInMonth, firstWeekday, monthOfDate, monthTitle, utcStartOf } from "./calendar-date";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Visitors book up to a year ahead (DESIGN §3). */
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

/** Spec §5 Slots: a day can be chosen only if it has slots and is not in the past. */
export function MonthCalendar({ month, today, days, selectedDate, onSelectDate, onShowMonth }: MonthCalendarProps) {
  const thisMonth = monthOfDate(today);
  const free = new Set(days ?? []);
  const leadingBlanks = Array.from({ length: firstWeekday(month) }, (_, index) => <span key={`blank-${index}`} />);
  const dayButtons = Array.from({ length: daysInMonth(month) }, (_, index) => {
    const day = index + 1;
    const date = dateInMonth(month, day);
    const selectable = free.has(day) && date >= today;
    const classes = ["calendar-day", selectable ? "free" : "", date === today ? "today" : "", date === selectedDate ? "selected" : ""];
    return (
      <button
        key={date}
        type="button"
        className={classes.join(" ").trim()}
        disabled={!selectable}
        aria-pressed={date === selectedDate}
        aria-label={formatLongDate(utcStartOf(date), "UTC")}
        onClick={() => onSelectDate(date)}
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
            onClick={() => onShowMonth(addMonths(month, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Next month"
            title="Next month"
            disabled={month >= addMonths(thisMonth, MONTHS_AHEAD)}
            onClick={() => onShowMonth(addMonths(month, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="calendar-grid">
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="calendar-weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {leadingBlanks}
        {dayButtons}
      </div>
    </div>
  );
}
