import { useEffect, useMemo, useState } from "react";
import type { MessageKey } from "../../../../shared/i18n/message-keys";
import { messageOf } from "../../api/errors";
import { LoadingScreen } from "../../components/loading-screen";
import { useI18n } from "../../i18n/i18n-context";
import { LocaleSwitches } from "../../i18n/locale-switches";
import { HomeLink } from "../../public/home-link";
import { inlinedNotFound } from "../../public/page-data";
import { pathParam } from "../../public/path-param";
import { browserTimeZone, localTime } from "../../lib/zoned-time";
import { type PublicEventType, fetchEventType } from "../booking/booking-api";
import { type PublicBookingView, fetchBooking } from "../cancel/cancel-api";
import { RescheduleFlow } from "./reschedule-flow";
import "../booking/booking.css";

/** What the booker sees when the link no longer allows a move (the server refuses the same cases). */
type Refusal = Extract<MessageKey, `manage.reschedule.refused${string}`>;
const NO_PAGE: Refusal = "manage.reschedule.refusedNoPage";

type PageState =
  | { step: "loading" }
  | { step: "failed"; message: string }
  | { step: "refused"; refusal: Refusal }
  | { step: "ready"; booking: PublicBookingView; eventType: PublicEventType };

/** Why the booking cannot move any more, or null when it can. */
function refusal(booking: PublicBookingView, now: number): Refusal | null {
  if (booking.status === "cancelled") return "manage.reschedule.refusedCancelled";
  if (Date.parse(booking.start_time) <= now) return "manage.reschedule.refusedStarted";
  if (booking.changes_until && Date.parse(booking.changes_until) < now) return "manage.reschedule.refusedPastCutoff";
  if (!booking.event_type_slug) return NO_PAGE;
  return null;
}

/** /reschedule/{token} (docs/ARCHITECTURE.md, Booking changes): the booker's private link opens the booking page for a new time. */
export default function ReschedulePage() {
  const { t } = useI18n();
  const token = useMemo(() => pathParam("/reschedule/"), []);
  const timeZone = useMemo(browserTimeZone, []);
  // An unknown token: the worker's error screen, taken over as it stands (no second look-up).
  const inlinedError = useMemo(inlinedNotFound, []);
  const [state, setState] = useState<PageState>(() => (inlinedError === null ? { step: "loading" } : { step: "failed", message: inlinedError }));
  const title = t("manage.reschedule.documentTitle");
  const unexpected = t("manage.unexpectedError");

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (inlinedError !== null) return;
    let active = true;
    (async () => {
      const booking = await fetchBooking(token, unexpected);
      const refused = refusal(booking, Date.now());
      if (refused || !booking.event_type_slug) return { step: "refused", refusal: refused ?? NO_PAGE } as const;
      const eventType = await fetchEventType(booking.event_type_slug, localTime(Date.now(), timeZone).date).catch(() => null);
      if (!eventType) return { step: "refused", refusal: NO_PAGE } as const;
      return { step: "ready", booking, eventType } as const;
    })()
      .then((next) => active && setState(next))
      .catch((error: unknown) => active && setState({ step: "failed", message: messageOf(error, unexpected) }));
    return () => {
      active = false;
    };
  }, [token, timeZone, unexpected, inlinedError]);

  if (state.step === "loading") return <LoadingScreen label={t("manage.loading")} />;
  if (state.step === "failed" || state.step === "refused") {
    return (
      <main className="centered-page">
        <LocaleSwitches />
        <div className="card narrow" role="alert">
          <h1 className="card-title">{t("manage.reschedule.title")}</h1>
          <p>{state.step === "refused" ? t(state.refusal) : state.message}</p>
          <HomeLink label={t("manage.returnHome")} />
        </div>
      </main>
    );
  }
  return <RescheduleFlow token={token} booking={state.booking} eventType={state.eventType} timeZone={timeZone} />;
}
