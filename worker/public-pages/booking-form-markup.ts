import type { CreatedBooking } from "../booking/create-booking";
import type { PublicEventType } from "../booking/public-availability";
import { type AnswerValue, answerField, initialAnswers } from "../domain/booking-answer-form";
import type { BookingQuestion } from "../domain/booking-questions";
import { MAX_ANSWER_LENGTH } from "../domain/booking-questions";
import { MINUTE_MS } from "../domain/calendar-days";
import { localDate, localTimeText as clock } from "./booking-view";
import { attrs, tag, text } from "./markup";

/*
 * The booking form and its confirmation without a script: a plain form POST to /book/{slug}, answered
 * with the confirmation (and its cancel link) or with this form again and the server's message.
 */
export interface FormValues {
  name: string;
  email: string;
  guests: string;
  notes: string;
  /** One per question, in the questions' order. */
  answers: AnswerValue[];
}

/** The form's values from a posted form, or from the page's address (`?name=&email=&a1=…`, as the SPA prefills). */
export function formValuesOf(questions: readonly BookingQuestion[], fields: Record<string, string>): FormValues {
  const { name = "", email = "", guests = "", notes = "" } = fields;
  return { name, email, guests, notes, answers: initialAnswers(questions, new URLSearchParams(fields)) };
}

/** The page's address fields that fill the form in: kept while the visitor moves between days and zones. */
export function prefillOf(questions: readonly BookingQuestion[], fields: Record<string, string>): Record<string, string> {
  const names = ["name", "email", ...questions.map((_, index) => answerField(index))];
  return Object.fromEntries(names.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
}

const longDate = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone }).format(instant);

const field = (label: string, id: string, control: string) => tag("div", { class: "field" }, tag("label", { for: id }, label) + control);

/** One question as the SPA's QuestionField renders it, posted as `a1`, `a2`, … */
function questionField(question: BookingQuestion, index: number, value: AnswerValue): string {
  const id = `booking-${answerField(index)}`;
  const name = answerField(index);
  const label = text(question.required ? `${question.label} *` : question.label);
  if (question.kind === "checkbox") {
    const box = `<input${attrs({ id, name, type: "checkbox", checked: value === true, required: question.required })}>`;
    return tag("div", { class: "field" }, tag("label", { class: "question-checkbox", for: id }, box + tag("span", {}, label)));
  }
  const answer = typeof value === "string" ? value : "";
  const common = { id, name, required: question.required };
  if (question.kind === "long_text") return field(label, id, tag("textarea", { ...common, rows: 3, maxlength: MAX_ANSWER_LENGTH.long_text }, text(answer)));
  if (question.kind === "single_choice") {
    const options = [tag("option", { value: "" }, "Select an option"), ...question.choices.map((choice) => tag("option", { value: choice, selected: choice === answer }, text(choice)))];
    return field(label, id, tag("select", common, options.join("")));
  }
  const phone = question.kind === "phone";
  const input = { ...common, type: phone ? "tel" : "text", autocomplete: phone ? "tel" : null, maxlength: MAX_ANSWER_LENGTH[question.kind], value: answer };
  return field(label, id, `<input${attrs(input)}>`);
}

interface FormState {
  start: number;
  duration: number;
  timeZone: string;
  values: FormValues;
  /** The address's prefill, kept on the way back to the times. */
  prefill: Record<string, string>;
  error: string | null;
}

export function bookingFormSection(eventType: PublicEventType, { start, duration, timeZone, values, prefill, error }: FormState): string {
  const backView = { tz: timeZone, duration: String(duration), date: localDate(start, timeZone), ...prefill };
  const back = `/book/${encodeURIComponent(eventType.slug)}?${new URLSearchParams(backView)}`;
  const hidden = (name: string, value: string) => `<input${attrs({ type: "hidden", name, value })}>`;
  return tag(
    "section",
    { class: "booking-form-section", "aria-labelledby": "confirm-heading" },
    tag("h2", { id: "confirm-heading", class: "section-title", tabindex: -1 }, "Confirm your booking") +
      tag(
        "p",
        { class: "booking-when" },
        tag("strong", {}, `${clock(start, timeZone)} – ${clock(start + duration * MINUTE_MS, timeZone)}`) +
          tag("span", {}, longDate(start, timeZone)) +
          tag("span", { class: "muted" }, text(timeZone)),
      ) +
      (error ? tag("div", { class: "alert alert-error", role: "alert" }, text(error)) : "") +
      tag(
        "form",
        { class: "form", method: "post", action: `/book/${encodeURIComponent(eventType.slug)}`, novalidate: true },
        hidden("start", new Date(start).toISOString()) +
          hidden("duration", String(duration)) +
          hidden("tz", timeZone) +
          field("Name *", "booking-name", `<input${attrs({ id: "booking-name", name: "name", value: values.name, required: true, autocomplete: "name" })}>`) +
          field("Email", "booking-email", `<input${attrs({ id: "booking-email", name: "email", type: "email", value: values.email, autocomplete: "email" })}>`) +
          field("Guests", "booking-guests", `<input${attrs({ id: "booking-guests", name: "guests", value: values.guests, placeholder: "Usernames, separated by commas" })}>`) +
          field("Notes", "booking-notes", tag("textarea", { id: "booking-notes", name: "notes", rows: 3 }, text(values.notes))) +
          eventType.questions.map((question, index) => questionField(question, index, values.answers[index] ?? "")).join("") +
          tag(
            "div",
            { class: "form-actions" },
            tag("a", { class: "button secondary", href: back }, "Cancel") + tag("button", { type: "submit", class: "button primary" }, "Confirm Booking"),
          ),
      ),
  );
}

/** 'Booking Confirmed!' with the private cancel link (the SPA's BookingConfirmed, without calendar buttons that need a script). */
export function bookingConfirmed(booking: CreatedBooking, eventType: PublicEventType, timeZone: string): string {
  const start = Date.parse(booking.start_time);
  const end = Date.parse(booking.end_time);
  const owner = eventType.ownerUsername;
  const fact = (term: string, value: string) => tag("div", {}, tag("dt", {}, term) + tag("dd", {}, value));
  return tag(
    "section",
    { class: "card booking-confirmed", "aria-labelledby": "confirmed-heading" },
    tag("div", { class: "confirmed-mark", "aria-hidden": "true" }, "✓") +
      tag("h1", { id: "confirmed-heading", class: "card-title" }, "Booking Confirmed!") +
      tag("p", { class: "muted" }, `You are scheduled with ${text(owner)}.`) +
      tag(
        "dl",
        { class: "confirmed-facts" },
        fact("What", text(booking.title)) +
          fact("When", `${clock(start, timeZone)} – ${clock(end, timeZone)}, ${longDate(start, timeZone)} (${text(timeZone)})`) +
          fact("Where", text(eventType.location)),
      ) +
      tag(
        "div",
        { class: "cancel-link-box" },
        tag("p", {}, "Need to cancel? Keep this private link:") +
          tag("a", { href: booking.cancel_url, class: "cancel-link" }, text(booking.cancel_url)) +
          tag("p", { class: "reschedule-line" }, `Need another time? ${tag("a", { href: booking.reschedule_url }, "Reschedule")}`),
      ) +
      tag("p", { class: "card-footer" }, tag("a", { href: `/u/${encodeURIComponent(owner)}` }, `Book another event with ${text(owner)}`)),
  );
}
