import ICAL from "ical.js";
import { DAY_MS, civilOf, dayString } from "../calendar-days";
import { type IcsTimeContext, instantOf, dayOfTime, wallZoneOf } from "./ics-times";
import { isWeekdayCode, nthOccurrenceDay, type RecurrenceRule, WEEKDAY_CODES, type WeekdayCode } from "../recurrence";
import { weekdayOfEpochDay } from "../calendar-days";

/** COUNT beyond this is read as "forever": the series outlives any calendar view anyway. */
const MAX_MAPPED_COUNT = 5000;
const MAX_INTERVAL = 99;

/** The series' first occurrence as the mapping needs it. */
export interface SeriesStart {
  day: number;
  /** Wall-clock ms into the day (0 for all-day series). */
  timeOfDay: number;
  zone: string;
}

type Parts = ICAL.Recur["parts"];

const isOnly = (values: number[], value: number) => values.length === 1 && values[0] === value;

const usedParts = (parts: Parts) =>
  Object.entries(parts)
    .filter(([, values]) => Array.isArray(values) && values.length > 0)
    .map(([name]) => name);

/** Plain weekday codes ("MO"), or null when any carries a position ("2TU", "-1SU"). */
function plainWeekdays(parts: Parts): WeekdayCode[] | null {
  const codes = (parts.BYDAY ?? []).map((code) => code.toUpperCase());
  return codes.every(isWeekdayCode) ? WEEKDAY_CODES.filter((code) => codes.includes(code)) : null;
}

/** The frequency, interval and days of an RRULE in our terms, before its end is read. */
function shapeOf(recur: ICAL.Recur, start: SeriesStart): Omit<RecurrenceRule, "endDate"> | null {
  const parts = usedParts(recur.parts);
  const only = (...allowed: string[]) => parts.every((part) => allowed.includes(part));
  const interval = recur.interval || 1;
  const { month, day } = civilOf(start.day);
  const byMonthDay = recur.parts.BYMONTHDAY ?? [day];
  const byMonth = recur.parts.BYMONTH ?? [month + 1];
  const days = plainWeekdays(recur.parts);
  if (interval > MAX_INTERVAL || days === null) return null;
  switch (recur.freq) {
    case "DAILY":
      // Every day (or every n-th week's day) is a weekly series on the days it falls on.
      if (!only("BYDAY")) return null;
      if (days.length > 0) return interval === 1 ? { frequency: "WEEKLY", interval: 1, byDay: days } : null;
      if (interval === 1) return { frequency: "WEEKLY", interval: 1, byDay: WEEKDAY_CODES };
      return interval % 7 === 0 ? { frequency: "WEEKLY", interval: interval / 7, byDay: [] } : null;
    case "WEEKLY": {
      if (!only("BYDAY")) return null;
      // With gaps between weeks, which week a day belongs to depends on WKST; ours is Sunday.
      const spansWeekStart = days.length > 1 || (days.length === 1 && days[0] !== WEEKDAY_CODES[weekdayOfEpochDay(start.day)]);
      if (interval > 1 && spansWeekStart && recur.wkst !== ICAL.Time.SUNDAY) return null;
      return { frequency: "WEEKLY", interval, byDay: days };
    }
    case "MONTHLY":
      return only("BYMONTHDAY") && isOnly(byMonthDay, day) ? { frequency: "MONTHLY", interval, byDay: [] } : null;
    case "YEARLY":
      if (!only("BYMONTH", "BYMONTHDAY") || !isOnly(byMonthDay, day) || !isOnly(byMonth, month + 1)) return null;
      return { frequency: "YEARLY", interval, byDay: [] };
    default:
      return null;
  }
}

/**
 * An RRULE as our recurrence, when it says exactly what ours can: WEEKLY with plain
 * weekdays, MONTHLY on the first date's day, YEARLY on its date, DAILY as a weekly series; UNTIL
 * becomes the last local day an occurrence can start on, COUNT the date of the last occurrence.
 * Null when the rule needs more (BYSETPOS, "2nd Tuesday", several months…): the caller expands it.
 */
export function mapRecurrence(property: ICAL.Property, start: SeriesStart, context: IcsTimeContext): RecurrenceRule | null {
  const recur = property.getFirstValue();
  if (!(recur instanceof ICAL.Recur)) return null;
  const shape = shapeOf(recur, start);
  if (!shape) return null;
  const rule: RecurrenceRule = { ...shape, endDate: null };
  if (recur.until) {
    const until = recur.until;
    let lastDay: number;
    if (until.isDate) lastDay = dayOfTime(until);
    else {
      const local = context.clockFor(start.zone).toLocal(instantOf(until, wallZoneOf(property, until, context), context));
      lastDay = Math.floor(local / DAY_MS);
      // An occurrence on the last day counts only if it starts by UNTIL.
      if (local - lastDay * DAY_MS < start.timeOfDay) lastDay -= 1;
    }
    return { ...rule, endDate: dayString(lastDay) };
  }
  if (recur.count && recur.count <= MAX_MAPPED_COUNT) {
    const lastDay = nthOccurrenceDay(rule, start.day, recur.count);
    return lastDay === null ? rule : { ...rule, endDate: dayString(lastDay) };
  }
  return rule;
}
