import { useState } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { bookingDay, bookingTime } from "./booking-times";
import { type HostBooking, approveRequest } from "./bookings-api";

interface PendingActionsProps {
  booking: HostBooking;
  timeZone: string;
  /** After an approval (or its failure, with the message), so the list reloads. */
  onDecided: (error: string | null) => void;
  onDecline: (booking: HostBooking) => void;
}

/** The Pending tab's actions cell: until when the host may answer, Approve, and Decline (with an optional reason). */
export function PendingActions({ booking, timeZone, onDecided, onDecline }: PendingActionsProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const deadline = booking.decision_deadline ? Date.parse(booking.decision_deadline) : null;
  const approve = async () => {
    setBusy(true);
    try {
      await approveRequest(booking.id);
      onDecided(null);
    } catch (failure) {
      onDecided(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <td className="actions-column">
      {deadline !== null && (
        <div className="muted">{t("bookings.pending.answerBy", { date: bookingDay(i18n, deadline, timeZone), time: bookingTime(i18n, deadline, timeZone) })}</div>
      )}
      <button type="button" className="button primary small" disabled={busy} aria-label={t("bookings.pending.approveFrom", { name: booking.booker_name })} onClick={() => void approve()}>
        {busy ? t("bookings.pending.approving") : t("bookings.pending.approve")}
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={t("bookings.pending.declineFrom", { name: booking.booker_name })} onClick={() => onDecline(booking)}>
        {t("bookings.pending.decline")}
      </button>
    </td>
  );
}
