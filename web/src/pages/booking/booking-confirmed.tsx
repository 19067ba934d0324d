import { useMemo } from "react";
import type { SessionUser } from "../../auth/session-user";
import { formatLongDate, formatTime } from "../../lib/zoned-time";
import { AddToMyCalendar } from "./add-to-my-calendar";
import { type CreatedBooking, optionsPath, type PublicEventType, withHosts } from "./booking-api";
import { bookedEvent, googleCalendarUrl, outlookCalendarUrl } from "./calendar-event";
import { icsDataUrl, icsFile } from "./ics-file";
import "./booking-details.css";

interface BookingConfirmedProps {
  booking: CreatedBooking;
  eventType: PublicEventType;
  timeZone: string;
  user: SessionUser | null;
}

/** 'Booking Confirmed!': the cancel link, calendar links and the way to book again. */
export function BookingConfirmed({ booking, eventType, timeZone, user }: BookingConfirmedProps) {
  const event = useMemo(() => bookedEvent(booking, eventType, window.location.origin), [booking, eventType]);
  const ics = useMemo(() => icsDataUrl(icsFile(event, Date.now())), [event]);
  const owner = eventType.ownerUsername;

  return (
    <section className="card booking-confirmed" aria-labelledby="confirmed-heading">
      <div className="confirmed-mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="confirmed-heading" className="card-title">
        Booking Confirmed!
      </h1>
      <p className="muted">You are scheduled {withHosts(booking) ?? `with ${owner}`}.</p>
      <dl className="confirmed-facts">
        <div>
          <dt>What</dt>
          <dd>{booking.title}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            {formatTime(event.start, timeZone)} – {formatTime(event.end, timeZone)}, {formatLongDate(event.start, timeZone)} ({timeZone})
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
      <div className="cancel-link-box">
        <p>Need to cancel? Keep this private link:</p>
        <a href={event.cancelUrl} className="cancel-link">
          {event.cancelUrl}
        </a>
        <p className="reschedule-line">
          Need another time? <a href={booking.reschedule_url}>Reschedule</a>
        </p>
      </div>
      <div className="calendar-links" role="group" aria-label="Add to calendar">
        <a className="button secondary small" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </a>
        <a className="button secondary small" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Outlook
        </a>
        <a className="button secondary small" href={ics} download={`${eventType.slug}.ics`}>
          Download .ics
        </a>
      </div>
      {user && <AddToMyCalendar booking={booking} event={event} />}
      <p className="card-footer">
        <a href={optionsPath(eventType)}>Book another event with {owner}</a>
      </p>
    </section>
  );
}
