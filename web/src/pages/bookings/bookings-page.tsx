import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { browserTimeZone } from "../../lib/zoned-time";
import {
  type BookingPage,
  type BookingView,
  type HostBooking,
  cancelHostBooking,
  declineRequest,
  downloadBookingsCsv,
  fetchBookings,
  requestReschedule,
} from "./bookings-api";
import { BookingRow } from "./booking-row";
import { CancelBookingDialog, type HostAction } from "./cancel-booking-dialog";
import { NoShowActions } from "./no-show-actions";
import { PendingActions } from "./pending-actions";
import "./bookings.css";

const VIEWS: readonly { view: BookingView; label: HostMessageKey }[] = [
  { view: "upcoming", label: "bookings.view.upcoming" },
  { view: "pending", label: "bookings.view.pending" },
  { view: "past", label: "bookings.view.past" },
  { view: "cancelled", label: "bookings.view.cancelled" },
];

/** Bookings: the host's bookings by view, a page at a time, with cancel and CSV export. */
export default function BookingsPage() {
  const i18n = useHostI18n();
  const { t } = i18n;
  const timeZone = browserTimeZone();
  const [view, setView] = useState<BookingView>("upcoming");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<BookingPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [acting, setActing] = useState<{ booking: HostBooking; action: HostAction } | null>(null);

  // Only the latest load may fill the table: an answer for the tab left a moment ago arrives late on a
  // slow link and would show its rows under the tab chosen since.
  const latestLoad = useRef(0);
  const load = useCallback(async () => {
    const request = ++latestLoad.current;
    try {
      const next = await fetchBookings(view, page);
      if (request !== latestLoad.current) return;
      setData(next);
      setError(null);
    } catch (failure) {
      if (request === latestLoad.current) setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    }
  }, [view, page, i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  const choose = (next: BookingView) => {
    // The open tab again: nothing to load (blanking its rows would leave them blank, as the view did not change).
    if (next === view) return;
    setView(next);
    setPage(1);
    setData(null);
  };

  const exportCsv = async () => {
    try {
      await downloadBookingsCsv(view);
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    }
  };

  return (
    <section className="page bookings-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">{t("bookings.title")}</h1>
          <p className="muted">{t("bookings.intro", { zone: timeZone })}</p>
        </div>
        <button type="button" className="button secondary" onClick={() => void exportCsv()}>
          {t("bookings.export")}
        </button>
      </div>
      <div className="bookings-tabs" role="tablist" aria-label={t("bookings.title")}>
        {VIEWS.map((tab) => (
          <button key={tab.view} type="button" role="tab" aria-selected={view === tab.view} className="bookings-tab" onClick={() => choose(tab.view)}>
            {t(tab.label)}
          </button>
        ))}
      </div>
      {error && <Alert>{error}</Alert>}
      {!data && !error && <LoadingScreen />}
      {data && data.bookings.length === 0 && <p className="muted">{t("bookings.empty")}</p>}
      {data && data.bookings.length > 0 && (
        <div className="table-wrapper" role="tabpanel">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("bookings.column.when", { zone: timeZone })}</th>
                <th scope="col">{t("bookings.column.type")}</th>
                <th scope="col">{t("bookings.column.hosts")}</th>
                <th scope="col">{t("bookings.column.booker")}</th>
                <th scope="col">{t("bookings.column.notes")}</th>
                <th scope="col">{t("bookings.column.answers")}</th>
                {view !== "cancelled" && (
                  <th scope="col" className="actions-column">
                    {t("bookings.column.actions")}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.bookings.map((booking) => (
                <BookingRow key={booking.id} booking={booking} timeZone={timeZone} onAction={view === "upcoming" ? (booking, action) => setActing({ booking, action }) : null}>
                  {view === "past" && <NoShowActions booking={booking} onChanged={(failure) => (failure ? setError(failure) : void load())} />}
                  {view === "pending" && (
                    <PendingActions
                      booking={booking}
                      timeZone={timeZone}
                      onDecided={(failure) => (failure ? setError(failure) : void load())}
                      onDecline={(booking) => setActing({ booking, action: "decline" })}
                    />
                  )}
                </BookingRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.pages > 1 && (
        <nav className="bookings-pager" aria-label={t("bookings.pages")}>
          <button type="button" className="button secondary small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("bookings.previous")}
          </button>
          <span>{t("bookings.pageOf", { page: data.page, pages: data.pages })}</span>
          <button type="button" className="button secondary small" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
            {t("bookings.next")}
          </button>
        </nav>
      )}
      <CancelBookingDialog
        booking={acting?.booking ?? null}
        action={acting?.action ?? "cancel"}
        onClose={() => setActing(null)}
        onCancel={async (booking, reason) => {
          const act = { cancel: cancelHostBooking, "request-reschedule": requestReschedule, decline: declineRequest }[acting?.action ?? "cancel"];
          await act(booking.id, reason);
          setActing(null);
          await load();
        }}
      />
    </section>
  );
}
