import { type DayKey, dayTitle } from "../../lib/date-strings";
import { hoursAndMinutes } from "../../lib/durations";
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
  const dayEvents = eventsOnDay(events, day);
  const items = dialItems(dayEvents, day);
  const timed = items.filter((item) => !item.point).length;
  const points = items.length - timed;
  const label = `24-hour clock of ${dayTitle(day)}: ${timed} timed event${timed === 1 ? "" : "s"}, ${points} point${points === 1 ? "" : "s"} in time`;

  return (
    <div className="clock-view">
      <ClockDial items={items} now={now} showHand={day === today} label={label} onOpenEvent={onOpenEvent} />
      <div className="clock-summary">
        <p className="clock-total">{hoursAndMinutes(scheduledMinutes(items))} scheduled</p>
        <ul className="clock-type-totals" aria-label="Time per type">
          {minutesByType(items).map(({ type, minutes }) => (
            <li key={type}>
              <span className={`legend-swatch type-${type}`} aria-hidden="true" />
              {TYPE_LABELS[type]}: {hoursAndMinutes(minutes)}
            </li>
          ))}
        </ul>
        {dayEvents.length === 0 ? (
          <p className="muted">No events scheduled for this day</p>
        ) : (
          <ul className="event-list" aria-label={`Events of ${dayTitle(day)}`}>
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
