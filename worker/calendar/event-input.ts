import { DAY_MS, parseDay, parseInstant } from "../domain/calendar-days";
import { localDayOf } from "../domain/time-zones";
import { parseByDay, type RecurrenceRule } from "../domain/recurrence";
import { HttpError } from "../http/http-error";
import type { EventBody, EventType } from "./event-schemas";

/** An event as the form describes it, checked across fields and ready to store. */
export interface EventInput {
  title: string;
  type: EventType;
  description: string;
  location: string;
  guests: string[];
  /** The browser's zone: where a series repeats its wall-clock time and all-day days begin. */
  timezone: string;
  timing: { kind: "timed"; start: number; end: number | null } | { kind: "all-day"; startDay: number; endDay: number };
  recurrence: RecurrenceRule | null;
  bookingId: number | null;
}

/** What a field the body leaves out means: the form's defaults on create, the event's values on update. */
export interface EventDefaults {
  type: EventType;
  description: string;
  location: string;
  guests: string[];
  timezone: string;
  recurrence: RecurrenceRule | null;
}

export const NEW_EVENT_DEFAULTS: EventDefaults = {
  type: "personal",
  description: "",
  location: "",
  guests: [],
  timezone: "UTC",
  recurrence: null,
};

/** No event lasts longer than this: it keeps month look-ups and series expansion bounded. */
export const MAX_EVENT_DAYS = 366;

const invalid = (message: string) => new HttpError(400, message);

function timingOf(body: EventBody): EventInput["timing"] {
  if (body.is_all_day) {
    const startDay = parseDay(body.date ?? "");
    if (startDay === null) throw invalid("date: a start date written yyyy-MM-dd is required.");
    const endDay = body.endDate ? parseDay(body.endDate) : startDay;
    if (endDay === null) throw invalid("endDate must be a date written yyyy-MM-dd.");
    if (endDay < startDay) throw invalid("The end date must be on or after the start date.");
    if (endDay - startDay >= MAX_EVENT_DAYS) throw invalid(`An event can last at most ${MAX_EVENT_DAYS} days.`);
    return { kind: "all-day", startDay, endDay };
  }
  const start = parseInstant(body.start_time ?? "");
  if (start === null) throw invalid("start_time must be an ISO 8601 date and time, e.g. 2026-03-08T14:00:00Z.");
  if (body.no_end_time) return { kind: "timed", start, end: null };
  if (!body.end_time) throw invalid("An end time is required unless the event has no end.");
  const end = parseInstant(body.end_time);
  if (end === null) throw invalid("end_time must be an ISO 8601 date and time, or null.");
  if (end <= start) throw invalid("The end must be after the start.");
  if (end - start > MAX_EVENT_DAYS * DAY_MS) throw invalid(`An event can last at most ${MAX_EVENT_DAYS} days.`);
  return { kind: "timed", start, end };
}

/** The local day the event starts on, in its zone: where a series' end date is compared. */
function firstLocalDay(timing: EventInput["timing"], zone: string): number {
  return timing.kind === "all-day" ? timing.startDay : localDayOf(timing.start, zone);
}

function givenRecurrence(given: NonNullable<EventBody["recurrence"]>): RecurrenceRule {
  const byDayText = Array.isArray(given.by_day) ? given.by_day.join(",") : (given.by_day ?? "");
  // The form offers days for WEEKLY only; a stale value from another frequency is ignored.
  const byDay = given.frequency === "WEEKLY" ? parseByDay(byDayText) : [];
  if (byDay === null) throw invalid("by_day must be weekday codes such as \"MO,WE\" (SU, MO, TU, WE, TH, FR, SA).");
  if (given.end_date && parseDay(given.end_date) === null) throw invalid("recurrence.end_date must be a date written yyyy-MM-dd.");
  return { frequency: given.frequency, interval: given.interval ?? 1, byDay, endDate: given.end_date || null };
}

function recurrenceOf(body: EventBody, defaults: EventDefaults, timing: EventInput["timing"], zone: string): RecurrenceRule | null {
  const rule = body.recurrence === undefined ? defaults.recurrence : body.recurrence && givenRecurrence(body.recurrence);
  if (rule?.endDate && (parseDay(rule.endDate) ?? 0) < firstLocalDay(timing, zone)) {
    throw invalid("The repeat end date must be on or after the event's start date.");
  }
  return rule;
}

/** Checks what fields cannot check alone and turns the body into an EventInput (400 otherwise). */
export function eventInputOf(body: EventBody, defaults: EventDefaults = NEW_EVENT_DEFAULTS): EventInput {
  const type = body.type ?? defaults.type;
  const bookingId = body.booking_id ?? null;
  if (type === "booked" && bookingId === null) throw invalid("A booked event needs the booking_id of your booking.");
  if (type !== "booked" && bookingId !== null) throw invalid("booking_id belongs to booked events only.");
  const timezone = body.timezone ?? defaults.timezone;
  const timing = timingOf(body);
  const recurrence = recurrenceOf(body, defaults, timing, timezone);
  if (type === "booked" && recurrence) throw invalid("A booked event cannot repeat.");
  return {
    title: body.title,
    type,
    description: body.description ?? defaults.description,
    location: body.location ?? defaults.location,
    guests: body.guests ?? defaults.guests,
    timezone,
    timing,
    recurrence,
    bookingId,
  };
}
