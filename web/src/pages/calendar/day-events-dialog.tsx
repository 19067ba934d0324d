import { Dialog } from "../../components/dialog";
import { dayTitle } from "../../../../shared/i18n/date-labels";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { DayKey } from "../../lib/date-strings";
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
  const { t, locale } = useHostI18n();
  return (
    <Dialog
      open
      title={t("calendar.eventsFor", { date: dayTitle(locale, day) })}
      onClose={onClose}
      footer={
        <button type="button" className="button primary" onClick={() => onAddEvent(day)}>
          {t("calendar.addEvent")}
        </button>
      }
    >
      {dayEvents.length === 0 ? (
        <p className="muted">{t("calendar.noEventsDay")}</p>
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
