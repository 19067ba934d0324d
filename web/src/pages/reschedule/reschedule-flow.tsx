import { useState } from "react";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { ConfirmTimeSection } from "../../components/confirm-time-section";
import { ActionRow } from "../../components/ui/action-row";
import { useTimeConfirmation } from "../../components/use-time-confirmation";
import { monthOf } from "../../lib/date-strings";
import { formatLongDate, formatTime, localTime } from "../../lib/zoned-time";
import type { PublicEventType } from "../booking/booking-api";
import { EventPanel } from "../booking/event-panel";
import { SlotPicker } from "../booking/slot-picker";
import { useSlotBrowser } from "../booking/use-slot-browser";
import type { PublicBookingView } from "../cancel/cancel-api";
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

/** "Thursday, March 12, 2026, 10:00 – 10:30 (Europe/Berlin)": one booking time in the visitor's zone. */
function when(start: number, end: number, timeZone: string): string {
  return `${formatLongDate(start, timeZone)}, ${formatTime(start, timeZone)} – ${formatTime(end, timeZone)} (${timeZone})`;
}

/** The booking page for the same event type, with the current booking shown and its own time free to pick again. */
export function RescheduleFlow({ token, booking, eventType, timeZone }: RescheduleFlowProps) {
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
      <div className="booking-card card">
        <EventPanel eventType={eventType} duration={duration} interval={interval} onIntervalChange={setSlotInterval} intervalLocked={chosenStart !== null} />
        <div className="reschedule-main">
          <p className="current-booking">
            <strong>Currently:</strong> {when(currentStart, Date.parse(booking.end_time), timeZone)}
          </p>
          {booking.changes_until && (
            <p className="muted">
              Changes are possible until {formatLongDate(Date.parse(booking.changes_until), timeZone)}, {formatTime(Date.parse(booking.changes_until), timeZone)} ({timeZone}).
            </p>
          )}
          {chosenStart === null ? (
            <SlotPicker browser={browser} durations={[]} duration={duration} onDurationChange={() => undefined} interval={interval} timeZone={timeZone} onChoose={setChosenStart} />
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
              onFailed={browser.forgetKnownSlots}
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
  const { busy, error, confirm } = useTimeConfirmation(UNEXPECTED_ERROR, onFailed);

  return (
    <ConfirmTimeSection
      headingId="move-heading"
      title="Confirm the new time"
      error={error}
      summary={
        <dl className="move-facts">
          <dt>From</dt>
          <dd>{when(from, from + duration * MINUTE_MS, timeZone)}</dd>
          <dt>To</dt>
          <dd>
            <strong>{when(to, to + duration * MINUTE_MS, timeZone)}</strong>
          </dd>
        </dl>
      }
    >
      <ActionRow
        className="form-actions"
        busy={busy}
        onCancel={onBack}
        cancelLabel="Back"
        submitLabel={busy ? "Rescheduling..." : "Confirm new time"}
        onSubmit={() => void confirm(async () => onMoved(await moveBooking(token, to, timeZone)))}
      />
    </ConfirmTimeSection>
  );
}

/** After the move: the new time, and the same private links (they stay valid). */
function Rescheduled({ booking, token, timeZone }: { booking: MovedBooking; token: string; timeZone: string }) {
  return (
    <main className="centered-page">
      <section className="card narrow booking-confirmed" aria-labelledby="rescheduled-heading">
        <div className="confirmed-mark" aria-hidden="true">
          ✓
        </div>
        <h1 id="rescheduled-heading" className="card-title">
          Booking Rescheduled
        </h1>
        <p className="muted">
          {booking.title} with {booking.ownerUsername} is now on {when(Date.parse(booking.start_time), Date.parse(booking.end_time), timeZone)}.
        </p>
        <p>A confirmation has been sent if an email was provided.</p>
        <p className="card-footer">
          <a href={`/reschedule/${token}`}>Pick another time</a> · <a href={`/cancel/${token}`}>Cancel the booking</a>
        </p>
      </section>
    </main>
  );
}
