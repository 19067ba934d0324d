import { dayTitle } from "../../../../shared/i18n/date-labels";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { hoursAndMinutes } from "../../lib/durations";
import type { DayKey } from "../../lib/date-strings";
import { ClockDial } from "./clock-dial";
import { dialItems, minutesByType, scheduledMinutes } from "./clock-math";
import { EventChip } from "./event-chip";
import { type CalendarEvent, eventsOnDay, occurrenceKey, TYPE_LABELS } from "./event-model";
import "./clock-view.css";

interface Props {
  day: DayKey;
  today: DayKey;
  events: readonly CalendarEvent[];
  now: Date;
  onOpenEvent: (event: CalendarEvent) => void;
}

/**
 * Clock view: the dial, the day's scheduled time as 'XhYYm scheduled' (overlapping
 * events counted once), time per type, and the day's events, or 'No events scheduled for this day'.
 */
export function ClockView({ day, today, events, now, onOpenEvent }: Props) {
  const i18n = useHostI18n();
  const { t, locale } = i18n;
  const dayEvents = eventsOnDay(events, day);
  const items = dialItems(dayEvents, day);
  const timed = items.filter((item) => !item.point).length;
  const points = items.length - timed;
  const label = t("calendar.dialLabel", { date: dayTitle(locale, day), timed, points });

  return (
    <div className="clock-view">
      <ClockDial items={items} now={now} showHand={day === today} label={label} onOpenEvent={onOpenEvent} />
      <div className="clock-summary">
        <p className="clock-total">{t("calendar.scheduled", { duration: hoursAndMinutes(i18n, scheduledMinutes(items)) })}</p>
        <ul className="clock-type-totals" aria-label={t("calendar.timePerType")}>
          {minutesByType(items).map(({ type, minutes }) => (
            <li key={type}>
              <span className={`legend-swatch type-${type}`} aria-hidden="true" />
              {t("calendar.typeTime", { type: t(TYPE_LABELS[type]), duration: hoursAndMinutes(i18n, minutes) })}
            </li>
          ))}
        </ul>
        {dayEvents.length === 0 ? (
          <p className="muted">{t("calendar.noEventsScheduled")}</p>
        ) : (
          <ul className="event-list" aria-label={t("calendar.eventsOf", { date: dayTitle(locale, day) })}>
            {dayEvents.map((event) => (
              <li key={occurrenceKey(event)}>
                <EventChip event={event} now={now} onOpen={onOpenEvent} variant="row" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
