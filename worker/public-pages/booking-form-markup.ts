import { nameList } from "../../shared/i18n/booking-words";
import { fullDate, timeText } from "../../shared/i18n/date-labels";
import type { CreatedBooking } from "../booking/create-booking";
import type { PublicEventType } from "../booking/public-availability";
import { optionsPath } from "../../shared/team-hosts";
import { type AnswerValue, answerField, initialAnswers } from "../domain/booking-answer-form";
import type { BookingQuestion } from "../domain/booking-questions";
import { MAX_ANSWER_LENGTH } from "../domain/booking-questions";
import { MINUTE_MS } from "../domain/calendar-days";
import { localDate } from "./booking-view";
import { attrs, bdi, sentence, tag, text } from "./markup";
import type { PageLanguage } from "./page-language";
import { placeMarkup } from "./place-markup";

/*
 * The booking form and its confirmation without a script: a plain form POST to /book/{slug}, answered
 * with the confirmation (and its cancel link) or with this form again and the server's message.
 */
export interface FormValues {
  name: string;
  email: string;
  guests: string;
  notes: string;
  /** The booker's phone, where the type calls them (docs/MEETING-PLACES.md). */
  phone: string;
  /** One per question, in the questions' order. */
  answers: AnswerValue[];
}

/** The form's values from a posted form, or from the page's address (`?name=&email=&a1=…`, as the SPA prefills). */
export function formValuesOf(questions: readonly BookingQuestion[], fields: Record<string, string>): FormValues {
  const { name = "", email = "", guests = "", notes = "", phone = "" } = fields;
  return { name, email, guests, notes, phone, answers: initialAnswers(questions, new URLSearchParams(fields)) };
}

/** The page's address fields that fill the form in: kept while the visitor moves between days and zones. */
export function prefillOf(questions: readonly BookingQuestion[], fields: Record<string, string>): Record<string, string> {
  const names = ["name", "email", ...questions.map((_, index) => answerField(index))];
  return Object.fromEntries(names.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
}

/** "Monday, March 9, 2026" of an instant's day in a zone, as the booker's locale writes it. */
const longDate = ({ locale }: PageLanguage, instant: number, timeZone: string) => fullDate(locale, localDate(instant, timeZone));

/** "09:00 – 09:30" (or "9:00 AM – 9:30 AM") on the booker's clock, each time isolated. */
const timeRange = (lang: PageLanguage, start: number, end: number, timeZone: string) =>
  sentence(lang, "booking.timeRange", { start: bdi(timeText(lang.locale, start, timeZone, lang.clock)), end: bdi(timeText(lang.locale, end, timeZone, lang.clock)) });

const field = (label: string, id: string, control: string) => tag("div", { class: "field" }, tag("label", { for: id }, label) + control);

/** One question as the SPA's QuestionField renders it, posted as `a1`, `a2`, … */
function questionField(lang: PageLanguage, question: BookingQuestion, index: number, value: AnswerValue): string {
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
    const options = [tag("option", { value: "" }, text(lang.t("booking.selectOption"))), ...question.choices.map((choice) => tag("option", { value: choice, selected: choice === answer }, text(choice)))];
    return field(label, id, tag("select", common, options.join("")));
  }
  const phone = question.kind === "phone";
  const input = { ...common, type: phone ? "tel" : "text", autocomplete: phone ? "tel" : null, maxlength: MAX_ANSWER_LENGTH[question.kind], value: answer };
  return field(label, id, `<input${attrs(input)}>`);
}

/** The booker's number, for a type that calls them: required, with a word on why it is asked. */
const phoneField = ({ t }: PageLanguage, phone: string) =>
  field(
    text(`${t("places.phone.label")} *`),
    "booking-phone",
    `<input${attrs({ id: "booking-phone", name: "phone", type: "tel", value: phone, required: true, autocomplete: "tel", maxlength: 40, "aria-describedby": "booking-phone-hint" })}>` +
      tag("p", { id: "booking-phone-hint", class: "field-hint" }, text(t("places.phone.hint"))),
  );

interface FormState {
  start: number;
  duration: number;
  timeZone: string;
  values: FormValues;
  /** The address's prefill, kept on the way back to the times. */
  prefill: Record<string, string>;
  error: string | null;
}

/** What the form keeps in its address rather than posts: the asked clock, and the embed mode its answer needs to be framed. */
const ADDRESS_FIELDS = ["clock", "embed"] as const;

/**
 * The form of a chosen time. It posts the page's language (`lang`, stored with the booking) and keeps
 * an asked clock (?clock=) and the embed mode (?embed=1) in its address, so its answer reads as this page does.
 */
