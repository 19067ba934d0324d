import { useState, type FormEvent } from "react";
import { fullDate, timeText } from "../../../../shared/i18n/date-labels";
import type { MessageKey } from "../../../../shared/i18n/message-keys";
import { isPhoneNumber } from "../../../../worker/domain/phone-number";
import type { SessionUser } from "../../auth/session-user";
import { ConfirmTimeSection } from "../../components/confirm-time-section";
import { ActionRow } from "../../components/ui/action-row";
import { ChipsInput } from "../../components/ui/chips-input";
import { FormField } from "../../components/ui/form-field";
import { useTimeConfirmation } from "../../components/use-time-confirmation";
import { useI18n } from "../../i18n/i18n-context";
import { richText } from "../../i18n/rich-text";
import { localTime } from "../../lib/zoned-time";
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

/** The booker's number, where the type asks for it: the server's rule, checked before sending. */
function phoneError(asked: boolean, phone: string): MessageKey | undefined {
  if (!asked) return undefined;
  if (phone.trim() === "") return "places.errors.phoneRequired";
  return isPhoneNumber(phone.trim()) ? undefined : "places.errors.phoneNumber";
}

/** The page's address fills the form in: `?name=&email=&a1=&a2=…` (links from a host's site, /embed.js). */
const addressParams = () => new URLSearchParams(window.location.search);

/** 'Confirm your booking', then the event type's questions; the booking is made in the page's language. */
export function BookingForm({ eventType, start, duration, timeZone, user, onCancel, onBooked, onFailed }: BookingFormProps) {
  const i18n = useI18n();
  const { t, locale, clock } = i18n;
  // Signed in, the name is the username, and read-only.
  const [name, setName] = useState(() => user?.username ?? addressParams().get("name") ?? "");
  const [email, setEmail] = useState(() => addressParams().get("email") ?? "");
  const [guests, setGuests] = useState<string[]>([]);
  const [notes, setNotes] = useState("");
  // Asked only where the type calls the booker (docs/MEETING-PLACES.md).
  const asksPhone = eventType.location_kind === "booker_phone";
  const [phone, setPhone] = useState("");
  const [answers, setAnswers] = useState<AnswerValue[]>(() => initialAnswers(eventType.questions, addressParams()));
  const [answerErrors, setAnswerErrors] = useState<AnswerErrors>({});
  const [fieldErrors, setFieldErrors] = useState<{ name?: MessageKey | undefined; email?: MessageKey | undefined; phone?: MessageKey | undefined }>({});
  const { busy, error, confirm } = useTimeConfirmation(t("booking.confirmFailed"), onFailed);
  const time = (instant: number) => <bdi>{timeText(locale, instant, timeZone, clock)}</bdi>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      name: name.trim() ? undefined : ("booking.enterName" as const),
      email: email.trim() === "" || EMAIL_PATTERN.test(email.trim()) ? undefined : ("booking.enterValidEmail" as const),
      phone: phoneError(asksPhone, phone),
    };
    setFieldErrors(errors);
    const foundInAnswers = validateAnswers(eventType.questions, answers);
    setAnswerErrors(foundInAnswers);
    if (errors.name || errors.email || errors.phone || Object.keys(foundInAnswers).length > 0) return;
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
        locale,
        ...(asksPhone ? { phone: phone.trim() } : {}),
      }, t("booking.confirmFailed"));
      onBooked(booking);
    });
  };

  return (
    <ConfirmTimeSection
      headingId="confirm-heading"
      title={t("booking.confirmTitle")}
      error={error}
      summary={
        <p className="booking-when">
          <strong>{richText(i18n, "booking.timeRange", { start: time(start), end: time(start + duration * MINUTE_MS) })}</strong>
          <span>{fullDate(locale, localTime(start, timeZone).date)}</span>
          <span className="muted">
            <bdi>{timeZone}</bdi>
          </span>
        </p>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormField label={t("booking.name")} error={fieldErrors.name && t(fieldErrors.name)}>
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
        <FormField label={t("booking.email")} error={fieldErrors.email && t(fieldErrors.email)}>
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
        <FormField label={t("booking.guests")}>
          {({ id }) => (
            <ChipsInput
              id={id}
              values={guests}
              onChange={setGuests}
              listLabel={t("booking.guestsAdded")}
              placeholder={t("booking.guestsChipsPlaceholder")}
              removeLabel={(guest) => t("booking.removeGuest", { name: guest })}
            />
          )}
        </FormField>
        {asksPhone && (
          <FormField label={`${t("places.phone.label")} *`} hint={t("places.phone.hint")} error={fieldErrors.phone && t(fieldErrors.phone)}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="tel"
                value={phone}
                required
                maxLength={40}
                autoComplete="tel"
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField label={t("booking.notes")}>
          {({ id }) => <textarea id={id} rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />}
        </FormField>
        {eventType.questions.map((question, index) => (
          <QuestionField
            key={question.label}
            question={question}
            value={answers[index] ?? ""}
            error={answerErrors[index] && t(answerErrors[index])}
            onChange={(value) => setAnswers((current) => current.map((old, at) => (at === index ? value : old)))}
          />
        ))}
        <ActionRow
          className="form-actions"
          busy={busy}
          onCancel={onCancel}
          cancelLabel={t("common.cancel")}
          submitLabel={t(busy ? "booking.confirming" : "booking.confirmBooking")}
        />
      </form>
    </ConfirmTimeSection>
  );
}
