import * as z from "zod/mini";
import { isCalendarDate, isCalendarMonth } from "../domain/calendar-date";
import { canonicalTimeZone } from "../domain/iana-zone";
import { isDeliverableAddress, singleLine } from "../email/header-safe";

const timeZone = z.pipe(
  z.string().check(z.maxLength(64, "Unknown time zone.")),
  z.transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical) return canonical;
    ctx.issues.push({ code: "custom", message: `Unknown time zone "${name}".`, input: name });
    return z.NEVER;
  }),
);

/** Query strings carry text: "30" → 30; anything but a positive whole number is a 400. */
const durationParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,3}$/, "duration must be a whole number of minutes.")),
  z.transform(Number),
);

const date = z.string().check(z.refine(isCalendarDate, "date must be a real date written yyyy-MM-dd."));
const month = z.string().check(z.refine(isCalendarMonth, "month must be written yyyy-MM."));

export const slugParam = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(200)) });

export const dayQuery = z.object({
  date: z.optional(date),
  tz: z.optional(timeZone),
  duration: z.optional(durationParam),
});

export const monthQuery = z.object({
  month,
  tz: z.optional(timeZone),
  duration: z.optional(durationParam),
});

/** Optional visitor zone on cancellation, so the booker's mail shows their own clock. */
export const cancelQuery = z.object({ tz: z.optional(timeZone) });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with a zone designator, as epoch ms; seconds (and below) must be zero. */
const startTime = z.pipe(
  z.string().check(z.regex(ISO_INSTANT, "startTime must be an ISO 8601 time with a zone, e.g. 2026-03-09T14:00:00.000Z.")),
  z.transform((text, ctx) => {
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) {
      ctx.issues.push({ code: "custom", message: "startTime is not a real time.", input: text });
      return z.NEVER;
    }
    if (instant % 60_000 !== 0) {
      ctx.issues.push({ code: "custom", message: "startTime must have its seconds set to zero.", input: text });
      return z.NEVER;
    }
    return instant;
  }),
);

/** Spec §3: guests may arrive as a JSON array or as text holding one. */
const jsonTextOrValue = z.transform((value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
});

export const MAX_GUESTS = 20;

const guests = z.pipe(
  jsonTextOrValue,
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

export const bookingBodySchema = z.object({
  eventTypeSlug: z.string().check(z.minLength(1, "eventTypeSlug is required."), z.maxLength(200)),
  startTime,
  duration: z.int("duration must be a whole number of minutes.").check(z.positive("duration must be a whole number of minutes.")),
  name,
  email: z.optional(z.nullable(email)),
  notes: z.optional(z.nullable(z.string().check(z.maxLength(2000, "Notes must be at most 2,000 characters.")))),
  guests: z.optional(z.nullable(guests)),
  /** Extension: the visitor's IANA zone, so their confirmation mail shows their clock. */
  timeZone: z.optional(timeZone),
});

export type BookingBody = z.output<typeof bookingBodySchema>;
