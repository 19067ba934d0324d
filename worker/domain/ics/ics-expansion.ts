import ICAL from "ical.js";
import type { Interval } from "../intervals";

/** Thrown when a rule needs more iteration than the budget allows (hostile or absurd RRULEs). */
export class ExpansionTooComplex extends Error {}

/**
 * Iteration steps one import may spend on recurrence rules, shared by all its events. ical.js
 * answers a rule that can never match (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) by looping forever
 * inside `next()`; every loop round checks the contracting BY-rules, so counting those checks
 * (and every `next()`, and every year its set-up searches) stops it. A step costs ~5–20 µs, so the whole budget stays well under 2 s.
 */
export class ExpansionBudget {
  constructor(private remaining: number) {}

  spend(): void {
    if (--this.remaining < 0) throw new ExpansionTooComplex("too many recurrence steps");
  }
}

export interface ExpansionRequest {
  component: ICAL.Component;
  dtstart: ICAL.Time;
  /** Orders and identifies an occurrence: its instant, or midnight UTC of its date. */
  keyOf: (property: ICAL.Property, time: ICAL.Time) => number;
  /** Only occurrences inside, when the set is infinite; null = from the start, as long as it lasts. */
  horizon: Interval | null;
  maxCount: number;
  budget: ExpansionBudget;
}

/** Whether every RRULE of the event ends (COUNT or UNTIL): then it is expanded from its start. */
export function endsByItself(component: ICAL.Component): boolean {
  return component.getAllProperties("rrule").every((property) => {
    const recur = property.getFirstValue();
    return recur instanceof ICAL.Recur && (recur.count !== null || recur.until !== null);
  });
}

/**
 * An iterator over `recur` from `dtstart` that spends `budget` on every round, its set-up included:
 * for a YEARLY rule with no matching day in a year (the 5th Monday among the 1st–7th), ical.js's
 * set-up alone searches year after year up to 20000, so the meter is fitted before it runs.
 */
export function meteredIterator(recur: ICAL.Recur, dtstart: ICAL.Time, budget: ExpansionBudget): ICAL.RecurIterator {
  const iterator = new ICAL.RecurIterator({ rule: recur, dtstart, initialized: true });
  const checkRules = iterator.check_contracting_rules.bind(iterator);
  iterator.check_contracting_rules = () => {
    budget.spend();
    return checkRules();
  };
  const expandYear = iterator.expand_year_days.bind(iterator);
  iterator.expand_year_days = (year: number) => {
    budget.spend();
    return expandYear(year);
  };
  iterator.fromData({ rule: recur, dtstart });
  return iterator;
}

function* ruleOccurrences(property: ICAL.Property, dtstart: ICAL.Time, budget: ExpansionBudget) {
  const recur = property.getFirstValue();
  if (!(recur instanceof ICAL.Recur)) return;
  const iterator = meteredIterator(recur, dtstart, budget);
  for (;;) {
    budget.spend();
    const next = iterator.next();
    if (!next) return;
    yield next.clone();
  }
}

/**
 * The keys of an event's occurrences (RFC 5545: DTSTART, RRULEs and RDATEs, minus EXDATEs), sorted,
 * bounded by the horizon, `maxCount` and the budget.
 */
export function expandOccurrenceKeys(request: ExpansionRequest): number[] {
  const { component, dtstart, keyOf, horizon, maxCount, budget } = request;
  const inHorizon = (key: number) => !horizon || (key >= horizon.start && key < horizon.end);
  const keys = new Set<number>();
  const dtstartProperty = component.getFirstProperty("dtstart");
  if (dtstartProperty && inHorizon(keyOf(dtstartProperty, dtstart))) keys.add(keyOf(dtstartProperty, dtstart));
  for (const property of component.getAllProperties("rrule")) {
    let found = 0;
    for (const time of ruleOccurrences(property, dtstart, budget)) {
      const key = keyOf(dtstartProperty ?? property, time);
      if (horizon && key >= horizon.end) break;
      if (!inHorizon(key)) continue;
      keys.add(key);
      if (++found >= maxCount) break;
    }
  }
  for (const property of component.getAllProperties("rdate")) {
    for (const value of property.getValues()) {
      const time = value instanceof ICAL.Period ? value.start : value;
      if (time instanceof ICAL.Time && inHorizon(keyOf(property, time))) keys.add(keyOf(property, time));
    }
  }
  for (const property of component.getAllProperties("exdate")) {
    for (const value of property.getValues()) if (value instanceof ICAL.Time) keys.delete(keyOf(property, value));
  }
  return [...keys].sort((a, b) => a - b).slice(0, maxCount);
}
