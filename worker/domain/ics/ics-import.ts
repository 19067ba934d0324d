import ICAL from "ical.js";
import { DAY_MS } from "../calendar-days";
import { calendarClocks } from "../zone-clock";
import { IcsImportError } from "./ics-import-error";
import { type ImportedEvent, rowsOfUid } from "./ics-event-rows";
import { ExpansionBudget, ExpansionTooComplex } from "./ics-expansion";
import type { IcsTimeContext } from "./ics-times";
import { settleFileZones } from "./ics-zone-changes";
import { ianaZoneOf } from "./ics-zones";
import type { Interval } from "../intervals";

export type { ImportedEvent } from "./ics-event-rows";

/*
 * .ics import (docs/DECISIONS.md, Security), pure: text in, rows out, or an IcsImportError whose
 * message the user sees. Every limit is enforced here: events per file, rows per import,
 * occurrences per event, and the iteration a recurrence rule may take.
 */

export const NOT_A_CALENDAR = "Please select a valid .ics file.";
export const MAX_IMPORT_EVENTS = 5000;
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_OCCURRENCES_PER_EVENT = 500;
/** Recurrence iteration steps per file: well under 2 s even for rules that never match. */
export const RECURRENCE_STEP_BUDGET = 40_000;
const YEAR_MS = 365 * DAY_MS;
/** Zones are read a little beyond the horizon: an event's end may lie past it. */
const ZONE_SPAN_MARGIN_MS = 7 * DAY_MS;
const MAX_UID_LENGTH = 255;

export interface IcsImportOptions {
  now: number;
  /** The importing browser's zone, for floating times when the file names no zone of its own. */
  timezone: string;
}

function calendarsOf(text: string): ICAL.Component[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) throw new IcsImportError(NOT_A_CALENDAR);
  const events = text.match(/^BEGIN:VEVENT/gim)?.length ?? 0;
  if (events > MAX_IMPORT_EVENTS) {
    throw new IcsImportError(`The file has more than ${MAX_IMPORT_EVENTS} events; split it and import the parts.`);
  }
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new IcsImportError(`This .ics file could not be read: ${(error as Error).message}`);
  }
  const roots = Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : Array.isArray(parsed) ? parsed : [];
  const calendars = roots.map((root) => new ICAL.Component(root as unknown[])).filter((component) => component.name === "vcalendar");
  if (calendars.length === 0) throw new IcsImportError(NOT_A_CALENDAR);
  return calendars;
}

/** The zone floating times and all-day days belong to: the file's own, else the importer's. */
function defaultZoneOf(calendars: ICAL.Component[], fallback: string): string {
  for (const calendar of calendars) {
    const named = calendar.getFirstPropertyValue("x-wr-timezone");
    const zone = typeof named === "string" ? ianaZoneOf(named) : null;
    if (zone) return zone;
  }
  for (const calendar of calendars) {
    for (const definition of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = definition.getFirstPropertyValue("tzid");
      const zone = typeof tzid === "string" ? ianaZoneOf(tzid) : null;
      if (zone && zone !== "UTC") return zone;
    }
  }
  return fallback;
}

/**
 * Settles the file's zones (ics-zone-changes) and lets ical.js read times in the ones only the file
 * defines. The registry is global to the isolate: only names it does not know yet are added, and
 * the caller removes them before yielding, so no other request ever sees them.
 */
function registerZones(calendars: ICAL.Component[], span: Interval, added: string[]): void {
  for (const [tzid, zone] of settleFileZones(calendars, span)) {
    if (ICAL.TimezoneService.has(tzid)) continue;
    ICAL.TimezoneService.register(zone, tzid);
    added.push(tzid);
  }
}

function uidOf(component: ICAL.Component): string {
  const uid = component.getFirstPropertyValue("uid");
  if (typeof uid === "string" && uid.trim() !== "") return uid.trim().slice(0, MAX_UID_LENGTH);
  // No UID (invalid, but seen): start and title keep a re-import from duplicating it.
  const start = component.getFirstProperty("dtstart")?.toICALString() ?? "";
  const title = component.getFirstPropertyValue("summary");
  return `no-uid:${start}:${typeof title === "string" ? title : ""}`.slice(0, MAX_UID_LENGTH);
}

function rowsOf(calendars: ICAL.Component[], options: IcsImportOptions, horizon: Interval): ImportedEvent[] {
  const context: IcsTimeContext = { defaultZone: defaultZoneOf(calendars, options.timezone), clockFor: calendarClocks(horizon) };
  const masters = new Map<string, ICAL.Component>();
  const overrides = new Map<string, ICAL.Component[]>();
  for (const component of calendars.flatMap((calendar) => calendar.getAllSubcomponents("vevent"))) {
    const uid = uidOf(component);
    if (component.hasProperty("recurrence-id")) overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
    else masters.set(uid, component);
  }
  const limits = { horizon, maxOccurrencesPerEvent: MAX_OCCURRENCES_PER_EVENT, budget: new ExpansionBudget(RECURRENCE_STEP_BUDGET) };
  const rows: ImportedEvent[] = [];
  for (const uid of new Set([...masters.keys(), ...overrides.keys()])) {
    rows.push(...rowsOfUid({ uid, context, limits }, masters.get(uid) ?? null, overrides.get(uid) ?? []));
    if (rows.length > MAX_IMPORT_ROWS) {
      throw new IcsImportError(`The file holds more than ${MAX_IMPORT_ROWS} events once repeats are counted.`);
    }
  }
  return rows;
}

/** The rows an .ics text imports as; IcsImportError (shown to the user) for anything unreadable. */
export function readIcsCalendar(text: string, options: IcsImportOptions): ImportedEvent[] {
  const calendars = calendarsOf(text);
  const horizon = { start: options.now - YEAR_MS, end: options.now + 2 * YEAR_MS };
  const added: string[] = [];
  try {
    registerZones(calendars, { start: horizon.start - ZONE_SPAN_MARGIN_MS, end: horizon.end + ZONE_SPAN_MARGIN_MS }, added);
    return rowsOf(calendars, options, horizon);
  } catch (error) {
    if (error instanceof IcsImportError) throw error;
    if (error instanceof ExpansionTooComplex) throw new IcsImportError("A repeating event in this file is too complex to import.");
    throw new IcsImportError(`This .ics file could not be read: ${(error as Error).message}`);
  } finally {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid);
  }
}
