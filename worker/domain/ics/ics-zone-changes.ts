import ICAL from "ical.js";
import { IcsImportError } from "./ics-import-error";
import { wallClockFields } from "../calendar-days";
import { ExpansionBudget, ExpansionTooComplex, meteredIterator } from "./ics-expansion";
import { localMsOf } from "./ics-times";
import { ianaZoneOf } from "./ics-zones";
import type { Interval } from "../intervals";
import { offsetSegments } from "../time-zones";

/*
 * ical.js reads a VTIMEZONE by expanding its STANDARD/DAYLIGHT rules from their DTSTART (often
 * 1900) up to the year of the time it converts, again whenever it meets a later year, and without
 * any bound: FREQ=MINUTELY, or a rule that never matches, stalls an import for seconds or for ever.
 * It does so even for zones the import reads with the runtime's own data, because ical.js compares
 * times (a rule's UNTIL) through the file's definition. So before any time is read, every VTIMEZONE
 * of the file is rewritten as the plain list of its offset changes: a known zone name's from the
 * runtime's zone data, a zone of the file's own from its rules expanded here under a step budget.
 * ical.js is then left with nothing to expand.
 */

/** Iteration steps for all of a file's own zone rules: a real zone from 1900 needs a few hundred. */
export const ZONE_STEP_BUDGET = 20_000;
/** Far more than a real export carries (one per zone its events use); each costs a look at zone data. */
export const MAX_FILE_ZONES = 100;
/** ical.js reads times before a zone's first change as UTC: a known zone's first offset starts here. */
const EARLIEST_LOCAL_MS = Date.UTC(1601, 0, 1);
/** ical.js's latest year; converting a time in it once makes ical.js cover every later time too. */
const LAST_YEAR = 9999;

interface OffsetChange {
  /** The instant of the change, ms. */
  at: number;
  /** Offsets before and after, ms. */
  from: number;
  to: number;
  daylight: boolean;
}

const secondsOf = (offset: unknown): number | null => (offset instanceof ICAL.UtcOffset ? offset.toSeconds() : null);

function timeOfLocalMs(localMs: number): ICAL.Time {
  const { year, month, day, hour, minute, second } = wallClockFields(localMs);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second });
}

/** The runtime's changes of `zone` over `span`, after the offset it has at the span's start. */
function knownZoneChanges(zone: string, span: Interval): OffsetChange[] {
  const segments = offsetSegments(zone, span);
  const first = segments[0]!.offset;
  return [
    { at: EARLIEST_LOCAL_MS - first, from: first, to: first, daylight: false },
    ...segments.slice(1).map((segment, index) => {
      const from = segments[index]!.offset;
      return { at: segment.start, from, to: segment.offset, daylight: segment.offset > from };
    }),
  ];
}

/** Where `time` happens, read as ical.js reads an observance's times: local, before the change. */
const instantOfObservance = (time: ICAL.Time, fromMs: number): number =>
  time.zone === ICAL.Timezone.utcTimezone ? localMsOf(time) : localMsOf(time) - fromMs;

/**
 * The changes one STANDARD/DAYLIGHT observance makes until the span ends: its DTSTART when it
 * has no RDATE or RRULE, else its RDATEs and the occurrences of its (first) RRULE, as ical.js does.
 */
function observanceChanges(observance: ICAL.Component, span: Interval, budget: ExpansionBudget): OffsetChange[] | "never" {
  const dtstart = observance.getFirstPropertyValue("dtstart");
  const from = secondsOf(observance.getFirstPropertyValue("tzoffsetfrom"));
  const to = secondsOf(observance.getFirstPropertyValue("tzoffsetto"));
  if (!(dtstart instanceof ICAL.Time) || from === null || to === null) return [];
  const change = (at: number): OffsetChange => ({ at, from: from * 1000, to: to * 1000, daylight: observance.name === "daylight" });
  const rrule = observance.getFirstPropertyValue("rrule");
  const rdates = observance.getAllProperties("rdate").flatMap((property) => property.getValues());
  if (!(rrule instanceof ICAL.Recur) && rdates.length === 0) return [change(instantOfObservance(dtstart, from * 1000))];
  const changes: OffsetChange[] = [];
  for (const value of rdates) {
    budget.spend();
    const time = value instanceof ICAL.Period ? value.start : value;
    if (time instanceof ICAL.Time) changes.push(change(instantOfObservance(time, from * 1000)));
  }
  if (!(rrule instanceof ICAL.Recur)) return changes;
  const rule = rrule.clone();
  // As ical.js does: a UTC end is compared with the rule's local times.
  if (rule.until && rule.until.zone === ICAL.Timezone.utcTimezone) {
    rule.until.adjust(0, 0, 0, from);
    rule.until.zone = ICAL.Timezone.localTimezone;
  }
  const iterator = meteredIterator(rule, dtstart, budget);
  let occurrences = 0;
  for (;;) {
    budget.spend();
    const next = iterator.next();
    if (!next) break;
    occurrences += 1;
    const at = instantOfObservance(next, from * 1000);
    if (at >= span.end) break;
    changes.push(change(at));
  }
  return occurrences === 0 ? "never" : changes;
}

