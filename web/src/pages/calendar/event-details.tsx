import { AnswerFacts } from "../../components/answer-facts";
import { fullDate } from "../../lib/date-strings";
import { EventDescription } from "./event-description";
import { type CalendarEvent, firstDayOf, lastDayOf, type Recurrence, TYPE_LABELS } from "./event-model";
import { downloadIcs } from "./ics-export";
import { dayKeyOf, timeOf } from "./dates";
import { useBookingAnswers } from "./use-booking-answers";

const UNIT: Record<Recurrence["frequency"], [string, string]> = { YEARLY: ["year", "years"], MONTHLY: ["month", "months"], WEEKLY: ["week", "weeks"] };

/** "Repeats every 2 weeks on MO, WE until 2026-06-30". */
export function describeRecurrence(recurrence: Recurrence): string {
  const [one, many] = UNIT[recurrence.frequency];
  const every = recurrence.interval === 1 ? `every ${one}` : `every ${recurrence.interval} ${many}`;
  const days = recurrence.frequency === "WEEKLY" && recurrence.by_day ? ` on ${recurrence.by_day.split(",").join(", ")}` : "";
  const until = recurrence.end_date ? ` until ${recurrence.end_date}` : "";
  return `Repeats ${every}${days}${until}`;
}

/** When the event happens, in the browser's zone. */
export function describeWhen(event: CalendarEvent): string {
  const first = firstDayOf(event);
  if (event.is_all_day) {
    const last = lastDayOf(event);
    return last === first ? `${fullDate(first)} (all day)` : `${fullDate(first)} – ${fullDate(last)} (all day)`;
  }
  const start = new Date(event.start_time);
  if (event.end_time === null) return `${fullDate(first)} · ${timeOf(start)}`;
  const end = new Date(event.end_time);
  const endDay = dayKeyOf(end);
  if (endDay === first || lastDayOf(event) === first) return `${fullDate(first)} · ${timeOf(start)} – ${timeOf(end)}`;
  return `${fullDate(first)} ${timeOf(start)} – ${fullDate(endDay)} ${timeOf(end)}`;
}

interface Props {
  event: CalendarEvent;
  onEdit: () => void;
  onDelete: () => void;
  onCancelBooking: () => void;
  /** The host asks the booker for a new time; null on a booker's own saved copy. */
  onRequestReschedule: (() => void) | null;
}

/** Details mode of the event dialog: facts, export, and edit/delete or cancel. */
export function EventDetails({ event, onEdit, onDelete, onCancelBooking, onRequestReschedule }: Props) {
  const booked = event.type === "booked";
  const answers = useBookingAnswers(booked ? event.booking_id : null);
  return (
    <div className="event-details">
      <p className="event-details-when">
        <span className={`type-badge type-${event.type}`}>{TYPE_LABELS[event.type]}</span>
        {describeWhen(event)}
      </p>
      {event.recurrence && <p className="muted">{describeRecurrence(event.recurrence)}</p>}
      <dl className="event-facts">
        {event.location && (
          <>
            <dt>Location</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {booked && event.booker_name && (
          <>
            <dt>Booked by</dt>
            <dd>
              {event.booker_name}
              {event.booker_email && <span className="muted"> ({event.booker_email})</span>}
            </dd>
          </>
        )}
        {event.guests.length > 0 && (
          <>
            <dt>Guests</dt>
            <dd>{event.guests.join(", ")}</dd>
          </>
        )}
        <AnswerFacts answers={answers} />
      </dl>
      <EventDescription text={event.description} manageUrl={event.manage_url} />
      <div className="dialog-footer event-details-actions">
        <button type="button" className="button secondary" onClick={() => downloadIcs(event)}>
          Export .ics
        </button>
        {!booked && (
          <button type="button" className="button secondary" onClick={onEdit}>
            Edit
          </button>
        )}
        {booked && event.booking_id !== null && onRequestReschedule && new Date(event.start_time).getTime() > Date.now() && (
          <button type="button" className="button secondary" onClick={onRequestReschedule}>
            Request reschedule
          </button>
        )}
        {booked ? (
          event.booking_id !== null && (
            <button type="button" className="button danger" onClick={onCancelBooking}>
              Cancel booking
            </button>
          )
        ) : (
          <button type="button" className="button danger" onClick={onDelete}>
            Delete
          </button>
        )}
      </div>
    </div>
  );
}
