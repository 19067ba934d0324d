import type { ReactNode } from "react";
import { AnswerFacts } from "../../components/answer-facts";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { bookingDay, bookingTime } from "./booking-times";
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
  const i18n = useHostI18n();
  const { t } = i18n;
  const start = Date.parse(booking.start_time);
  return (
    <tr>
      <td>
        {bookingDay(i18n, start, timeZone)}
        <br />
        {bookingTime(i18n, start, timeZone)} – {bookingTime(i18n, Date.parse(booking.end_time), timeZone)}
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
        {booking.guests.length > 0 && <div className="muted">{t("bookings.guests", { guests: booking.guests.join(", ") })}</div>}
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
          <button type="button" className="button secondary small" aria-label={t("bookings.requestRescheduleFrom", { name: booking.booker_name })} onClick={() => onAction(booking, "request-reschedule")}>
            {t("bookings.requestReschedule")}
          </button>
          <button type="button" className="button secondary small" aria-label={t("bookings.cancelWith", { name: booking.booker_name })} onClick={() => onAction(booking, "cancel")}>
            {t("bookings.cancel")}
          </button>
        </td>
      )}
      {children}
    </tr>
  );
}
