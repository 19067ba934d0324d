import { useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { formatLongDate, formatTime } from "../../lib/zoned-time";
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
  const [busy, setBusy] = useState(false);
  const deadline = booking.decision_deadline ? Date.parse(booking.decision_deadline) : null;
  const approve = async () => {
    setBusy(true);
    try {
      await approveRequest(booking.id);
      onDecided(null);
    } catch (failure) {
      onDecided(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  };
  return (
    <td className="actions-column">
      {deadline !== null && (
        <div className="muted">
          Answer by {formatLongDate(deadline, timeZone)}, {formatTime(deadline, timeZone)}
        </div>
      )}
      <button type="button" className="button primary small" disabled={busy} aria-label={`Approve the request from ${booking.booker_name}`} onClick={() => void approve()}>
        {busy ? "Approving..." : "Approve"}
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Decline the request from ${booking.booker_name}`} onClick={() => onDecline(booking)}>
        Decline
      </button>
    </td>
  );
}