export function bookingFormSection(lang: PageLanguage, eventType: PublicEventType, { start, duration, timeZone, values, prefill, error }: FormState): string {
  const { t } = lang;
  const backView = { tz: timeZone, duration: String(duration), date: localDate(start, timeZone), ...prefill };
  const back = `/book/${encodeURIComponent(eventType.slug)}?${new URLSearchParams(backView)}`;
  const inAddress = new URLSearchParams();
  for (const name of ADDRESS_FIELDS) if (prefill[name]) inAddress.set(name, prefill[name]);
  const action = `/book/${encodeURIComponent(eventType.slug)}${inAddress.size > 0 ? `?${inAddress}` : ""}`;
  const hidden = (name: string, value: string) => `<input${attrs({ type: "hidden", name, value })}>`;
  return tag(
    "section",
    { class: "booking-form-section", "aria-labelledby": "confirm-heading" },
    tag("h2", { id: "confirm-heading", class: "section-title", tabindex: -1 }, text(t("booking.confirmTitle"))) +
      tag(
        "p",
        { class: "booking-when" },
        tag("strong", {}, timeRange(lang, start, start + duration * MINUTE_MS, timeZone)) +
          tag("span", {}, text(longDate(lang, start, timeZone))) +
          tag("span", { class: "muted" }, bdi(timeZone)),
      ) +
      (error ? tag("div", { class: "alert alert-error", role: "alert" }, text(error)) : "") +
      tag(
        "form",
        { class: "form", method: "post", action, novalidate: true },
        hidden("start", new Date(start).toISOString()) +
          hidden("duration", String(duration)) +
          hidden("tz", timeZone) +
          hidden("lang", lang.locale) +
          field(text(t("booking.name")), "booking-name", `<input${attrs({ id: "booking-name", name: "name", value: values.name, required: true, autocomplete: "name" })}>`) +
          field(text(t("booking.email")), "booking-email", `<input${attrs({ id: "booking-email", name: "email", type: "email", value: values.email, autocomplete: "email" })}>`) +
          field(
            text(t("booking.guests")),
            "booking-guests",
            `<input${attrs({ id: "booking-guests", name: "guests", value: values.guests, placeholder: t("booking.guestsPlaceholder") })}>`,
          ) +
          (eventType.location_kind === "booker_phone" ? phoneField(lang, values.phone) : "") +
          field(text(t("booking.notes")), "booking-notes", tag("textarea", { id: "booking-notes", name: "notes", rows: 3 }, text(values.notes))) +
          eventType.questions.map((question, index) => questionField(lang, question, index, values.answers[index] ?? "")).join("") +
          tag(
            "div",
            { class: "form-actions" },
            tag("a", { class: "button secondary", href: back }, text(t("common.cancel"))) +
              tag("button", { type: "submit", class: "button primary" }, text(t("booking.confirmBooking"))),
          ),
      ),
  );
}

/**
 * 'Booking Confirmed!' with the private cancel link (the SPA's BookingConfirmed, without calendar buttons that need a script);
 * a request awaiting the host says 'Request sent', without the links it cannot use yet.
 */
export function bookingConfirmed(lang: PageLanguage, booking: CreatedBooking, eventType: PublicEventType, timeZone: string): string {
  const { t } = lang;
  const start = Date.parse(booking.start_time);
  const end = Date.parse(booking.end_time);
  const owner = eventType.ownerUsername;
  const fact = (term: string, value: string) => tag("div", {}, tag("dt", {}, text(term)) + tag("dd", {}, value));
  const hosts = booking.hosts?.map((host) => host.username) ?? [];
  const names = nameList(lang.locale, hosts.length > 0 ? hosts : [owner])
    .map((part) => (part.type === "element" ? bdi(part.value) : text(part.value)))
    .join("");
  const when = sentence(lang, "booking.whenValue", {
    start: bdi(timeText(lang.locale, start, timeZone, lang.clock)),
    end: bdi(timeText(lang.locale, end, timeZone, lang.clock)),
    date: text(longDate(lang, start, timeZone)),
    zone: bdi(timeZone),
  });
  const pending = booking.status === "pending";
  return tag(
    "section",
    { class: "card booking-confirmed", "aria-labelledby": "confirmed-heading" },
    tag("div", { class: "confirmed-mark", "aria-hidden": "true" }, "✓") +
      tag("h1", { id: "confirmed-heading", class: "card-title" }, text(t(pending ? "approval.confirmation.title" : "booking.confirmed"))) +
      tag("p", { class: "muted" }, pending ? sentence(lang, "approval.confirmation.text", { host: names }) : sentence(lang, "booking.scheduledWith", { names })) +
      tag(
        "dl",
        { class: "confirmed-facts" },
        fact(t("booking.what"), text(booking.title)) + fact(t("booking.when"), when) + fact(t("booking.where"), placeMarkup(lang, { kind: booking.location_kind, location: booking.location, meetingUrl: booking.meeting_url })),
      ) +
      (pending
        ? ""
        : tag(
            "div",
            { class: "cancel-link-box" },
            tag("p", {}, text(t("booking.keepCancelLink"))) +
              tag("a", { href: booking.cancel_url, class: "cancel-link" }, text(booking.cancel_url)) +
              tag("p", { class: "reschedule-line" }, sentence(lang, "booking.needAnotherTime", { reschedule: tag("a", { href: booking.reschedule_url }, text(t("booking.reschedule"))) })),
          )) +
      tag("p", { class: "card-footer" }, tag("a", { href: optionsPath(eventType) }, sentence(lang, "booking.bookAnother", { owner: bdi(owner) }))),
  );
}
