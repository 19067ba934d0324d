import type { CreatedBooking } from "../booking/create-booking";
import type { PublicEventType } from "../booking/public-availability";
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
}

export const EMPTY_FORM: FormValues = { name: "", email: "", guests: "", notes: "" };

const longDate = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone }).format(instant);

const field = (label: string, id: string, control: string) => tag("div", { class: "field" }, tag("label", { for: id }, label) + control);

interface FormState {
  start: number;
  duration: number;
  timeZone: string;
  values: FormValues;
  error: string | null;
}

export function bookingFormSection(eventType: PublicEventType, { start, duration, timeZone, values, error }: FormState): string {
  const back = `/book/${encodeURIComponent(eventType.slug)}?${new URLSearchParams({ tz: timeZone, duration: String(duration), date: localDate(start, timeZone) })}`;
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
        tag("p", {}, "Need to cancel? Keep this private link:") + tag("a", { href: booking.cancel_url, class: "cancel-link" }, text(booking.cancel_url)),
      ) +
      tag("p", { class: "card-footer" }, tag("a", { href: `/u/${encodeURIComponent(owner)}` }, `Book another event with ${text(owner)}`)),
  );
}
