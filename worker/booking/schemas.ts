import * as z from "zod/mini";
import { MAX_QUESTION_LABEL, MAX_QUESTIONS } from "../domain/booking-questions";
import { PHONE_NUMBER_RULE } from "../domain/phone-number";
import { isDeliverableAddress, singleLine } from "../email/header-safe";
import { calendarDate, calendarMonth, cancellationReason, isoInstant, jsonListOrText, timeZone } from "../http/fields";

/** Query strings carry text: "30" → 30; anything but a positive whole number is a 400. */
const durationParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,3}$/, "duration must be a whole number of minutes.")),
  z.transform(Number),
);


export const slugParam = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The booker's private link token on the reschedule page: their booking's own time shows as free. */
const reschedule = z.optional(z.string().check(z.maxLength(100)));

export const dayQuery = z.object({
  date: z.optional(calendarDate),
  reschedule,
  tz: z.optional(timeZone),
  duration: z.optional(durationParam),
});

/** The host's availability version the visitor's page last saw (`version` of a month answer). */
const versionParam = z.pipe(z.string().check(z.regex(/^[0-9]{1,15}$/, "v must be a whole number.")), z.transform(Number));

export const monthQuery = z.object({
  month: calendarMonth,
  reschedule,
  tz: z.optional(timeZone),
  duration: z.optional(durationParam),
  v: z.optional(versionParam),
});

/** Optional visitor zone on cancellation, so the booker's mail shows their own clock. */
export const cancelQuery = z.object({ tz: z.optional(timeZone) });

/** Optional: a DELETE without a body cancels with no reason. */
export const cancelBody = z.strictObject({ reason: cancellationReason });

/** A slot start: seconds (and below) must be zero. */
const startTime = isoInstant("startTime").check(z.refine((instant) => instant % 60_000 === 0, "startTime must have its seconds set to zero."));

export const MAX_GUESTS = 20;

/** Guests may arrive as a JSON array or as text holding one. */
const guests = jsonListOrText(
  z.pipe(
    z
      .array(z.string().check(z.maxLength(100, "Each guest must be at most 100 characters.")), "guests must be a list of usernames.")
      .check(z.maxLength(MAX_GUESTS, `At most ${MAX_GUESTS} guests.`)),
    z.transform((list: string[]) => [...new Set(list.map(singleLine).filter((guest) => guest.length > 0))]),
  ),
);

/** Optional: "" (an empty form field) means no address. */
const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, "Email is too long."), z.toLowerCase()),
  z.transform((text, ctx) => {
    if (text === "") return null;
    if (isDeliverableAddress(text)) return text;
    ctx.issues.push({ code: "custom", message: "Please enter a valid email address.", input: text });
    return z.NEVER;
  }),
);

/** A name is one line: a CR or LF can never reach a mail header or an invitation through it. */
const name = z.pipe(
  z.string("Name is required."),
  z.pipe(
    z.transform((text: string) => singleLine(text)),
    z.string().check(z.minLength(1, "Name is required."), z.maxLength(100, "Name must be at most 100 characters.")),
  ),
);

/** Answers to the event type's questions by label; each is checked against its question in the use case. */
const answers = z
  .array(
    z.strictObject({
      label: z.string("Each answer needs its question's label.").check(z.maxLength(MAX_QUESTION_LABEL, "Each answer needs its question's label.")),
      value: z.union([z.string(), z.boolean()], "Each answer must be text, or true or false for a checkbox."),
    }),
    "answers must be a list of { label, value }.",
  )
  .check(z.maxLength(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} answers.`));

export const bookingBodySchema = z.object({
  eventTypeSlug: z.string().check(z.minLength(1, "eventTypeSlug is required."), z.maxLength(200)),
  startTime,
  duration: z.int("duration must be a whole number of minutes.").check(z.positive("duration must be a whole number of minutes.")),
  name,
  email: z.optional(z.nullable(email)),
  notes: z.optional(z.nullable(z.string().check(z.maxLength(2000, "Notes must be at most 2,000 characters.")))),
  guests: z.optional(z.nullable(guests)),
  answers: z.optional(answers),
  /** Extension: the visitor's IANA zone, so their confirmation mail shows their clock. */
  timeZone: z.optional(timeZone),
  /**
   * Extension: the language of the page the visitor booked on (a BCP 47 tag); every mail to them is
   * written in it. A tag Hangout cannot speak is not an error: the booking falls back (bookingLocale).
   */
  locale: z.optional(z.string().check(z.maxLength(35, "locale must be at most 35 characters."))),
  /**
   * The booker's phone number, for a type that calls them (location kind booker_phone,
   * docs/MEETING-PLACES.md); required and checked there, ignored by any other type.
   */
  phone: z.optional(z.nullable(z.string("phone must be text.").check(z.maxLength(40, PHONE_NUMBER_RULE)))),
});

export type BookingBody = z.output<typeof bookingBodySchema>;

/** The new start of a booking the booker moves; its duration stays the booking's. */
export const rescheduleBodySchema = z.object({
  startTime,
  timeZone: z.optional(timeZone),
});

export type RescheduleBody = z.output<typeof rescheduleBodySchema>;
