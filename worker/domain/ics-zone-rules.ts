import ICAL from "ical.js";

/*
 * A file's own VTIMEZONE is read by ical.js, which expands its STANDARD/DAYLIGHT rules from their
 * DTSTART (often 1900) without any bound: "FREQ=MINUTELY", or a rule that never matches, stalls an
 * import for seconds or for ever (issue 10, finding 1). Real zone rules are yearly ("the last Sunday
 * of March"); only those are accepted, and only in shapes that match once a year.
 */

/** "1SU", "-1SU", "SU": a weekday with an optional week number. */
const ORDINAL_WEEKDAY = /^(?:[+-]?[1-5])?(?:SU|MO|TU|WE|TH|FR|SA)$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** More explicit change dates than any real zone lists (RDATE); each is one step of expansion. */
const MAX_RDATES = 500;
const ALLOWED_PARTS = new Set(["freq", "interval", "until", "count", "bymonth", "byday", "bymonthday", "wkst"]);

function yearlyRuleProblem(recur: ICAL.Recur): string | null {
  if (recur.freq !== "YEARLY") return `repeats ${String(recur.freq).toLowerCase()}, not yearly`;
  if ((recur.interval ?? 1) !== 1) return "skips years";
  const parts = recur.parts as Record<string, unknown[] | undefined>;
  const unknown = Object.keys(parts).find((part) => !ALLOWED_PARTS.has(part.toLowerCase()));
  if (unknown) return `uses ${unknown}`;
  const months = (parts.BYMONTH ?? []) as number[];
  if (months.length !== 1 || !(months[0]! >= 1 && months[0]! <= 12)) return "names no single month";
  const days = (parts.BYDAY ?? []) as string[];
  const monthDays = (parts.BYMONTHDAY ?? []) as number[];
  if (days.some((day) => !ORDINAL_WEEKDAY.test(String(day)))) return "names an unknown weekday";
  if (monthDays.some((day) => !Number.isInteger(day) || day < 1 || day > DAYS_IN_MONTH[months[0]! - 1]!)) return "names a day the month does not have";
  if (days.length === 0 && monthDays.length === 0) return null;
  // "The Sunday on the 8th–14th" (one of seven days, one weekday): still once a year.
  if (days.length === 1 && (monthDays.length === 0 || monthDays.length >= 7)) return null;
  if (days.length === 0 && monthDays.length === 1) return null;
  return "may not match once a year";
}

/**
 * Why a VTIMEZONE cannot be used safely, or null when every observance repeats yearly in a shape
 * that matches once a year and lists a bounded number of explicit dates.
 */
export function zoneDefinitionProblem(definition: ICAL.Component): string | null {
  for (const observance of [...definition.getAllSubcomponents("standard"), ...definition.getAllSubcomponents("daylight")]) {
    if (observance.getAllProperties("rdate").length > MAX_RDATES) return "lists too many change dates";
    for (const property of observance.getAllProperties("rrule")) {
      const recur = property.getFirstValue();
      if (!(recur instanceof ICAL.Recur)) return "has an unreadable rule";
      const problem = yearlyRuleProblem(recur);
      if (problem) return problem;
    }
  }
  return null;
}