const refusal = (tzid: string, why: string) => new IcsImportError(`The time zone "${tzid.slice(0, 80)}" in this file cannot be read: ${why}.`);

function ownZoneChanges(tzid: string, definition: ICAL.Component, span: Interval, budget: ExpansionBudget): OffsetChange[] {
  const changes: OffsetChange[] = [];
  for (const observance of [...definition.getAllSubcomponents("standard"), ...definition.getAllSubcomponents("daylight")]) {
    budget.spend();
    const found = observanceChanges(observance, span, budget);
    if (found === "never") throw refusal(tzid, "one of its rules never matches");
    changes.push(...found);
  }
  return changes;
}

function observanceOf(change: OffsetChange): ICAL.Component {
  const observance = new ICAL.Component(change.daylight ? "daylight" : "standard");
  observance.addPropertyWithValue("dtstart", timeOfLocalMs(change.at + change.from));
  observance.addPropertyWithValue("tzoffsetfrom", ICAL.UtcOffset.fromSeconds(Math.round(change.from / 1000)));
  observance.addPropertyWithValue("tzoffsetto", ICAL.UtcOffset.fromSeconds(Math.round(change.to / 1000)));
  return observance;
}

/**
 * Rewrites every VTIMEZONE of `calendars` as its list of offset changes (see above) and has ical.js
 * take them in once, so no later time makes it expand anything again. `span` is where the import
 * reads times; outside it a known zone keeps the offsets at the span's edges. Answers, by TZID, the
 * zones defined only by the file (no IANA or Windows name), whose times only ical.js can read.
 * IcsImportError when a zone of the file's own cannot be worked out within the budget.
 */
export function settleFileZones(calendars: ICAL.Component[], span: Interval): Map<string, ICAL.Timezone> {
  if (calendars.reduce((count, calendar) => count + calendar.getAllSubcomponents("vtimezone").length, 0) > MAX_FILE_ZONES) {
    throw new IcsImportError(`The file defines more than ${MAX_FILE_ZONES} time zones.`);
  }
  const budget = new ExpansionBudget(ZONE_STEP_BUDGET);
  const ownZones = new Map<string, ICAL.Timezone>();
  const knownChanges = new Map<string, OffsetChange[]>();
  const changesOfKnown = (zone: string) => {
    const changes = knownChanges.get(zone) ?? knownZoneChanges(zone, span);
    knownChanges.set(zone, changes);
    return changes;
  };
  const lastTime = ICAL.Time.fromData({ year: LAST_YEAR, month: 12, day: 31 });
  for (const calendar of calendars) {
    for (const definition of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = definition.getFirstPropertyValue("tzid");
      if (typeof tzid !== "string") {
        calendar.removeSubcomponent(definition);
        continue;
      }
      const known = ianaZoneOf(tzid);
      let changes: OffsetChange[];
      try {
        budget.spend();
        changes = known ? changesOfKnown(known) : ownZoneChanges(tzid, definition, span, budget);
      } catch (error) {
        if (error instanceof ExpansionTooComplex) throw refusal(tzid, "its rules repeat too often");
        throw error;
      }
      definition.removeAllSubcomponents();
      for (const change of changes.sort((a, b) => a.at - b.at)) definition.addSubcomponent(observanceOf(change));
    }
    for (const definition of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = definition.getFirstPropertyValue("tzid") as string;
      const zone = calendar.getTimeZoneByID(tzid);
      zone.utcOffset(lastTime);
      if (!ianaZoneOf(tzid) && !ownZones.has(tzid)) ownZones.set(tzid, zone);
    }
  }
  return ownZones;
}
