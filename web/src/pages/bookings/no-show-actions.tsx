import { useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { type HostBooking, markNoShow } from "./bookings-api";

interface NoShowActionsProps {
  booking: HostBooking;
  /** After a change (or its failure, with the message), so the list reloads. */
  onChanged: (error: string | null) => void;
}

const MARKED = { booker: "The booker did not show up.", host: "The host did not show up." } as const;

/** The Past tab's actions cell: mark the booker or the host as a no-show, or undo the mark while it can be changed (a week). */
export function NoShowActions({ booking, onChanged }: NoShowActionsProps) {
  const [busy, setBusy] = useState(false);
  const change = async (party: "booker" | "host" | null) => {
    setBusy(true);
    try {
      await markNoShow(booking.id, party);
      onChanged(null);
    } catch (failure) {
      onChanged(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  };
  if (booking.no_show) {
    const changeable = booking.no_show_changeable_until !== null && Date.parse(booking.no_show_changeable_until) > Date.now();
    return (
      <td className="actions-column">
        <div className="muted">{MARKED[booking.no_show]}</div>
        {changeable && (
          <button type="button" className="button secondary small" disabled={busy} aria-label={`Undo the no-show of the booking with ${booking.booker_name}`} onClick={() => void change(null)}>
            Undo
          </button>
        )}
      </td>
    );
  }
  return (
    <td className="actions-column">
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Mark ${booking.booker_name} as a no-show`} onClick={() => void change("booker")}>
        Booker no-show
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Mark the host of the booking with ${booking.booker_name} as a no-show`} onClick={() => void change("host")}>
        Host no-show
      </button>
    </td>
  );
}
