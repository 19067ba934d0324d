import { useEffect, useMemo, useState } from "react";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { messageOf } from "../../api/errors";
import { LoadingScreen } from "../../components/loading-screen";
import { FormField } from "../../components/ui/form-field";
import { HomeLink } from "../../public/home-link";
import { pathParam } from "../../public/path-param";
import { browserTimeZone, formatLongDate, formatTime } from "../../lib/zoned-time";
import { type PublicBookingView, cancelBooking, fetchBooking } from "./cancel-api";
import "./cancel.css";

/** The server's limit for a cancellation reason. */
const MAX_REASON_LENGTH = 1000;

/** Cancellation: loading → details → cancelling → cancelled, or error. */
type CancelState =
  | { step: "loading" }
  | { step: "failed"; message: string }
  | { step: "details" | "cancelling"; booking: PublicBookingView; error: string | null }
  | { step: "cancelled"; booking: PublicBookingView; justNow: boolean };

/** /cancel/{token}: the booker's private link. */
export default function CancelPage() {
  const token = useMemo(() => pathParam("/cancel/"), []);
  const timeZone = useMemo(browserTimeZone, []);
  const [state, setState] = useState<CancelState>({ step: "loading" });
  const [reason, setReason] = useState("");

  useEffect(() => {
    let active = true;
    fetchBooking(token)
      .then((booking) => {
        if (!active) return;
        setState(booking.status === "cancelled" ? { step: "cancelled", booking, justNow: false } : { step: "details", booking, error: null });
      })
      .catch((error: unknown) => active && setState({ step: "failed", message: messageOf(error, UNEXPECTED_ERROR) }));
    return () => {
      active = false;
    };
  }, [token]);

  useEffect(() => {
    document.title = "Cancel booking · Hangout";
  }, []);

  if (state.step === "loading") return <LoadingScreen />;

  const confirm = async (booking: PublicBookingView) => {
    setState({ step: "cancelling", booking, error: null });
    try {
      await cancelBooking(token, timeZone, reason.trim());
      setState({ step: "cancelled", booking, justNow: true });
    } catch (error) {
      setState({ step: "details", booking, error: messageOf(error, UNEXPECTED_ERROR) });
    }
  };

  return (
    <main className="centered-page">
      <div className="card narrow cancel-card">
        {state.step === "failed" ? (
          <>
            <h1 className="card-title">Cancel booking</h1>
            <div className="alert alert-error" role="alert">
              {state.message}
            </div>
            <HomeLink label="Return to Home" />
          </>
        ) : state.step === "cancelled" ? (
          <>
            <h1 className="card-title">Booking Cancelled</h1>
            <BookingSummary booking={state.booking} timeZone={timeZone} />
            {state.justNow ? (
              <p>Your booking has been successfully cancelled. A confirmation has been sent if an email was provided.</p>
            ) : (
              <p>This booking has already been cancelled.</p>
            )}
            <HomeLink label="Return to Home" />
          </>
        ) : (
          <>
            <h1 className="card-title">Cancel booking</h1>
            <BookingSummary booking={state.booking} timeZone={timeZone} />
            {state.booking.changes_until && (
              <p className="muted">
                Changes are possible until {formatLongDate(Date.parse(state.booking.changes_until), timeZone)},{" "}
                {formatTime(Date.parse(state.booking.changes_until), timeZone)} ({timeZone}).
              </p>
            )}
            {state.error && (
              <div className="alert alert-error" role="alert">
                {state.error}
              </div>
            )}
            <FormField label="Reason for cancelling (optional)" hint="Sent to the host with the cancellation.">
              {({ id, describedBy }) => (
                <textarea
                  id={id}
                  rows={3}
                  maxLength={MAX_REASON_LENGTH}
                  value={reason}
                  disabled={state.step === "cancelling"}
                  aria-describedby={describedBy}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FormField>
            <button
              type="button"
              className="button danger block"
              disabled={state.step === "cancelling"}
              onClick={() => confirm(state.booking)}
            >
              {state.step === "cancelling" ? "Cancelling..." : "Confirm Cancellation"}
            </button>
            {state.booking.event_type_slug && (
              <p className="muted">
                Rather move it? <a href={`/reschedule/${encodeURIComponent(token)}`}>Pick a new time</a>
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}

function BookingSummary({ booking, timeZone }: { booking: PublicBookingView; timeZone: string }) {
  const start = Date.parse(booking.start_time);
  const end = Date.parse(booking.end_time);
  return (
    <dl className="cancel-facts">
      <dt>Title</dt>
      <dd>{booking.title}</dd>
      <dt>Date</dt>
      <dd>{formatLongDate(start, timeZone)}</dd>
      <dt>Time</dt>
      <dd>
        {formatTime(start, timeZone)} – {formatTime(end, timeZone)} ({timeZone})
      </dd>
      <dt>With</dt>
      <dd>{booking.ownerUsername}</dd>
    </dl>
  );
}
