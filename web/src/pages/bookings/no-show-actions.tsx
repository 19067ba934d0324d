import { useState } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { type HostBooking, markNoShow } from "./bookings-api";

interface NoShowActionsProps {
  booking: HostBooking;
  /** After a change (or its failure, with the message), so the list reloads. */
  onChanged: (error: string | null) => void;
}

const MARKED = { booker: "bookings.noShow.booker", host: "bookings.noShow.host" } as const;

/** The Past tab's actions cell: mark the booker or the host as a no-show, or undo the mark while it can be changed (a week). */
export function NoShowActions({ booking, onChanged }: NoShowActionsProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const change = async (party: "booker" | "host" | null) => {
    setBusy(true);
    try {
      await markNoShow(booking.id, party);
      onChanged(null);
    } catch (failure) {
      onChanged(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };
  if (booking.no_show) {
    const changeable = booking.no_show_changeable_until !== null && Date.parse(booking.no_show_changeable_until) > Date.now();
    return (
      <td className="actions-column">
        <div className="muted">{t(MARKED[booking.no_show])}</div>
        {changeable && (
          <button type="button" className="button secondary small" disabled={busy} aria-label={t("bookings.noShow.undoNamed", { name: booking.booker_name })} onClick={() => void change(null)}>
            {t("bookings.noShow.undo")}
          </button>
        )}
      </td>
    );
  }
  return (
    <td className="actions-column">
      <button type="button" className="button secondary small" disabled={busy} aria-label={t("bookings.noShow.markBooker", { name: booking.booker_name })} onClick={() => void change("booker")}>
        {t("bookings.noShow.bookerButton")}
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={t("bookings.noShow.markHost", { name: booking.booker_name })} onClick={() => void change("host")}>
        {t("bookings.noShow.hostButton")}
      </button>
    </td>
  );
}
