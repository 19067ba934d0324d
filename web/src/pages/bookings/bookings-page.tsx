import { useCallback, useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
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

const VIEWS: readonly { view: BookingView; label: string }[] = [
  { view: "upcoming", label: "Upcoming" },
  { view: "pending", label: "Pending" },
  { view: "past", label: "Past" },
  { view: "cancelled", label: "Cancelled" },
];

/** Bookings: the host's bookings by view, a page at a time, with cancel and CSV export. */
export default function BookingsPage() {
  const timeZone = browserTimeZone();
  const [view, setView] = useState<BookingView>("upcoming");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<BookingPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [acting, setActing] = useState<{ booking: HostBooking; action: HostAction } | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await fetchBookings(view, page));
      setError(null);
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    }
  }, [view, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const choose = (next: BookingView) => {
    setView(next);
    setPage(1);
    setData(null);
  };

  const exportCsv = async () => {
    try {
      await downloadBookingsCsv(view);
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    }
  };

  return (
    <section className="page bookings-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">Bookings</h1>
          <p className="muted">
            Everything visitors booked with you. Times here are in your browser's zone, {timeZone}; the CSV export gives each booking in
            its schedule's zone, named in its Time zone column.
          </p>
        </div>
        <button type="button" className="button secondary" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      <div className="bookings-tabs" role="tablist" aria-label="Bookings">
        {VIEWS.map((tab) => (
          <button key={tab.view} type="button" role="tab" aria-selected={view === tab.view} className="bookings-tab" onClick={() => choose(tab.view)}>
            {tab.label}
          </button>
        ))}
      </div>
      {error && <Alert>{error}</Alert>}
      {!data && !error && <LoadingScreen />}
      {data && data.bookings.length === 0 && <p className="muted">No bookings here yet.</p>}
      {data && data.bookings.length > 0 && (
        <div className="table-wrapper" role="tabpanel">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">When ({timeZone})</th>
                <th scope="col">Booking type</th>
                <th scope="col">Hosts</th>
                <th scope="col">Booker</th>
                <th scope="col">Notes</th>
                <th scope="col">Answers</th>
                {view !== "cancelled" && <th scope="col" className="actions-column">Actions</th>}
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
        <nav className="bookings-pager" aria-label="Pages">
          <button type="button" className="button secondary small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {data.page} of {data.pages}
          </span>
          <button type="button" className="button secondary small" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
            Next
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
