import { describe, expect, it } from "vitest";
import { localDateTime } from "../../web/src/pages/calendar/dates";
import {
  changeFrequency,
  changeStartDate,
  changeStartTime,
  newEventValues,
  requestBodyOf,
  toggleAllDay,
  validateEvent,
  valuesOfEvent,
} from "../../web/src/pages/calendar/event-form-state";
import { calendarEvent } from "./calendar-event";

const DAY = "2026-06-10";

describe("event form state", () => {
  it("starts a new event at the next full hour today, at 09:00 another day, one hour long", () => {
    const now = localDateTime(DAY, "14:20");
    expect(newEventValues(DAY, now)).toMatchObject({ date: DAY, startTime: "15:00", endDate: DAY, endTime: "16:00", type: "personal" });
    expect(newEventValues("2026-06-11", now)).toMatchObject({ startTime: "09:00", endTime: "10:00" });
    expect(newEventValues(DAY, now, "23:30")).toMatchObject({ endDate: "2026-06-11", endTime: "00:30" });
  });

  it("moves the end date with the start date until it is edited by hand", () => {
    const values = { ...newEventValues(DAY, localDateTime(DAY, "08:00")), endDate: "2026-06-12" };
    expect(changeStartDate(values, "2026-06-20")).toMatchObject({ date: "2026-06-20", endDate: "2026-06-22" });
    expect(changeStartDate({ ...values, endDateEdited: true }, "2026-06-20")).toMatchObject({ endDate: "2026-06-12" });
  });

  it("keeps the event's length when the start time changes", () => {
    const values = { ...newEventValues(DAY, localDateTime(DAY, "08:00"), "09:00"), endTime: "10:30" };
    expect(changeStartTime(values, "23:00")).toMatchObject({ startTime: "23:00", endDate: "2026-06-11", endTime: "00:30" });
  });

  it("puts the end on the start date when all-day is switched, and clears 'No end'", () => {
    const values = { ...newEventValues(DAY, localDateTime(DAY, "08:00")), endDate: "2026-06-14", noEnd: true };
    expect(toggleAllDay(values, true)).toMatchObject({ isAllDay: true, endDate: DAY, noEnd: false });
  });

  it("starts a weekly series on the start date's weekday", () => {
    expect(changeFrequency(newEventValues(DAY, localDateTime(DAY, "08:00")), "WEEKLY").byDay).toEqual(["WE"]);
  });

  it("checks the form", () => {
    const valid = newEventValues(DAY, localDateTime(DAY, "08:00"), "09:00");
    expect(validateEvent({ ...valid, title: "Lunch" })).toEqual({});
    expect(validateEvent(valid).title).toBeDefined();
    expect(validateEvent({ ...valid, title: "Lunch", endTime: "08:00" }).endTime).toBe("calendar.error.endNotAfterStart");
    expect(validateEvent({ ...valid, title: "Lunch", frequency: "WEEKLY", interval: "100" }).interval).toBe("calendar.error.interval");
  });

  it("reads an event back into the form and sends it as the API takes it", () => {
    const event = calendarEvent({
      title: "Standup",
      start_time: localDateTime(DAY, "09:00").toISOString(),
      end_time: localDateTime(DAY, "09:15").toISOString(),
      recurrence: { frequency: "WEEKLY", interval: 1, by_day: "MO,WE", end_date: null },
    });
    const values = valuesOfEvent(event);
    expect(values).toMatchObject({ title: "Standup", date: DAY, startTime: "09:00", endTime: "09:15", frequency: "WEEKLY", byDay: ["MO", "WE"] });
    expect(requestBodyOf(values)).toMatchObject({
      title: "Standup",
      is_all_day: false,
      no_end_time: false,
      start_time: event.start_time,
      end_time: event.end_time,
      recurrence: { frequency: "WEEKLY", interval: 1, by_day: "MO,WE", end_date: null },
    });
  });
});
