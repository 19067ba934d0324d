import { useState } from "react";
import { ConfirmTimeSection } from "../../components/confirm-time-section";
import { nameNodes } from "../../components/name-list";
import { ActionRow } from "../../components/ui/action-row";
import { useTimeConfirmation } from "../../components/use-time-confirmation";
import { useI18n } from "../../i18n/i18n-context";
import { LocaleSwitches } from "../../i18n/locale-switches";
import { monthOf } from "../../lib/date-strings";
import { localTime } from "../../lib/zoned-time";
import { Sentence } from "../../public/sentence";
import type { PublicEventType } from "../booking/booking-api";
import { EventPanel } from "../booking/event-panel";
import { PlaceValue } from "../booking/place-value";
import { SlotPicker } from "../booking/slot-picker";
import { useSlotBrowser } from "../booking/use-slot-browser";
import { type BookingTimes, useBookingTimes } from "../cancel/booking-times";
import type { PublicBookingView } from "../cancel/cancel-api";
import { ChangesUntil } from "../cancel/changes-until";
import { announceRescheduled } from "../../public/embed-mode";
import { type MovedBooking, moveBooking } from "./reschedule-api";
import "../booking/booking-details.css";
import "./reschedule.css";

const MINUTE_MS = 60_000;

interface RescheduleFlowProps {
  token: string;
  booking: PublicBookingView;
  eventType: PublicEventType;
  timeZone: string;
}

/** "Thursday, March 12, 2026, 10:00 – 10:30 (Europe/Berlin)": one booking time in the visitor's zone, language and clock. */
function When({ start, end, times, timeZone }: { start: number; end: number; times: BookingTimes; timeZone: string }) {
  return <Sentence id="manage.dateTimeRange" values={{ date: times.date(start), start: times.time(start), end: times.time(end), zone: timeZone }} />;
}

/** The booking page for the same event type, with the current booking shown and its own time free to pick again. */
export function RescheduleFlow({ token, booking, eventType, timeZone }: RescheduleFlowProps) {
  const { t } = useI18n();
  const times = useBookingTimes(timeZone);
  const currentStart = Date.parse(booking.start_time);
  const duration = (Date.parse(booking.end_time) - currentStart) / MINUTE_MS;
  const [interval, setSlotInterval] = useState(15);
  const [chosenStart, setChosenStart] = useState<number | null>(null);
  const [moved, setMoved] = useState<MovedBooking | null>(null);
  const initialDate = localTime(currentStart, timeZone).date;
  const browser = useSlotBrowser({ slug: eventType.slug, timeZone, duration, known: null, reschedule: token, initial: { month: monthOf(initialDate), date: initialDate } });

  if (moved) return <Rescheduled booking={moved} token={token} timeZone={timeZone} />;
  return (
    <main className="booking-page">
      {/* Where the booking page has it, and as there not beside a chosen time: a new language is a new page. */}
      {chosenStart === null && <LocaleSwitches />}
      <div className="booking-card card">
        <EventPanel eventType={eventType} duration={duration} interval={interval} onIntervalChange={setSlotInterval} intervalLocked={chosenStart !== null} />
        <div className="reschedule-main">
          <p className="current-booking">
            <strong>{t("manage.reschedule.currently")}</strong> <When start={currentStart} end={Date.parse(booking.end_time)} times={times} timeZone={timeZone} />
            <br />
            <strong>{t("places.whereLine")}</strong> <PlaceValue place={{ kind: booking.location_kind, location: booking.location, meetingUrl: booking.meeting_url }} />
          </p>
          {booking.changes_until && <ChangesUntil until={Date.parse(booking.changes_until)} timeZone={timeZone} />}
          {chosenStart === null ? (
            <SlotPicker
              browser={browser}
              durations={[]}
              duration={duration}
              onDurationChange={() => undefined}
              interval={interval}
              timeZone={timeZone}
              onChoose={setChosenStart}
              seats={eventType.seats}
            />
          ) : (
            <ConfirmMove
              token={token}
              from={currentStart}
              to={chosenStart}
              duration={duration}
              timeZone={timeZone}
              onBack={() => setChosenStart(null)}
              onMoved={(booking) => {
                setMoved(booking);
                announceRescheduled(booking, eventType.slug);
              }}
              onFailed={browser.reloadSlots}
            />
          )}
        </div>
      </div>
    </main>
  );
}

interface ConfirmMoveProps {
  token: string;
  from: number;
  to: number;
  duration: number;
  timeZone: string;
  onBack: () => void;
  onMoved: (booking: MovedBooking) => void;
  onFailed: () => void;
}

/** "Confirm the new time": from and to, then the one call that moves the booking. */
function ConfirmMove({ token, from, to, duration, timeZone, onBack, onMoved, onFailed }: ConfirmMoveProps) {
  const { t } = useI18n();
  const times = useBookingTimes(timeZone);
  const unexpected = t("manage.unexpectedError");
  const { busy, error, confirm } = useTimeConfirmation(unexpected, onFailed);

  return (
    <ConfirmTimeSection
      headingId="move-heading"
      title={t("manage.reschedule.confirmTitle")}
      error={error}
      summary={
        <dl className="move-facts">
          <dt>{t("manage.reschedule.from")}</dt>
          <dd>
            <When start={from} end={from + duration * MINUTE_MS} times={times} timeZone={timeZone} />
          </dd>
          <dt>{t("manage.reschedule.to")}</dt>
          <dd>
            <strong>
              <When start={to} end={to + duration * MINUTE_MS} times={times} timeZone={timeZone} />
            </strong>
          </dd>
        </dl>
      }
    >
      <ActionRow
        className="form-actions"
        busy={busy}
        onCancel={onBack}
        cancelLabel={t("manage.reschedule.back")}
        submitLabel={t(busy ? "manage.reschedule.rescheduling" : "manage.reschedule.confirm")}
        onSubmit={() => void confirm(async () => onMoved(await moveBooking(token, to, timeZone, unexpected)))}
      />
    </ConfirmTimeSection>
  );
}

/** After the move: the new time, and the same private links (they stay valid). */
function Rescheduled({ booking, token, timeZone }: { booking: MovedBooking; token: string; timeZone: string }) {
  const { t, locale } = useI18n();
  const times = useBookingTimes(timeZone);
  const when = <When start={Date.parse(booking.start_time)} end={Date.parse(booking.end_time)} times={times} timeZone={timeZone} />;
  return (
    <main className="centered-page">
      <section className="card narrow booking-confirmed" aria-labelledby="rescheduled-heading">
        <div className="confirmed-mark" aria-hidden="true">
          ✓
        </div>
        <h1 id="rescheduled-heading" className="card-title">
          {t("manage.reschedule.doneTitle")}
        </h1>
        <p className="muted">
          <Sentence id="manage.reschedule.nowOn" values={{ title: booking.title, host: nameNodes(locale, booking.hosts), when }} />
        </p>
        <p>{t("manage.reschedule.sent")}</p>
        <p className="card-footer">
          <a href={`/reschedule/${token}`}>{t("manage.reschedule.pickAnother")}</a> · <a href={`/cancel/${token}`}>{t("manage.reschedule.cancelBooking")}</a>
        </p>
      </section>
    </main>
  );
}
