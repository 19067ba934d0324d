import { useEffect, useMemo, useState } from "react";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { messageOf } from "../../api/errors";
import { LoadingScreen } from "../../components/loading-screen";
import { HomeLink } from "../../public/home-link";
import { pathParam } from "../../public/path-param";
import { browserTimeZone, localTime } from "../../lib/zoned-time";
import { type PublicEventType, fetchEventType } from "../booking/booking-api";
import { type PublicBookingView, fetchBooking } from "../cancel/cancel-api";
import { RescheduleFlow } from "./reschedule-flow";
import "../booking/booking.css";

/** What the booker sees when the link no longer allows a move (the server refuses the same cases). */
const RESCHEDULE_CANCELLED = "This booking was cancelled and can no longer be rescheduled.";
const RESCHEDULE_STARTED = "This booking has already started and can no longer be rescheduled.";
const RESCHEDULE_PAST_CUTOFF = "This booking can no longer be rescheduled here: changes were possible until the host's cut-off. Please contact the host.";
const RESCHEDULE_NO_PAGE = "This booking can no longer be rescheduled online. Please contact the host.";

type PageState =
  | { step: "loading" }
  | { step: "failed"; message: string }
  | { step: "ready"; booking: PublicBookingView; eventType: PublicEventType };

/** Why the booking cannot move any more, or null when it can. */
function refusal(booking: PublicBookingView, now: number): string | null {
  if (booking.status === "cancelled") return RESCHEDULE_CANCELLED;
  if (Date.parse(booking.start_time) <= now) return RESCHEDULE_STARTED;
  if (booking.changes_until && Date.parse(booking.changes_until) < now) return RESCHEDULE_PAST_CUTOFF;
  if (!booking.event_type_slug) return RESCHEDULE_NO_PAGE;
  return null;
}

/** /reschedule/{token} (issue 13): the booker's private link opens the booking page for a new time. */
export default function ReschedulePage() {
  const token = useMemo(() => pathParam("/reschedule/"), []);
  const timeZone = useMemo(browserTimeZone, []);
  const [state, setState] = useState<PageState>({ step: "loading" });

  useEffect(() => {
    document.title = "Reschedule booking · Hangout";
    let active = true;
    (async () => {
      const booking = await fetchBooking(token);
      const refused = refusal(booking, Date.now());
      if (refused || !booking.event_type_slug) return { step: "failed", message: refused ?? RESCHEDULE_NO_PAGE } as const;
      const eventType = await fetchEventType(booking.event_type_slug, localTime(Date.now(), timeZone).date).catch(() => null);
      if (!eventType) return { step: "failed", message: RESCHEDULE_NO_PAGE } as const;
      return { step: "ready", booking, eventType } as const;
    })()
      .then((next) => active && setState(next))
      .catch((error: unknown) => active && setState({ step: "failed", message: messageOf(error, UNEXPECTED_ERROR) }));
    return () => {
      active = false;
    };
  }, [token, timeZone]);

  if (state.step === "loading") return <LoadingScreen />;
  if (state.step === "failed") {
    return (
      <main className="centered-page">
        <div className="card narrow" role="alert">
          <h1 className="card-title">Reschedule booking</h1>
          <p>{state.message}</p>
          <HomeLink label="Return to Home" />
        </div>
      </main>
    );
  }
  return <RescheduleFlow token={token} booking={state.booking} eventType={state.eventType} timeZone={timeZone} />;
}
