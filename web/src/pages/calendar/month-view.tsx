import type { Weekday } from "../../../../shared/i18n/calendar-conventions";
import { dayTitle, gridWeekdayName, weekFrom } from "../../../../shared/i18n/date-labels";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { type DayKey, dayOfMonth, monthOf } from "../../lib/date-strings";
import { monthGridDays } from "../../lib/month-layout";
import { EventChip } from "./event-chip";
import { type CalendarEvent, eventsByDay } from "./event-model";
import { useMediaQuery } from "./use-clock";
import "./month-view.css";

/** Three events per day, two on screens under 768px wide. */
export const MONTH_CELL_CAP = 3;
export const NARROW_MONTH_CELL_CAP = 2;

interface Props {
  cursor: DayKey;
  /** The weekday the grid's weeks start on (the host's locale's). */
  firstDay: Weekday;
  today: DayKey;
  events: readonly CalendarEvent[];
  now: Date;
  onOpenEvent: (event: CalendarEvent) => void;
  onOpenDay: (day: DayKey) => void;
}

/** Month view: a 7-column grid; past the cap, '+ N more' opens the day's list. */
export function MonthView({ cursor, firstDay, today, events, now, onOpenEvent, onOpenDay }: Props) {
  const { t, locale } = useHostI18n();
  const narrow = useMediaQuery("(max-width: 767px)");
  const cap = narrow ? NARROW_MONTH_CELL_CAP : MONTH_CELL_CAP;
  const days = monthGridDays(cursor, firstDay);
  const byDay = eventsByDay(events, days);
  const month = monthOf(cursor);

  return (
    <div className="month-view">
      <div className="month-weekdays" aria-hidden="true">
        {weekFrom(firstDay).map((weekday) => (
          <div key={weekday}>{gridWeekdayName(locale, weekday)}</div>
        ))}
      </div>
      <div className="month-grid">
        {days.map((day) => {
          const dayEvents = byDay.get(day) ?? [];
          const hidden = dayEvents.length - cap;
          const classes = ["month-cell", monthOf(day) !== month && "other-month", day === today && "today"].filter(Boolean).join(" ");
          return (
            <div key={day} className={classes} data-day={day}>
              <button type="button" className="month-day-number" aria-label={t("calendar.eventsFor", { date: dayTitle(locale, day) })} onClick={() => onOpenDay(day)}>
                {dayOfMonth(day)}
              </button>
              <div className="month-cell-events">
                {dayEvents.slice(0, cap).map((event) => (
                  <EventChip key={`${event.id}@${event.start_time}`} event={event} now={now} onOpen={onOpenEvent} variant="compact" />
                ))}
                {hidden > 0 && (
                  <button type="button" className="more-link" onClick={() => onOpenDay(day)}>
                    {t("calendar.moreEvents", { count: hidden })}
                  </button>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
