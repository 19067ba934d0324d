import type { ReactNode } from "react";
import { AnswerFacts } from "../../components/answer-facts";
import { formatLongDate, formatTime } from "../../lib/zoned-time";
import type { HostBooking } from "./bookings-api";
import type { HostAction } from "./cancel-booking-dialog";

interface BookingRowProps {
  booking: HostBooking;
  timeZone: string;
  /** Null where a booking cannot be changed any more (past and cancelled views). */
  onAction: ((booking: HostBooking, action: HostAction) => void) | null;
  /** Another view's own actions cell (the Pending tab's Approve and Decline). */
  children?: ReactNode;
}

/** One booking of the Bookings table: when, what, its hosts (and team), who booked, their notes and answers, and the cancel and reschedule actions. */
export function BookingRow({ booking, timeZone, onAction, children }: BookingRowProps) {
  const start = Date.parse(booking.start_time);
  return (
    <tr>
      <td>
        {formatLongDate(start, timeZone)}
        <br />
        {formatTime(start, timeZone)} – {formatTime(Date.parse(booking.end_time), timeZone)}
      </td>
      <td>{booking.title}</td>
      <td>
        {booking.hosts.join(", ")}
        {booking.team && <div className="muted">{booking.team.name}</div>}
      </td>
      <td>
        {booking.booker_name}
        {booking.booker_email && <div className="muted">{booking.booker_email}</div>}
      </td>
      <td className="bookings-notes">
        {booking.notes}
        {booking.guests.length > 0 && <div className="muted">Guests: {booking.guests.join(", ")}</div>}
      </td>
      <td>
        {booking.answers.length > 0 && (
          <dl className="bookings-answers">
            <AnswerFacts answers={booking.answers} />
          </dl>
        )}
      </td>
      {onAction && (
        <td className="actions-column">
          <button type="button" className="button secondary small" aria-label={`Request reschedule from ${booking.booker_name}`} onClick={() => onAction(booking, "request-reschedule")}>
            Request reschedule
          </button>
          <button type="button" className="button secondary small" aria-label={`Cancel the booking with ${booking.booker_name}`} onClick={() => onAction(booking, "cancel")}>
            Cancel
          </button>
        </td>
      )}
      {children}
    </tr>
  );
}
