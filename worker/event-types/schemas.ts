import * as z from "zod/mini";
import { MINUTES_PER_DAY } from "../domain/calendar-days";
import { normalizeDurations } from "../domain/duration-list";
import { HOST_PRIORITIES, TEAM_ASSIGNMENTS } from "../domain/team-terms";
import { calendarDate, jsonListOrText } from "../http/fields";
import { confirmationFields } from "./confirmation-fields";
import { locationKindField } from "./meeting-fields";
import { seatFields } from "./seat-fields";
import { languageTag } from "../i18n/language-field";
import { questionList } from "./question-schema";

export const MAX_DURATIONS = 20;

const requiredText = (field: string, max: number) =>
  z
    .string(`${field} is required.`)
    .check(z.trim(), z.minLength(1, `${field} is required.`), z.maxLength(max, `${field} must be at most ${max} characters.`));

const minutes = (field: string, min: number, max: number) =>
  z.int(`${field} must be a whole number of minutes.`).check(
    z.minimum(min, `${field} must be at least ${min} minutes.`),
    z.maximum(max, `${field} must be at most ${max} minutes.`),
  );

/** Durations may arrive as JSON text; either way they are kept ascending and unique. */
const durations = jsonListOrText(
  z.pipe(
    z
      .array(minutes("Each duration", 1, MINUTES_PER_DAY), "Durations must be a list of minutes.")
      .check(
        z.minLength(1, "Add at least one duration."),
        z.maxLength(MAX_DURATIONS, `At most ${MAX_DURATIONS} durations.`),
      ),
    z.transform((list: number[]) => normalizeDurations(list)),
  ),
);

const count = (field: string, max: number) =>
  z.nullable(
    z.int(`${field} must be a whole number.`).check(z.minimum(1, `${field} must be at least 1.`), z.maximum(max, `${field} must be at most ${max}.`)),
  );

/** How far ahead and how often this type may be booked, and until when bookers may cancel. All optional. */
const limits = z
  .strictObject({
    window_days: z.optional(count("window_days", 365)),
    window_start: z.optional(z.nullable(calendarDate)),
    window_end: z.optional(z.nullable(calendarDate)),
    max_per_day: z.optional(count("max_per_day", 100)),
    max_per_week: z.optional(count("max_per_week", 500)),
    change_cutoff: z.optional(z.nullable(minutes("change_cutoff", 0, 30 * MINUTES_PER_DAY))),
  })
  .check(
    z.refine(({ window_start, window_end }) => !window_start || !window_end || window_start <= window_end, {
      message: "window_end must be on or after window_start.",
      path: ["window_end"],
    }),
  );

export const MAX_REMINDERS = 5;

/** Reminder mails, each so many minutes before the start (5 minutes to 30 days), kept unique and latest first. */
const reminders = z.strictObject({
  offsets: z.pipe(
    z
      .array(minutes("Each reminder", 5, 30 * MINUTES_PER_DAY), "reminders.offsets must be a list of minutes.")
      .check(z.maxLength(MAX_REMINDERS, `At most ${MAX_REMINDERS} reminders.`)),
    z.transform((list: number[]) => [...new Set(list)].sort((a, b) => b - a)),
  ),
  notify_host: z.boolean("reminders.notify_host must be true or false."),
});

/** The team's hosts are checked together with the team (team-hosts.ts); these are only their shapes. */
export const MAX_HOSTS = 20;
const scheduleId = z.int("schedule_id must be a schedule's id.").check(z.positive("schedule_id must be a schedule's id."));

const host = z.strictObject({
  user_id: z.int("user_id must be a user's id.").check(z.positive("user_id must be a user's id.")),
  priority: z.optional(z.enum(HOST_PRIORITIES, 'priority must be "high", "medium" or "low".')),
  weight: z.optional(z.number("Weights must be whole numbers of at least 1.")),
  schedule_id: z.optional(z.nullable(scheduleId)),
});

/** A team booking type's own fields; a personal type has none of them. */
const teamFields = {
  team_id: z.optional(z.int("team_id must be a team's id.").check(z.positive("team_id must be a team's id."))),
  assignment: z.optional(z.enum(TEAM_ASSIGNMENTS, "Choose round-robin or collective.")),
  hosts: z.optional(z.array(host, "hosts must be a list.").check(z.maxLength(MAX_HOSTS, `A team booking type can have at most ${MAX_HOSTS} hosts.`))),
  use_weights: z.optional(z.boolean("use_weights must be true or false.")),
  equal_distribution_limit: z.optional(
    z.nullable(
      z.int("equal_distribution_limit must be a whole number.").check(
        z.minimum(1, "equal_distribution_limit must be at least 1."),
        z.maximum(1000, "equal_distribution_limit must be at most 1000."),
      ),
    ),
  ),
};

/** Fields both create and update take; what is required on create is made so below. */
const fields = {
  title: requiredText("Title", 200),
  location: requiredText("Location", 500),
  schedule_id: scheduleId,
  description: z.nullable(z.string("Description must be text.").check(z.trim(), z.maxLength(5000, "Description must be at most 5000 characters."))),
  durations,
  default_duration: minutes("The default duration", 1, MINUTES_PER_DAY),
  is_public: z.boolean("is_public must be true or false."),
  /** "/api/images/<key>" as POST /api/upload/image answered it, or null for no image. */
  image_url: z.nullable(z.string("image_url must be an uploaded image's URL or null.").check(z.maxLength(300, "image_url is not an uploaded image."))),
  buffer_time: minutes("Buffer time", 0, MINUTES_PER_DAY),
  /** Extension (docs/DECISIONS.md, Slots): how long before a slot it stops being bookable. */
  min_notice: minutes("Minimum notice", 0, 30 * MINUTES_PER_DAY),
  limits,
  reminders,
  questions: questionList,
  /** The language of this type's booking page and mails; null: the booker's own (docs/LANGUAGES.md). */
  locale: z.nullable(languageTag),
};

/** What neither create nor update requires. */
const optionalFields = {
  description: z.optional(fields.description),
  default_duration: z.optional(fields.default_duration),
  is_public: z.optional(fields.is_public),
  image_url: z.optional(fields.image_url),
  buffer_time: z.optional(fields.buffer_time),
  min_notice: z.optional(fields.min_notice),
  limits: z.optional(fields.limits),
  reminders: z.optional(fields.reminders),
  questions: z.optional(fields.questions),
  ...confirmationFields,
  ...seatFields,
  ...locationKindField,
  locale: z.optional(fields.locale),
};

/** A personal type names its schedule; a team type has none, each host's is used (event-types.ts checks which). */
export const createEventTypeSchema = z.strictObject({
  title: fields.title,
  location: fields.location,
  schedule_id: z.optional(fields.schedule_id),
  durations: fields.durations,
  ...optionalFields,
  ...teamFields,
});

/** An update changes the fields it names and keeps the others. */
export const updateEventTypeSchema = z.strictObject({
  title: z.optional(fields.title),
  location: z.optional(fields.location),
  schedule_id: z.optional(fields.schedule_id),
  durations: z.optional(fields.durations),
  ...optionalFields,
  ...teamFields,
});

export type CreateEventTypeInput = z.output<typeof createEventTypeSchema>;
export type UpdateEventTypeInput = z.output<typeof updateEventTypeSchema>;
export type TeamFieldsInput = Pick<CreateEventTypeInput, keyof typeof teamFields>;
export type HostInput = z.output<typeof host>;
export type LimitsInput = z.output<typeof limits>;
export type RemindersInput = z.output<typeof reminders>;
