import { useEffect, useMemo, useState } from "react";
import { useAuth } from "../../auth/auth-context";
import { useI18n } from "../../i18n/i18n-context";
import { LocaleSwitches } from "../../i18n/locale-switches";
import { announceBooked } from "../../public/embed-mode";
import { pathParam } from "../../public/path-param";
import { browserTimeZone } from "../../lib/zoned-time";
import type { BookingView } from "../../../../shared/public-page-data";
import type { CreatedBooking, PublicEventType } from "./booking-api";
import { BookingConfirmed } from "./booking-confirmed";
import { BookingForm } from "./booking-form";
import { EventPanel } from "./event-panel";
import { SessionBanner } from "./session-banner";
import { SlotPicker } from "./slot-picker";
import type { KnownSlots } from "./slot-math";
import { useBookingSource } from "./use-booking-source";
import { useVisitorZone } from "./use-visitor-zone";
import { useSlotBrowser } from "./use-slot-browser";
import "./booking.css";

/** /book/{slug}: browse date and duration → choose a slot → details → confirmed. */
export default function BookingPage() {
  const slug = useMemo(() => pathParam("/book/"), []);
  const browserZone = useMemo(browserTimeZone, []);
  const source = useBookingSource(slug, browserZone);
  const [timeZone, setTimeZone] = useVisitorZone(source.state === "ready" ? source.view : undefined, browserZone);
  const { t } = useI18n();

  if (source.state === "loading") {
    return (
      <div className="loading-screen" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{t("common.loading")}</span>
      </div>
    );
  }
  if (source.state === "failed") {
    return (
      <main className="centered-page">
        <div className="card narrow" role="alert">
          <h1 className="card-title">{source.message}</h1>
          <a href="/" className="button primary">
            {t("booking.goHome")}
          </a>
        </div>
      </main>
    );
  }
  return <BookingFlow eventType={source.eventType} known={source.known} view={source.view} timeZone={timeZone} onTimeZoneChange={setTimeZone} />;
}

interface BookingFlowProps {
  eventType: PublicEventType;
  known: KnownSlots | null;
  /** What the server rendered: the page starts from the same duration, month, day and time. */
  view: BookingView | undefined;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
}

function BookingFlow({ eventType, known, view, timeZone, onTimeZoneChange }: BookingFlowProps) {
  const { user } = useAuth();
  const rendered = view?.timeZone === timeZone ? view : undefined;
  const [duration, setDuration] = useState(() => (rendered && known ? known.duration : eventType.default_duration));
  const [interval, setSlotInterval] = useState(15);
  const [chosenStart, setChosenStart] = useState<number | null>(() => rendered?.start ?? null);
  const [booking, setBooking] = useState<CreatedBooking | null>(null);
  const browser = useSlotBrowser({ slug: eventType.slug, timeZone, duration, known, initial: rendered });

  useEffect(() => {
    document.title = `${eventType.title} · ${eventType.ownerUsername}`;
  }, [eventType]);

  if (booking) {
    return (
      <main className="booking-page">
        <SessionBanner user={user} />
        <BookingConfirmed booking={booking} eventType={eventType} timeZone={timeZone} user={user} />
      </main>
    );
  }

  return (
    <main className="booking-page">
      <SessionBanner user={user} />
      {/* Not on the form's step: a new language is a new page, which would drop what the booker typed. */}
      {chosenStart === null && <LocaleSwitches />}
      <div className="booking-card card">
        <EventPanel
          eventType={eventType}
          duration={duration}
          interval={interval}
          onIntervalChange={setSlotInterval}
          intervalLocked={chosenStart !== null}
        />
        {chosenStart === null ? (
          <SlotPicker
            browser={browser}
            durations={eventType.durations}
            duration={duration}
            onDurationChange={setDuration}
            interval={interval}
            timeZone={timeZone}
            onTimeZoneChange={onTimeZoneChange}
            onChoose={setChosenStart}
            seats={eventType.seats}
          />
        ) : (
          <BookingForm
            eventType={eventType}
            start={chosenStart}
            duration={duration}
            timeZone={timeZone}
            user={user}
            onCancel={() => setChosenStart(null)}
            onBooked={(created) => {
              setBooking(created);
              announceBooked(created, eventType.slug);
            }}
            onFailed={browser.reloadSlots}
          />
        )}
      </div>
    </main>
  );
}
