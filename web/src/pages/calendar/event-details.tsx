import { AnswerFacts } from "../../components/answer-facts";
import { fullDate, weekdayName } from "../../../../shared/i18n/date-labels";
import { intlTag, type Weekday } from "../../../../shared/i18n/calendar-conventions";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import { EventDescription } from "./event-description";
import { type CalendarEvent, firstDayOf, lastDayOf, type Recurrence, TYPE_LABELS, WEEKDAY_CODES, type WeekdayCode } from "./event-model";
import { downloadIcs } from "./ics-export";
import { dayKeyOf } from "./dates";
import { clockTime } from "./format";
import { useBookingAnswers } from "./use-booking-answers";

/** A weekly rule's days as the locale lists them: "Mon, Wed", "Mo., Mi.". */
function weekdayList(locale: string, byDay: string): string {
  const names = byDay.split(",").map((code) => weekdayName(locale, WEEKDAY_CODES.indexOf(code as WeekdayCode) as Weekday, "short"));
  return new Intl.ListFormat(intlTag(locale), { type: "unit", style: "short" }).format(names);
}

/** "Repeats every 2 weeks on Mon, Wed until 2026-06-30", in the host's language. */
export function describeRecurrence({ t, locale }: HostI18n, recurrence: Recurrence): string {
  let rule = t("calendar.repeats", { interval: recurrence.interval, unit: recurrence.frequency });
  if (recurrence.frequency === "WEEKLY" && recurrence.by_day) rule = t("calendar.repeatsOn", { rule, days: weekdayList(locale, recurrence.by_day) });
  return recurrence.end_date ? t("calendar.repeatsUntil", { rule, date: recurrence.end_date }) : rule;
}

/** When the event happens, in the browser's zone. */
export function describeWhen(i18n: HostI18n, event: CalendarEvent): string {
  const { t, locale } = i18n;
  const date = (day: string) => fullDate(locale, day);
  const time = (instant: Date) => clockTime(i18n, instant);
  const first = firstDayOf(event);
  if (event.is_all_day) {
    const last = lastDayOf(event);
    return t("calendar.whenAllDay", { date: last === first ? date(first) : `${date(first)} – ${date(last)}` });
  }
  const start = new Date(event.start_time);
  if (event.end_time === null) return `${date(first)} · ${time(start)}`;
  const end = new Date(event.end_time);
  const endDay = dayKeyOf(end);
  if (endDay === first || lastDayOf(event) === first) return `${date(first)} · ${time(start)} – ${time(end)}`;
  return `${date(first)} ${time(start)} – ${date(endDay)} ${time(end)}`;
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
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <div className="event-details">
      <p className="event-details-when">
        <span className={`type-badge type-${event.type}`}>{t(TYPE_LABELS[event.type])}</span>
        {describeWhen(i18n, event)}
      </p>
      {event.recurrence && <p className="muted">{describeRecurrence(i18n, event.recurrence)}</p>}
      <dl className="event-facts">
        {event.location && (
          <>
            <dt>{t("calendar.location")}</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {booked && event.booker_name && (
          <>
            <dt>{t("calendar.bookedBy")}</dt>
            <dd>
              {event.booker_name}
              {event.booker_email && <span className="muted"> ({event.booker_email})</span>}
            </dd>
          </>
        )}
        {event.guests.length > 0 && (
          <>
            <dt>{t("calendar.guests")}</dt>
            <dd>{event.guests.join(", ")}</dd>
          </>
        )}
        <AnswerFacts answers={answers} />
      </dl>
      <EventDescription text={event.description} manageUrl={event.manage_url} />
      <div className="dialog-footer event-details-actions">
        <button type="button" className="button secondary" onClick={() => downloadIcs(event)}>
          {t("calendar.exportIcs")}
        </button>
        {!booked && (
          <button type="button" className="button secondary" onClick={onEdit}>
            {t("calendar.edit")}
          </button>
        )}
        {booked && event.booking_id !== null && onRequestReschedule && new Date(event.start_time).getTime() > Date.now() && (
          <button type="button" className="button secondary" onClick={onRequestReschedule}>
            {t("calendar.requestReschedule")}
          </button>
        )}
        {booked ? (
          event.booking_id !== null && (
            <button type="button" className="button danger" onClick={onCancelBooking}>
              {t("calendar.cancelBooking")}
            </button>
          )
        ) : (
          <button type="button" className="button danger" onClick={onDelete}>
            {t("app.delete")}
          </button>
        )}
      </div>
    </div>
  );
}
