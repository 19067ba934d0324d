import type { HostMessageKey } from "../../i18n/host-message-keys";
import { addDays, dayDifference, type DayKey, pad } from "../../lib/date-strings";
import { browserTimeZone } from "../../lib/zoned-time";
import { type CalendarEvent, type EditableType, EDITABLE_TYPES, firstDayOf, type Frequency, lastDayOf, WEEKDAY_CODES, type WeekdayCode } from "./event-model";
import type { EventRequestBody } from "./calendar-api";
import { dayKeyOf, localDateTime, localMidnight, timeOf } from "./dates";

/** A new event lasts one hour. */
export const DEFAULT_EVENT_MINUTES = 60;

/** What the event form holds while it is open. */
export interface EventFormValues {
  title: string;
  type: EditableType;
  description: string;
  location: string;
  isAllDay: boolean;
  noEnd: boolean;
  date: DayKey;
  startTime: string;
  endDate: DayKey;
  endTime: string;
  /** Once the end date is edited by hand it stops following the start date. */
  endDateEdited: boolean;
  guests: string[];
  /** "" = does not repeat. */
  frequency: Frequency | "";
  interval: string;
  byDay: WeekdayCode[];
  repeatEndDate: string;
}

/** Each invalid field's message, as a key of the host catalogue: the form writes it in the host's language. */
export type FormErrors = Partial<Record<"title" | "date" | "startTime" | "endDate" | "endTime" | "interval" | "repeatEndDate", HostMessageKey>>;

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

/** The end `minutes` after the given start, as a local date and time. */
function endAfter(date: DayKey, startTime: string, minutes: number): { endDate: DayKey; endTime: string } {
  const end = new Date(localDateTime(date, startTime).getTime() + minutes * 60_000);
  return { endDate: dayKeyOf(end), endTime: timeOf(end) };
}

const emptyRepeat = { frequency: "" as const, interval: "1", byDay: [] as WeekdayCode[], repeatEndDate: "" };

/** A new event on `day`: at `time`, or the next full hour today, or 09:00 another day; one hour long. */
export function newEventValues(day: DayKey, now: Date, time?: string): EventFormValues {
  const startTime = time ?? (day === dayKeyOf(now) && now.getHours() < 23 ? `${pad(now.getHours() + 1)}:00` : "09:00");
  return {
    title: "",
    type: "personal",
    description: "",
    location: "",
    isAllDay: false,
    noEnd: false,
    date: day,
    startTime,
    ...endAfter(day, startTime, DEFAULT_EVENT_MINUTES),
    endDateEdited: false,
    guests: [],
    ...emptyRepeat,
  };
}

/** An existing event's end in the form; all-day and open-ended events get an hour for when they change. */
function endOfEvent(event: CalendarEvent, date: DayKey, startTime: string): { endDate: DayKey; endTime: string } {
  if (event.is_all_day) return { endDate: lastDayOf(event), endTime: endAfter(date, startTime, DEFAULT_EVENT_MINUTES).endTime };
  if (event.end_time === null) return endAfter(date, startTime, DEFAULT_EVENT_MINUTES);
  const end = new Date(event.end_time);
  return { endDate: dayKeyOf(end), endTime: timeOf(end) };
}

/** The form for an existing occurrence, at that occurrence's own time. */
export function valuesOfEvent(event: CalendarEvent): EventFormValues {
  const date = firstDayOf(event);
  const startTime = event.is_all_day ? "09:00" : timeOf(new Date(event.start_time));
  const end = endOfEvent(event, date, startTime);
  const recurrence = event.recurrence;
  return {
    title: event.title,
    type: (EDITABLE_TYPES as readonly string[]).includes(event.type) ? (event.type as EditableType) : "personal",
    description: event.description,
    location: event.location,
    isAllDay: event.is_all_day,
    noEnd: !event.is_all_day && event.end_time === null,
    date,
    startTime,
    ...end,
    endDateEdited: false,
    guests: [...event.guests],
    ...(recurrence
      ? {
          frequency: recurrence.frequency,
          interval: String(recurrence.interval),
          byDay: WEEKDAY_CODES.filter((code) => (recurrence.by_day ?? "").split(",").includes(code)),
          repeatEndDate: recurrence.end_date ?? "",
        }
      : emptyRepeat),
  };
}

