import type { CalendarEventRow } from "../../worker/domain/event-occurrences";

let nextId = 1;

/**
 * A calendar_events row as drizzle reads it: a one-hour timed event at `startTime` unless `values`
 * say otherwise. Only what a test cares about needs naming.
 */
export function calendarRow(values: Partial<CalendarEventRow> & Pick<CalendarEventRow, "type" | "startTime">): CalendarEventRow {
  return {
    id: nextId++,
    userId: 1,
    title: "Event",
    description: "",
    location: "",
    isAllDay: false,
    endTime: values.startTime + 3_600_000,
    startDate: null,
    endDate: null,
    timezone: "UTC",
    guests: "[]",
    recurrenceId: null,
    recurrenceFreq: null,
    recurrenceInterval: null,
    recurrenceByDay: null,
    recurrenceEndDate: null,
    recurrenceExdates: "[]",
    parentEventId: null,
    originalStartTime: null,
    bookingId: null,
    bookerName: null,
    bookerEmail: null,
    manageUrl: null,
    icsUid: null,
    isBusy: true,
    createdAt: 0,
    ...values,
  };
}
