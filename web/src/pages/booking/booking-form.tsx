import { useEffect, useRef, useState, type FormEvent } from "react";
import { BOOKING_CONFIRM_FAILED } from "../../api/messages";
import { messageOf } from "../../api/errors";
import type { SessionUser } from "../../auth/session-user";
import { embedPrefill } from "../../public/embed-mode";
import { formatLongDate, formatTime } from "../../public/time-format";
import { type CreatedBooking, type PublicEventType, createBooking } from "./booking-api";
import { ChipsInput } from "../../components/ui/chips-input";
import "./booking-details.css";

const MINUTE_MS = 60_000;
/** The shape browsers' own type="email" check uses, in short: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface BookingFormProps {
  eventType: PublicEventType;
  start: number;
  duration: number;
  timeZone: string;
  user: SessionUser | null;
  onCancel: () => void;
  onBooked: (booking: CreatedBooking) => void;
  /** Called when booking failed, so the page can stop trusting slots it already had. */
  onFailed: () => void;
}

/** 'Confirm your booking' (spec §2, §5 Booking form). */
export function BookingForm({ eventType, start, duration, timeZone, user, onCancel, onBooked, onFailed }: BookingFormProps) {
  // Spec §5: signed in, the name is the username, and read-only.
  const [name, setName] = useState(user?.username ?? embedPrefill.name);
  const [email, setEmail] = useState(embedPrefill.email);
  const [guests, setGuests] = useState<string[]>([]);
  const [notes, setNotes] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; email?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form replaces the time the visitor just chose: keyboard and screen-reader focus follows it.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      name: name.trim() ? undefined : "Please enter your name.",
      email: email.trim() === "" || EMAIL_PATTERN.test(email.trim()) ? undefined : "Please enter a valid email address.",
    };
    setFieldErrors(errors);
    if (errors.name || errors.email) return;
    setBusy(true);
    setError(null);
    try {
      const booking = await createBooking({
        eventTypeSlug: eventType.slug,
        // Spec §5: seconds set to zero.
        startTime: new Date(Math.floor(start / MINUTE_MS) * MINUTE_MS).toISOString(),
        duration,
        name: name.trim(),
        email: email.trim(),
        notes,
        guests,
        timeZone,
      });
      onBooked(booking);
    } catch (failure) {
      setError(messageOf(failure, BOOKING_CONFIRM_FAILED));
      onFailed();
      setBusy(false);
    }
  };

  return (
    <section className="booking-form-section" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading" className="section-title" ref={heading} tabIndex={-1}>
        Confirm your booking
      </h2>
      <p className="booking-when">
        <strong>
          {formatTime(start, timeZone)} – {formatTime(start + duration * MINUTE_MS, timeZone)}
        </strong>
        <span>{formatLongDate(start, timeZone)}</span>
        <span className="muted">{timeZone}</span>
      </p>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="booking-name">Name *</label>
          <input
            id="booking-name"
            value={name}
            readOnly={user !== null}
            required
            autoComplete="name"
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={fieldErrors.name ? "booking-name-error" : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {fieldErrors.name && (
            <p id="booking-name-error" className="field-error">
              {fieldErrors.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="booking-email">Email</label>
          <input
            id="booking-email"
            type="email"
            value={email}
            autoComplete="email"
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? "booking-email-error" : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {fieldErrors.email && (
            <p id="booking-email-error" className="field-error">
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="booking-guests">Guests</label>
          <ChipsInput id="booking-guests" values={guests} onChange={setGuests} listLabel="Guests added" placeholder="Add a username, then Enter or comma" />
        </div>
        <div className="field">
          <label htmlFor="booking-notes">Notes</label>
          <textarea id="booking-notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <div className="form-actions">
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Confirming..." : "Confirm Booking"}
          </button>
        </div>
      </form>
    </section>
  );
}
