import { useEffect, useMemo, useState } from "react";
import { messageOf } from "../../api/errors";
import { LoadingScreen } from "../../components/loading-screen";
import { nameNodes } from "../../components/name-list";
import { FormField } from "../../components/ui/form-field";
import { useI18n } from "../../i18n/i18n-context";
import { LocaleSwitches } from "../../i18n/locale-switches";
import { HomeLink } from "../../public/home-link";
import { inlinedNotFound } from "../../public/page-data";
import { pathParam } from "../../public/path-param";
import { Sentence } from "../../public/sentence";
import { browserTimeZone } from "../../lib/zoned-time";
import { PlaceValue } from "../booking/place-value";
import { AlsoAttending } from "./also-attending";
import { useBookingTimes } from "./booking-times";
import { ChangesUntil } from "./changes-until";
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

/** /cancel/{token}: the booker's private link, in the language the worker chose (the booking's own). */
export default function CancelPage() {
  const { t } = useI18n();
  const token = useMemo(() => pathParam("/cancel/"), []);
  const timeZone = useMemo(browserTimeZone, []);
  // An unknown token: the worker's error screen, taken over as it stands (no second look-up).
  const inlinedError = useMemo(inlinedNotFound, []);
  const [state, setState] = useState<CancelState>(() => (inlinedError === null ? { step: "loading" } : { step: "failed", message: inlinedError }));
  const [reason, setReason] = useState("");
  const unexpected = t("manage.unexpectedError");

  useEffect(() => {
    if (inlinedError !== null) return;
    let active = true;
    fetchBooking(token, unexpected)
      .then((booking) => {
        if (!active) return;
        setState(booking.status === "cancelled" ? { step: "cancelled", booking, justNow: false } : { step: "details", booking, error: null });
      })
      .catch((error: unknown) => active && setState({ step: "failed", message: messageOf(error, unexpected) }));
    return () => {
      active = false;
    };
  }, [token, unexpected, inlinedError]);

  const title = t("manage.cancel.documentTitle");
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (state.step === "loading") return <LoadingScreen label={t("manage.loading")} />;

  const confirm = async (booking: PublicBookingView) => {
    setState({ step: "cancelling", booking, error: null });
    try {
      await cancelBooking(token, timeZone, reason.trim(), unexpected);
      // A cancelled seat no longer shares its time: the page names no one else, as the server's does.
      setState({ step: "cancelled", booking: { ...booking, attendees: [] }, justNow: true });
    } catch (error) {
      setState({ step: "details", booking, error: messageOf(error, unexpected) });
    }
  };

  return (
    <main className="centered-page">
      <LocaleSwitches />
      <div className="card narrow cancel-card">
        {state.step === "failed" ? (
          <>
            <h1 className="card-title">{t("manage.cancel.title")}</h1>
            <div className="alert alert-error" role="alert">
              {state.message}
            </div>
            <HomeLink label={t("manage.returnHome")} />
          </>
        ) : state.step === "cancelled" ? (
          <>
            <h1 className="card-title">{t("manage.cancel.cancelledTitle")}</h1>
            <BookingSummary booking={state.booking} timeZone={timeZone} />
            <p>{t(state.justNow ? "manage.cancel.justCancelled" : "manage.cancel.alreadyCancelled")}</p>
            <HomeLink label={t("manage.returnHome")} />
          </>
        ) : (
          <>
            <h1 className="card-title">{t("manage.cancel.title")}</h1>
            <BookingSummary booking={state.booking} timeZone={timeZone} />
            {state.booking.changes_until && <ChangesUntil until={Date.parse(state.booking.changes_until)} timeZone={timeZone} />}
            {state.error && (
              <div className="alert alert-error" role="alert">
                {state.error}
              </div>
            )}
            <FormField label={t("manage.cancel.reasonLabel")} hint={t("manage.cancel.reasonHint")}>
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
              {t(state.step === "cancelling" ? "manage.cancel.cancelling" : "manage.cancel.confirm")}
            </button>
            {state.booking.event_type_slug && (
              <p className="muted">
                {/* One text node with its space, as the server writes it: split nodes shape a hair wider. */}
                {`${t("manage.cancel.ratherMove")} `}
                <a href={`/reschedule/${encodeURIComponent(token)}`}>{t("manage.cancel.pickNewTime")}</a>
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}

function BookingSummary({ booking, timeZone }: { booking: PublicBookingView; timeZone: string }) {
  const { t, locale } = useI18n();
  const times = useBookingTimes(timeZone);
  const start = Date.parse(booking.start_time);
  const end = Date.parse(booking.end_time);
  return (
    <>
      <dl className="cancel-facts">
        <dt>{t("manage.fact.title")}</dt>
        <dd>{booking.title}</dd>
        <dt>{t("manage.fact.date")}</dt>
        <dd>{times.date(start)}</dd>
        <dt>{t("manage.fact.time")}</dt>
        <dd>
          <Sentence id="manage.timeRange" values={{ start: times.time(start), end: times.time(end), zone: timeZone }} />
        </dd>
        <dt>{t("manage.fact.with")}</dt>
        <dd>{nameNodes(locale, booking.hosts)}</dd>
        <dt>{t("places.where")}</dt>
        <dd>
          <PlaceValue place={{ kind: booking.location_kind, location: booking.location, meetingUrl: booking.meeting_url }} />
        </dd>
      </dl>
      <AlsoAttending names={booking.attendees} />
    </>
  );
}
