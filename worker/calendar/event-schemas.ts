import * as z from "zod/mini";
import { CALENDAR_EVENT_TYPES } from "../domain/calendar-entry";
import { FREQUENCIES } from "../domain/recurrence";
import { calendarMonth, jsonListOrText, timeZone } from "../http/fields";

/*
 * Request shapes of /api/events. The form sends more than the server needs (startTime,
 * endTime as "HH:mm" beside the ISO instants); unknown fields are ignored rather than refused, so
 * the form can send what it holds. Cross-field rules live in event-input.ts.
 */

export const MAX_GUESTS = 50;
export type EventType = (typeof CALENDAR_EVENT_TYPES)[number];

const optionalText = (field: string, max: number) =>
  z.optional(
    z.nullable(z.string(`${field} must be text.`).check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters.`))),
  );

const optionalFlag = (field: string) => z.optional(z.nullable(z.boolean(`${field} must be true or false.`)));

/** Guests may arrive as JSON text; either way they leave as a list of distinct names. */
const guests = jsonListOrText(
  z.pipe(
    z
      .array(
        z.string("Guests must be a list of names.").check(z.trim(), z.maxLength(254, "A guest name is too long.")),
        "Guests must be a list of names.",
      )
      .check(z.maxLength(MAX_GUESTS, `At most ${MAX_GUESTS} guests.`)),
    z.transform((list: string[]) => [...new Set(list.filter((guest) => guest !== ""))]),
  ),
);

const byDay = z.optional(
  z.nullable(
    z.union(
      [z.string().check(z.maxLength(40)), z.array(z.string().check(z.maxLength(2))).check(z.maxLength(7))],
      "by_day must be weekday codes such as \"MO,WE\".",
    ),
  ),
);

const recurrence = z.optional(
  z.nullable(
    z.object({
      frequency: z.enum(FREQUENCIES, "frequency must be YEARLY, MONTHLY or WEEKLY."),
      interval: z.optional(
        z.nullable(
          z
            .int("interval must be a whole number.")
            .check(z.minimum(1, "interval must be at least 1."), z.maximum(99, "interval must be at most 99.")),
        ),
      ),
      by_day: byDay,
      end_date: z.optional(z.nullable(z.string("end_date must be a date written yyyy-MM-dd.").check(z.maxLength(10)))),
    }),
  ),
);

/** POST /api/events/manual. */
export const eventBodySchema = z.object({
  title: z
    .string("Title is required.")
    .check(z.trim(), z.minLength(1, "Title is required."), z.maxLength(200, "Title must be at most 200 characters.")),
  type: z.optional(z.enum(CALENDAR_EVENT_TYPES, "type must be personal, blocked or birthday.")),
  description: optionalText("Description", 5000),
  location: optionalText("Location", 500),
  is_all_day: optionalFlag("is_all_day"),
  no_end_time: optionalFlag("no_end_time"),
  date: optionalText("date", 10),
  endDate: optionalText("endDate", 10),
  guests: z.optional(z.nullable(guests)),
  recurrence,
  start_time: optionalText("start_time", 40),
  end_time: optionalText("end_time", 40),
  timezone: z.optional(timeZone),
  booking_id: z.optional(z.nullable(z.int("booking_id must be a booking's id.").check(z.positive("booking_id must be a booking's id.")))),
});

const scope = {
  updateScope: z.optional(z.nullable(z.enum(["single", "all"], "updateScope must be single or all."))),
  original_start_time: optionalText("original_start_time", 40),
};

/** PUT /api/events/manual/{id}: the event's fields plus which occurrences the change applies to. */
export const eventUpdateSchema = z.object({ ...eventBodySchema.shape, ...scope });

/** DELETE /api/events/manual/{id}: an optional body naming the occurrences. */
export const eventDeleteSchema = z.object(scope);

export const monthQuerySchema = z.object({
  month: calendarMonth,
  tz: z.optional(timeZone),
});

export type EventBody = z.output<typeof eventBodySchema>;
export type EventUpdateBody = z.output<typeof eventUpdateSchema>;
export type ScopeBody = z.output<typeof eventDeleteSchema>;
