import { isOccurrence } from "../domain/calendar-series-edits";
import { parseInstant } from "../domain/calendar-days";
import { type CalendarEventRow, toCalendarEntry } from "./calendar-entries";
import { HttpError } from "../http/http-error";
import type { ScopeBody } from "./event-schemas";

export type Scope = "single" | "all";

/** The scope a change to a recurring event needs; 400 when it is missing. */
export function requireScope(body: ScopeBody): Scope {
  if (!body.updateScope) throw new HttpError(400, "updateScope must be single or all for a recurring event.");
  return body.updateScope;
}

/**
 * The occurrence a request names through original_start_time, checked to be a current occurrence
 * of the series. With `fallbackToFirst`, a missing value means the series' first occurrence.
 */
export function namedOccurrence(series: CalendarEventRow, body: ScopeBody, fallbackToFirst: boolean): number {
  if (!body.original_start_time) {
    if (fallbackToFirst) return series.startTime;
    throw new HttpError(400, "original_start_time is required to change one occurrence.");
  }
  const originalStart = parseInstant(body.original_start_time);
  if (originalStart === null) throw new HttpError(400, "original_start_time must be an ISO 8601 date and time.");
  if (originalStart !== series.startTime && !isOccurrence(toCalendarEntry(series), originalStart)) {
    throw new HttpError(400, "original_start_time is not an occurrence of this event.");
  }
  return originalStart;
}
