import * as z from "zod/mini";
import { parseDay, parseInstant, parseMonth } from "../domain/calendar-days";
import { canonicalTimeZone } from "../domain/time-zones";

/* The request fields several routes share, defined once: the same input gets the same answer everywhere. */

/** A positive integer id taken from a path segment ("12" → 12); anything else is a 400. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, "must be a positive whole number")),
  z.transform(Number),
);

/** An IANA zone name in any letter case, answered in its canonical spelling ("america/new_york" → "America/New_York"). */
export const timeZone = z.pipe(
  z.string('timezone must be an IANA time zone name such as "Europe/Berlin".').check(z.maxLength(64, "Unknown time zone.")),
  z.transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical) return canonical;
    ctx.issues.push({ code: "custom", message: `Unknown time zone "${name}".`, input: name });
    return z.NEVER;
  }),
);

/** "2026-02-28"; "2026-02-30" or "2026-2-3" are refused, never rolled over. */
export const calendarDate = z
  .string("Dates must be written yyyy-MM-dd.")
  .check(z.refine((text) => parseDay(text) !== null, "Dates must be real calendar dates written yyyy-MM-dd."));

/** "2026-02". */
export const calendarMonth = z.string("month must be written yyyy-MM.").check(z.refine((text) => parseMonth(text) !== null, "month must be written yyyy-MM."));

/**
 * An ISO 8601 instant with a zone designator, as epoch ms. The one strict parser of instants: impossible
 * dates and times ("2027-02-30T10:00Z", "T24:00") are refused, never rolled over as Date.parse does.
 */
export const isoInstant = (field: string) =>
  z.pipe(
    z.string(`${field} must be an ISO 8601 time with a zone, e.g. 2026-03-09T14:00:00.000Z.`),
    z.transform((text, ctx) => {
      const instant = parseInstant(text);
      if (instant !== null) return instant;
      ctx.issues.push({ code: "custom", message: `${field} is not a real time; write it like 2026-03-09T14:00:00.000Z.`, input: text });
      return z.NEVER;
    }),
  );

/**
 * Lists (guests, durations) may arrive as JSON arrays or as text holding one; either way `list` checks them.
 * Typed clients (hc) are told to send the list itself; any other value still reaches `list`, which refuses it.
 */
export const jsonListOrText = <List extends z.ZodMiniType>(list: List) =>
  z.pipe(
    // Declared as the list's own input for typed clients; at run time any value arrives here, text included.
    z.transform((value: z.input<List>) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    list,
  );

/** Why a booking is cancelled, optional on both sides; the other side's mail carries it. */
export const cancellationReason = z.optional(
  z.nullable(z.string("reason must be text.").check(z.trim(), z.maxLength(1000, "reason can be at most 1000 characters."))),
);