/** All-day on or off puts the end date on the start date and clears 'No end'. */
export const toggleAllDay = (values: EventFormValues, isAllDay: boolean): EventFormValues => ({
  ...values,
  isAllDay,
  endDate: values.date,
  noEnd: false,
  endDateEdited: false,
});

/** The end date moves along with the start date until it is edited by hand. */
export function changeStartDate(values: EventFormValues, date: DayKey): EventFormValues {
  if (values.endDateEdited || !values.date || !date || !values.endDate) return { ...values, date };
  return { ...values, date, endDate: addDays(values.endDate, dayDifference(values.date, date)) };
}

/** A new start time keeps the event's length, as calendars do. */
export function changeStartTime(values: EventFormValues, startTime: string): EventFormValues {
  if (!values.date || !values.startTime || !startTime || !values.endDate || !values.endTime) return { ...values, startTime };
  const length = minutesBetween(localDateTime(values.date, values.startTime), localDateTime(values.endDate, values.endTime));
  const end = endAfter(values.date, startTime, length > 0 ? length : DEFAULT_EVENT_MINUTES);
  return { ...values, startTime, endTime: end.endTime, endDate: values.endDateEdited ? values.endDate : end.endDate };
}

/** Choosing WEEKLY with no day picked starts from the start date's weekday. */
export function changeFrequency(values: EventFormValues, frequency: Frequency | ""): EventFormValues {
  const weekday = values.date ? WEEKDAY_CODES[new Date(`${values.date}T00:00:00Z`).getUTCDay()] : undefined;
  const byDay = frequency === "WEEKLY" && values.byDay.length === 0 && weekday ? [weekday] : values.byDay;
  return { ...values, frequency, byDay };
}

/** The form's checks; an empty object when the form may be sent. */
export function validateEvent(values: EventFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = "calendar.error.title";
  if (!values.date) errors.date = "calendar.error.date";
  if (!values.isAllDay && !values.startTime) errors.startTime = "calendar.error.startTime";
  if (values.isAllDay) {
    if (!values.endDate) errors.endDate = "calendar.error.endDate";
    else if (values.date && values.endDate < values.date) errors.endDate = "calendar.error.endBeforeStart";
  } else if (!values.noEnd) {
    if (!values.endDate) errors.endDate = "calendar.error.endDate";
    if (!values.endTime) errors.endTime = "calendar.error.endTime";
    else if (values.date && values.startTime && values.endDate && localDateTime(values.endDate, values.endTime) <= localDateTime(values.date, values.startTime)) {
      errors.endTime = "calendar.error.endNotAfterStart";
    }
  }
  if (values.frequency) {
    const interval = Number(values.interval);
    if (!Number.isInteger(interval) || interval < 1 || interval > 99) errors.interval = "calendar.error.interval";
    if (values.repeatEndDate && values.date && values.repeatEndDate < values.date) errors.repeatEndDate = "calendar.error.repeatEnd";
  }
  return errors;
}

/** The body of POST /api/events/manual, with the browser's zone: series repeat on its wall clock. */
export function requestBodyOf(values: EventFormValues): EventRequestBody {
  const noEnd = !values.isAllDay && values.noEnd;
  const start = values.isAllDay ? localMidnight(values.date) : localDateTime(values.date, values.startTime);
  const end = values.isAllDay || noEnd ? null : localDateTime(values.endDate, values.endTime);
  return {
    title: values.title.trim(),
    type: values.type,
    description: values.description,
    location: values.location.trim(),
    is_all_day: values.isAllDay,
    no_end_time: noEnd,
    date: values.date,
    endDate: noEnd ? values.date : values.endDate,
    guests: values.guests,
    recurrence: values.frequency
      ? {
          frequency: values.frequency,
          interval: Number(values.interval),
          by_day: values.frequency === "WEEKLY" && values.byDay.length > 0 ? WEEKDAY_CODES.filter((code) => values.byDay.includes(code)).join(",") : null,
          end_date: values.repeatEndDate || null,
        }
      : null,
    start_time: start.toISOString(),
    end_time: end ? end.toISOString() : null,
    timezone: browserTimeZone(),
  };
}
