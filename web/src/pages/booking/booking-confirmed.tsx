import { useMemo } from "react";
import { nameNodes } from "../../components/name-list";
import { fullDate, timeText } from "../../../../shared/i18n/date-labels";
import type { SessionUser } from "../../auth/session-user";
import { useI18n } from "../../i18n/i18n-context";
import { richText } from "../../i18n/rich-text";
import { localTime } from "../../lib/zoned-time";
import { AddToMyCalendar } from "./add-to-my-calendar";
import { type CreatedBooking, optionsPath, type PublicEventType } from "./booking-api";
import { bookedEvent, googleCalendarUrl, outlookCalendarUrl, placeOfBooking } from "./calendar-event";
import { icsDataUrl, icsFile } from "./ics-file";
import { PlaceValue } from "./place-value";
import "./booking-details.css";

interface BookingConfirmedProps {
  booking: CreatedBooking;
  eventType: PublicEventType;
  timeZone: string;
  user: SessionUser | null;
}

/** 'Booking Confirmed!': the cancel link, calendar links and the way to book again; a request awaiting the host, 'Request sent' without the cancel link. */
export function BookingConfirmed({ booking, eventType, timeZone, user }: BookingConfirmedProps) {
  const i18n = useI18n();
  const { t, locale, clock } = i18n;
  const event = useMemo(() => bookedEvent(i18n, booking, eventType, window.location.origin), [i18n, booking, eventType]);
  const ics = useMemo(() => icsDataUrl(icsFile(event, Date.now())), [event]);
  const owner = eventType.ownerUsername;
  const hosts = booking.hosts.length > 0 ? booking.hosts.map((host) => host.username) : [owner];
  const names = nameNodes(locale, hosts);
  const time = (instant: number) => <bdi>{timeText(locale, instant, timeZone, clock)}</bdi>;
  // A pending request can be neither cancelled nor moved by its booker, nor put in a calendar: the host answers it first.
  const pending = booking.status === "pending";

  return (
    <section className="card booking-confirmed" aria-labelledby="confirmed-heading">
      <div className="confirmed-mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="confirmed-heading" className="card-title">
        {pending ? t("approval.confirmation.title") : t("booking.confirmed")}
      </h1>
      <p className="muted">{pending ? richText(i18n, "approval.confirmation.text", { host: names }) : richText(i18n, "booking.scheduledWith", { names })}</p>
      <dl className="confirmed-facts">
        <div>
          <dt>{t("booking.what")}</dt>
          <dd>{booking.title}</dd>
        </div>
        <div>
          <dt>{t("booking.when")}</dt>
          <dd>
            {richText(i18n, "booking.whenValue", {
              start: time(event.start),
              end: time(event.end),
              date: fullDate(locale, localTime(event.start, timeZone).date),
              zone: <bdi>{timeZone}</bdi>,
            })}
          </dd>
        </div>
        <div>
          <dt>{t("booking.where")}</dt>
          <dd>
            <PlaceValue place={placeOfBooking(booking)} />
          </dd>
        </div>
      </dl>
      {!pending && (
        <div className="cancel-link-box">
          <p>{t("booking.keepCancelLink")}</p>
          <a href={event.cancelUrl} className="cancel-link">
            {event.cancelUrl}
          </a>
          <p className="reschedule-line">
            {richText(i18n, "booking.needAnotherTime", { reschedule: <a href={booking.reschedule_url}>{t("booking.reschedule")}</a> })}
          </p>
        </div>
      )}
      {/* Nothing to put in a calendar until the host approves: the invitation comes by mail then. */}
      {!pending && (
        <>
          <div className="calendar-links" role="group" aria-label={t("booking.addToCalendar")}>
            <a className="button secondary small" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              Google Calendar
            </a>
            <a className="button secondary small" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              Outlook
            </a>
            <a className="button secondary small" href={ics} download={`${eventType.slug}.ics`}>
              {t("booking.downloadIcs")}
            </a>
          </div>
          {user && <AddToMyCalendar booking={booking} event={event} />}
        </>
      )}
      <p className="card-footer">
        <a href={optionsPath(eventType)}>{richText(i18n, "booking.bookAnother", { owner: <bdi>{owner}</bdi> })}</a>
      </p>
    </section>
  );
}
