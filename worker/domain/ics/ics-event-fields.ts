import ICAL from "ical.js";
import { DAY_MS, MAX_YEAR, MIN_YEAR, civilOf } from "../calendar-days";
import { IcsImportError } from "./ics-import-error";
import { dayOfTime, type IcsTimeContext, instantOf, isIcalTime, localMsOf, repeatZoneOf, type WallZone, wallZoneOf } from "./ics-times";

/** Longest event kept as is (matches the API's limit); longer ones are cut to it. */
const MAX_EVENT_DAYS = 366;

/** Thrown for input that is not a readable calendar; its message is shown to the user. */
/** When a VEVENT happens: its own start and end, before any recurrence. */
export type IcsTiming =
  | { kind: "timed"; start: number; end: number | null; wall: WallZone; localTimeOfDay: number }
  | { kind: "all-day"; startDay: number; endDay: number };

/** What one VEVENT says about itself, in the calendar's terms. */
export interface IcsEventFields {
  title: string;
  description: string;
  location: string;
  type: "personal" | "birthday";
  isBusy: boolean;
  cancelled: boolean;
  timing: IcsTiming;
  dtstart: ICAL.Time;
  /** Zone the event repeats its wall-clock time in (all-day: where its days begin); null = VTIMEZONE only. */
  zone: string | null;
}

const textOf = (component: ICAL.Component, name: string, max: number): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

const upperTextOf = (component: ICAL.Component, name: string) => textOf(component, name, 100).toUpperCase();

/**
 * Google's contact birthdays carry "BIRTHDAY" in their UID; other programs tag them with
 * CATEGORIES:Birthday. Either way they become birthday events (shown, never blocking).
 */
function looksLikeBirthday(component: ICAL.Component, uid: string, allDay: boolean): boolean {
  if (!allDay) return false;
  if (/(^|_)BIRTHDAY_/i.test(uid)) return true;
  return component
    .getAllProperties("categories")
    .some((property) => property.getValues().some((value) => typeof value === "string" && value.trim().toLowerCase() === "birthday"));
}

/** Outlook's own status (BUSY, OOF, TENTATIVE, FREE) decides when present, else TRANSP does. */
function isBusy(component: ICAL.Component): boolean {
  const status = upperTextOf(component, "x-microsoft-cdo-busystatus");
  return status ? status !== "FREE" : upperTextOf(component, "transp") !== "TRANSPARENT";
}

const withinYears = (day: number) => {
  const { year } = civilOf(day);
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

function allDayTiming(component: ICAL.Component, start: ICAL.Time): IcsTiming {
  const startDay = dayOfTime(start);
  const end = component.getFirstPropertyValue("dtend");
  const duration = component.getFirstPropertyValue("duration");
  let endDay = startDay;
  // DTEND of an all-day event is the day after its last day (exclusive).
  if (isIcalTime(end)) endDay = dayOfTime(end) - (end.isDate || localMsOf(end) % DAY_MS === 0 ? 1 : 0);
  else if (duration instanceof ICAL.Duration) endDay = startDay + Math.max(1, Math.ceil(duration.toSeconds() / 86_400)) - 1;
  return { kind: "all-day", startDay, endDay: Math.min(startDay + MAX_EVENT_DAYS - 1, Math.max(startDay, endDay)) };
}

function timedTiming(component: ICAL.Component, property: ICAL.Property, start: ICAL.Time, context: IcsTimeContext): IcsTiming {
  const wall = wallZoneOf(property, start, context);
  const startMs = instantOf(start, wall, context);
  const endProperty = component.getFirstProperty("dtend");
  const endValue = endProperty?.getFirstValue();
  const duration = component.getFirstPropertyValue("duration");
  let end: number | null = null;
  if (endProperty && isIcalTime(endValue)) end = instantOf(endValue, wallZoneOf(endProperty, endValue, context), context);
  else if (duration instanceof ICAL.Duration) end = startMs + duration.toSeconds() * 1000;
  // No end, or none after the start: a point in time (RFC 5545 3.6.1).
  if (end !== null && end <= startMs) end = null;
  if (end !== null) end = Math.min(end, startMs + MAX_EVENT_DAYS * DAY_MS);
  const localMs = localMsOf(start);
  return { kind: "timed", start: startMs, end, wall, localTimeOfDay: localMs - Math.floor(localMs / DAY_MS) * DAY_MS };
}

/** The VEVENT's own fields, or null when it lies outside the years the calendar keeps. */
export function icsEventFields(component: ICAL.Component, uid: string, context: IcsTimeContext): IcsEventFields | null {
  const title = textOf(component, "summary", 200) || "(No title)";
  const property = component.getFirstProperty("dtstart");
  const dtstart = property?.getFirstValue();
  if (!property || !isIcalTime(dtstart)) throw new IcsImportError(`The event "${title}" has no start (DTSTART).`);
  const timing = dtstart.isDate ? allDayTiming(component, dtstart) : timedTiming(component, property, dtstart, context);
  const startDay = timing.kind === "all-day" ? timing.startDay : Math.floor(timing.start / DAY_MS);
  if (!withinYears(startDay) && component.getAllProperties("rrule").length === 0) return null;
  return {
    title,
    description: textOf(component, "description", 5000),
    location: textOf(component, "location", 500),
    type: looksLikeBirthday(component, uid, timing.kind === "all-day") ? "birthday" : "personal",
    isBusy: isBusy(component),
    cancelled: upperTextOf(component, "status") === "CANCELLED",
    timing,
    dtstart,
    zone: timing.kind === "all-day" ? context.defaultZone : repeatZoneOf(timing.wall),
  };
}
