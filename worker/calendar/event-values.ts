import type { calendarEvents } from "../../drizzle/schema";
import { DAY_MS, dayString } from "../domain/calendar-days";
import type { EventInput } from "./event-input";

export type NewEventRow = typeof calendarEvents.$inferInsert;

/** The columns an event's own fields decide; series identity, exdates and ownership are the caller's. */
export type EventFields = Required<
  Pick<
    NewEventRow,
    | "title"
    | "type"
    | "description"
    | "location"
    | "isAllDay"
    | "startTime"
    | "endTime"
    | "startDate"
    | "endDate"
    | "timezone"
    | "guests"
    | "recurrenceFreq"
    | "recurrenceInterval"
    | "recurrenceByDay"
    | "recurrenceEndDate"
  >
>;

/** Every field column of the event, nulls included, so an update replaces what the form changed. */
export function eventFields(input: EventInput): EventFields {
  const { timing, recurrence } = input;
  const allDay = timing.kind === "all-day";
  return {
    title: input.title,
    type: input.type,
    description: input.description,
    location: input.location,
    isAllDay: allDay,
    // All-day events also sit in the instant columns as [midnight UTC, midnight UTC after the last day).
    startTime: allDay ? timing.startDay * DAY_MS : timing.start,
    endTime: allDay ? (timing.endDay + 1) * DAY_MS : timing.end,
    startDate: allDay ? dayString(timing.startDay) : null,
    endDate: allDay ? dayString(timing.endDay) : null,
    timezone: input.timezone,
    guests: input.guests,
    recurrenceFreq: recurrence?.frequency ?? null,
    recurrenceInterval: recurrence ? recurrence.interval : null,
    recurrenceByDay: recurrence && recurrence.byDay.length > 0 ? recurrence.byDay.join(",") : null,
    recurrenceEndDate: recurrence?.endDate ?? null,
  };
}

/** The same event as a single occurrence: what a detached occurrence stores. */
export const withoutRecurrence = (fields: EventFields): EventFields => ({
  ...fields,
  recurrenceFreq: null,
  recurrenceInterval: null,
  recurrenceByDay: null,
  recurrenceEndDate: null,
});
