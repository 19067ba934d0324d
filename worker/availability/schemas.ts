import * as z from "zod/mini";
import { WALL_CLOCK_PATTERN, findWeeklyRangeProblem } from "../domain/weekly-hours";
import { calendarDate, calendarMonth, idParam, timeZone } from "../http/fields";

/** Enough for a busy week (several ranges a day); more is a mistake or an attack. */
export const MAX_RULES = 50;

const scheduleName = z
  .string("Schedule name must be text.")
  .check(
    z.trim(),
    z.minLength(1, "Schedule name cannot be empty."),
    z.maxLength(100, "Schedule name must be at most 100 characters."),
  );

export const wallClock = z.string("Times must be HH:mm text.").check(z.regex(WALL_CLOCK_PATTERN, "Times must be HH:mm between 00:00 and 23:59."));

export const createScheduleSchema = z.strictObject({
  name: scheduleName,
  timezone: z.optional(timeZone),
});

export const updateScheduleSchema = z.strictObject({
  name: z.optional(scheduleName),
  timezone: z.optional(timeZone),
});

export const scheduleIdParam = z.strictObject({ id: idParam });
export const scheduleIdPathParam = z.strictObject({ scheduleId: idParam });

const dayOfWeek = z.int("Days are 0 (Sunday) to 6 (Saturday).").check(z.minimum(0, "Days are 0 (Sunday) to 6 (Saturday)."), z.maximum(6, "Days are 0 (Sunday) to 6 (Saturday)."));

const rule = z.strictObject({ day_of_week: dayOfWeek, start_time: wallClock, end_time: wallClock });

/** Checked on the whole list (not per item) so the message reads as a sentence, without a path. */
export const rulesBodySchema = z
  .strictObject({
    rules: z.array(rule, "rules must be a list of time ranges.").check(z.maxLength(MAX_RULES, `At most ${MAX_RULES} time ranges per schedule.`)),
  })
  .check(
    z.superRefine(({ rules }, ctx) => {
      const problem = findWeeklyRangeProblem(rules);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: rules });
    }),
  );

export const overridesQuery = z.object({
  month: z.optional(calendarMonth),
});

export const overrideDeleteParam = z.strictObject({ scheduleId: idParam, date: calendarDate });

/**
 * One day's override. Unavailable: the times mean nothing and are stored as null (the SPA sends null).
 * Available: both times, as a range that ends after it starts or crosses midnight.
 */
export const overrideBodySchema = z
  .strictObject({
    schedule_id: z.int("schedule_id must be a schedule's id.").check(z.positive("schedule_id must be a schedule's id.")),
    date: calendarDate,
    is_unavailable: z.boolean("is_unavailable must be true or false."),
    start_time: z.optional(z.nullable(wallClock)),
    end_time: z.optional(z.nullable(wallClock)),
  })
  .check(
    z.superRefine((o, ctx) => {
      if (o.is_unavailable) return;
      if (!o.start_time || !o.end_time) {
        ctx.addIssue({ code: "custom", message: "Start and end times are required unless the day is unavailable.", input: o });
      } else if (o.start_time === o.end_time) {
        ctx.addIssue({ code: "custom", message: "The end time must differ from the start time.", input: o });
      }
    }),
  );

export type OverrideInput = z.output<typeof overrideBodySchema>;
export type RuleInput = z.output<typeof rule>;
