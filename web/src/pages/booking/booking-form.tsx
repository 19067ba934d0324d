import { useState, type FormEvent } from "react";
import { BOOKING_CONFIRM_FAILED } from "../../api/messages";
import type { SessionUser } from "../../auth/session-user";
import { ConfirmTimeSection } from "../../components/confirm-time-section";
import { ActionRow } from "../../components/ui/action-row";
import { ChipsInput } from "../../components/ui/chips-input";
import { FormField } from "../../components/ui/form-field";
import { useTimeConfirmation } from "../../components/use-time-confirmation";
import { formatLongDate, formatTime } from "../../lib/zoned-time";
import { type AnswerErrors, type AnswerValue, answersInput, initialAnswers, validateAnswers } from "./booking-answers";
import { type CreatedBooking, type PublicEventType, createBooking } from "./booking-api";
import { QuestionField } from "./question-field";
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

/** The page's address fills the form in: `?name=&email=&a1=&a2=…` (links from a host's site, /embed.js). */
const addressParams = () => new URLSearchParams(window.location.search);

/** 'Confirm your booking', then the event type's questions (issue 13). */
export function BookingForm({ eventType, start, duration, timeZone, user, onCancel, onBooked, onFailed }: BookingFormProps) {
  // Signed in, the name is the username, and read-only.
  const [name, setName] = useState(() => user?.username ?? addressParams().get("name") ?? "");
  const [email, setEmail] = useState(() => addressParams().get("email") ?? "");
  const [guests, setGuests] = useState<string[]>([]);
  const [notes, setNotes] = useState("");
  const [answers, setAnswers] = useState<AnswerValue[]>(() => initialAnswers(eventType.questions, addressParams()));
  const [answerErrors, setAnswerErrors] = useState<AnswerErrors>({});
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; email?: string }>({});
  const { busy, error, confirm } = useTimeConfirmation(BOOKING_CONFIRM_FAILED, onFailed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      name: name.trim() ? undefined : "Please enter your name.",
      email: email.trim() === "" || EMAIL_PATTERN.test(email.trim()) ? undefined : "Please enter a valid email address.",
    };
    setFieldErrors(errors);
    const foundInAnswers = validateAnswers(eventType.questions, answers);
    setAnswerErrors(foundInAnswers);
    if (errors.name || errors.email || Object.keys(foundInAnswers).length > 0) return;
    await confirm(async () => {
      const booking = await createBooking({
        eventTypeSlug: eventType.slug,
        // Seconds set to zero.
        startTime: new Date(Math.floor(start / MINUTE_MS) * MINUTE_MS).toISOString(),
        duration,
        name: name.trim(),
        email: email.trim(),
        notes,
        guests,
        answers: answersInput(eventType.questions, answers),
        timeZone,
      });
      onBooked(booking);
    });
  };

  return (
    <ConfirmTimeSection
      headingId="confirm-heading"
      title="Confirm your booking"
      error={error}
      summary={
        <p className="booking-when">
          <strong>
            {formatTime(start, timeZone)} – {formatTime(start + duration * MINUTE_MS, timeZone)}
          </strong>
          <span>{formatLongDate(start, timeZone)}</span>
          <span className="muted">{timeZone}</span>
        </p>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormField label="Name *" error={fieldErrors.name}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              value={name}
              readOnly={user !== null}
              required
              autoComplete="name"
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" error={fieldErrors.email}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="email"
              value={email}
              autoComplete="email"
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Guests">
          {({ id }) => <ChipsInput id={id} values={guests} onChange={setGuests} listLabel="Guests added" placeholder="Add a username, then Enter or comma" />}
        </FormField>
        <FormField label="Notes">
          {({ id }) => <textarea id={id} rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />}
        </FormField>
        {eventType.questions.map((question, index) => (
          <QuestionField
            key={question.label}
            question={question}
            value={answers[index] ?? ""}
            error={answerErrors[index]}
            onChange={(value) => setAnswers((current) => current.map((old, at) => (at === index ? value : old)))}
          />
        ))}
        <ActionRow className="form-actions" busy={busy} onCancel={onCancel} submitLabel={busy ? "Confirming..." : "Confirm Booking"} />
      </form>
    </ConfirmTimeSection>
  );
}
