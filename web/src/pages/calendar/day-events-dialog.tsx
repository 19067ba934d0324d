import { Dialog } from "../../components/dialog";
import { type DayKey, dayTitle } from "../../lib/date-strings";
import { EventChip } from "./event-chip";
import { type CalendarEvent, eventsOnDay, occurrenceKey } from "./event-model";

interface Props {
  day: DayKey;
  events: readonly CalendarEvent[];
  now: Date;
  onOpenEvent: (event: CalendarEvent) => void;
  onAddEvent: (day: DayKey) => void;
  onClose: () => void;
}

/** The day dialog of the month view: 'Events for {date}', or 'No events for this day.' */
export function DayEventsDialog({ day, events, now, onOpenEvent, onAddEvent, onClose }: Props) {
  const dayEvents = eventsOnDay(events, day);
  return (
    <Dialog
      open
      title={`Events for ${dayTitle(day)}`}
      onClose={onClose}
      footer={
        <button type="button" className="button primary" onClick={() => onAddEvent(day)}>
          Add Event
        </button>
      }
    >
      {dayEvents.length === 0 ? (
        <p className="muted">No events for this day.</p>
      ) : (
        <ul className="event-list">
          {dayEvents.map((event) => (
            <li key={occurrenceKey(event)}>
              <EventChip event={event} now={now} onOpen={onOpenEvent} variant="row" />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
