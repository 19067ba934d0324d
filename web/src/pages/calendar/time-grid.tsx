import { type CSSProperties, useEffect, useRef, type MouseEvent } from "react";
import { dayTitle } from "../../../../shared/i18n/date-labels";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { type DayKey, dayOfMonth } from "../../lib/date-strings";
import { EventChip } from "./event-chip";
import { type CalendarEvent, eventsByDay, occurrenceKey } from "./event-model";
import { layoutDay } from "./time-grid-layout";
import { gmtLabel, localDateTime, minutesIntoDay } from "./dates";
import { clockTime, shortWeekday } from "./format";
import "./time-grid.css";

/** Height of one hour on the grid, in pixels. */
export const HOUR_HEIGHT = 48;
const MINUTE = HOUR_HEIGHT / 60;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const FIRST_VISIBLE_HOUR = 7;
/** Blocks shorter than this have room for one line: start time and title side by side. */
const SHORT_BLOCK_MINUTES = 45;

interface Props {
  days: DayKey[];
  today: DayKey;
  events: readonly CalendarEvent[];
  now: Date;
  onOpenEvent: (event: CalendarEvent) => void;
  /** A click on empty grid time: a new event there (half-hour steps). */
  onPickTime: (day: DayKey, time: string) => void;
}

function timeAt(event: MouseEvent<HTMLElement>): string {
  const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
  const halfHours = Math.max(0, Math.min(47, Math.floor(offset / (MINUTE * 30))));
  return `${String(Math.floor(halfHours / 2)).padStart(2, "0")}:${halfHours % 2 === 0 ? "00" : "30"}`;
}

/**
 * Week and day views: a 24-hour grid with an all-day row and the zone's GMT label, a red
 * line at the current time, past events greyed and the current one ringed.
 */
export function TimeGrid({ days, today, events, now, onOpenEvent, onPickTime }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const i18n = useHostI18n();
  const { t, locale } = i18n;
  const byDay = eventsByDay(events, days);
  const showsToday = days.includes(today);
  const firstDay = days[0] ?? today;

  // Open on the working day (or just before now), not on midnight; again whenever the shown days change.
  useEffect(() => {
    const hour = showsToday ? Math.max(0, new Date().getHours() - 1) : FIRST_VISIBLE_HOUR;
    scroller.current?.scrollTo({ top: Math.max(0, hour * HOUR_HEIGHT - 12) });
  }, [firstDay, showsToday]);

  return (
    <div className="time-grid" style={{ "--days": days.length } as CSSProperties}>
      <div className="tg-row tg-head">
        <div className="tg-gmt">{gmtLabel(firstDay)}</div>
        {days.map((day) => (
          <div key={day} className={`tg-day-head${day === today ? " today" : ""}`}>
            <span className="tg-weekday">{shortWeekday(locale, day)}</span>
            <span className="tg-date">{dayOfMonth(day)}</span>
          </div>
        ))}
      </div>
      <div className="tg-row tg-all-day">
        <div className="tg-gutter-label">{t("calendar.allDay")}</div>
        {days.map((day) => (
          <div key={day} className="tg-all-day-cell" role="group" aria-label={t("calendar.allDayEvents", { date: dayTitle(locale, day) })}>
            {(byDay.get(day) ?? [])
              .filter((event) => event.is_all_day)
              .map((event) => (
                <EventChip key={occurrenceKey(event)} event={event} now={now} onOpen={onOpenEvent} variant="compact" />
              ))}
          </div>
        ))}
      </div>
      <div className="tg-scroll" ref={scroller}>
        <div className="tg-row tg-body" style={{ height: 24 * HOUR_HEIGHT }}>
          <div className="tg-hours" aria-hidden="true">
            {HOURS.map((hour) => (
              <div key={hour} className="tg-hour-label" style={{ top: hour * HOUR_HEIGHT }}>
                {hour === 0 ? "" : clockTime(i18n, localDateTime(firstDay, `${String(hour).padStart(2, "0")}:00`))}
              </div>
            ))}
          </div>
          {days.map((day) => (
            <div key={day} className="tg-column" data-day={day} role="group" aria-label={t("calendar.timedEvents", { date: dayTitle(locale, day) })}>
              {/* A pointer shortcut; "Add Event" is the keyboard's way to the same form. */}
              <div className="tg-slots" onClick={(event) => onPickTime(day, timeAt(event))} />
              {layoutDay(byDay.get(day) ?? [], day).map((block) => (
                <EventChip
                  key={occurrenceKey(block.event)}
                  event={block.event}
                  now={now}
                  onOpen={onOpenEvent}
                  variant={block.bottom - block.top < SHORT_BLOCK_MINUTES ? "compact" : "row"}
                  style={{
                    top: block.top * MINUTE,
                    height: (block.bottom - block.top) * MINUTE,
                    insetInlineStart: `calc(${(100 * block.column) / block.columns}% + 2px)`,
                    width: `calc(${100 / block.columns}% - 4px)`,
                  }}
                />
              ))}
              {day === today && <div className="now-line" style={{ top: minutesIntoDay(now) * MINUTE }} title={t("calendar.now", { time: clockTime(i18n, now) })} aria-hidden="true" />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
