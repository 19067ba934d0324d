import type ICAL from "ical.js";
import { DAY_MS, dayOfCivil, dayString, isoOf, MAX_YEAR, MIN_YEAR } from "../calendar-days";
import type { StoredEntryFields } from "../calendar-entry";
import { type IcsEventFields, icsEventFields } from "./ics-event-fields";
import { endsByItself, type ExpansionBudget, expandOccurrenceKeys } from "./ics-expansion";
import { mapRecurrence, type SeriesStart } from "./ics-rrule-mapping";
import { dayOfTime, type IcsTimeContext, instantOf, isIcalTime, localDayIn, wallZoneOf } from "./ics-times";
import type { Interval } from "../intervals";
import { occurrenceDays, type RecurrenceRule } from "../recurrence";

/** One calendar_events row an import writes (user and ids are the caller's): a stored entry and what identifies it in the file. */
export interface ImportedEvent extends StoredEntryFields {
  /** UID, or UID#original start for an occurrence: what re-imports are matched by. */
  icsUid: string;
  /** A detached occurrence's series, by its icsUid. */
  parentIcsUid: string | null;
  title: string;
  description: string;
  location: string;
  type: "personal" | "birthday";
  recurrenceId: string | null;
  recurrenceExdates: number[];
  originalStartTime: number | null;
}

export interface ImportLimits {
  /** Where infinite rules that our recurrence cannot express are expanded. */
  horizon: Interval;
  maxOccurrencesPerEvent: number;
  budget: ExpansionBudget;
}

const FIRST_DAY = dayOfCivil(MIN_YEAR, 0, 1);
const LAST_DAY = dayOfCivil(MAX_YEAR + 1, 0, 1) - 1;

/** An event's fields placed at one occurrence (`key`: its instant, or midnight UTC of its date). */
function rowAt(fields: IcsEventFields, key: number, icsUid: string, context: IcsTimeContext): ImportedEvent {
  const { timing } = fields;
  const base = {
    icsUid,
    parentIcsUid: null,
    title: fields.title,
    description: fields.description,
    location: fields.location,
    type: fields.type,
    isBusy: fields.isBusy,
    timezone: fields.zone ?? context.defaultZone,
    recurrenceId: null,
    recurrenceFreq: null,
    recurrenceInterval: null,
    recurrenceByDay: null,
    recurrenceEndDate: null,
    recurrenceExdates: [],
    originalStartTime: null,
  };
  if (timing.kind === "timed") {
    const end = timing.end === null ? null : key + (timing.end - timing.start);
    return { ...base, isAllDay: false, startTime: key, endTime: end, startDate: null, endDate: null };
  }
  const startDay = Math.floor(key / DAY_MS);
  const endDay = startDay + (timing.endDay - timing.startDay);
  return {
    ...base,
    isAllDay: true,
    startTime: startDay * DAY_MS,
    endTime: (endDay + 1) * DAY_MS,
    startDate: dayString(startDay),
    endDate: dayString(endDay),
  };
}

/** Where an event starts, as an occurrence key. */
const ownStart = (fields: IcsEventFields) => (fields.timing.kind === "timed" ? fields.timing.start : fields.timing.startDay * DAY_MS);

const keyInYears = (key: number) => key >= FIRST_DAY * DAY_MS && key < (LAST_DAY + 1) * DAY_MS;

type KeyOf = (property: ICAL.Property, time: ICAL.Time) => number;

/** How a master's occurrences are named: an all-day series by date, a timed one by instant. */
function occurrenceKeyOf(master: IcsEventFields, context: IcsTimeContext): KeyOf {
  return (property, time) => {
    const wall = wallZoneOf(property, time, context);
    if (master.timing.kind === "all-day") {
      if (time.isDate || wall.kind !== "utc") return dayOfTime(time) * DAY_MS;
      return localDayIn(instantOf(time, wall, context), context.defaultZone, context) * DAY_MS;
    }
    if (!time.isDate) return instantOf(time, wall, context);
    const zone = master.zone ?? context.defaultZone;
    return context.clockFor(zone).toInstant(dayOfTime(time) * DAY_MS + master.timing.localTimeOfDay);
  };
}

/** One UID being imported: what every step needs. */
export interface UidImport {
  uid: string;
  context: IcsTimeContext;
  limits: ImportLimits;
}

interface Master {
  component: ICAL.Component;
  fields: IcsEventFields;
  keyOf: KeyOf;
}

interface Override {
  /** The occurrence it replaces, named as the master names its occurrences. */
  key: number;
  /** Null: the occurrence is cancelled (or lies outside the supported years). */
  fields: IcsEventFields | null;
}

function overridesOf(job: UidImport, components: ICAL.Component[], keyOf: KeyOf | null): Override[] {
  const { uid, context } = job;
  return components.flatMap((component) => {
    const property = component.getFirstProperty("recurrence-id");
    const time = property?.getFirstValue();
    if (!property || !isIcalTime(time)) return [];
    const fields = icsEventFields(component, uid, context);
    // Without a master, the RECURRENCE-ID is named on its own terms.
    let key: number;
    if (keyOf) key = keyOf(property, time);
    else key = time.isDate ? dayOfTime(time) * DAY_MS : instantOf(time, wallZoneOf(property, time, context), context);
    return [{ key, fields: fields && !fields.cancelled ? fields : null }];
  });
}

const overrideRow = ({ uid, context }: UidImport, override: Override) =>
  override.fields ? rowAt(override.fields, ownStart(override.fields), `${uid}#${isoOf(override.key)}`, context) : null;

function seriesStartOf(fields: IcsEventFields): SeriesStart {
  const { timing } = fields;
  const zone = fields.zone ?? "UTC";
  return timing.kind === "all-day"
    ? { day: timing.startDay, timeOfDay: 0, zone }
    : { day: dayOfTime(fields.dtstart), timeOfDay: timing.localTimeOfDay, zone };
}

/** The series row of a mapped RRULE, moved to its first occurrence within the supported years. */
function seriesRow({ uid, context }: UidImport, fields: IcsEventFields, rule: RecurrenceRule, exdates: number[]): ImportedEvent | null {
  const timing = fields.timing;
  const firstDay = timing.kind === "all-day" ? timing.startDay : dayOfTime(fields.dtstart);
  const [day] = occurrenceDays(rule, firstDay, Math.max(firstDay, FIRST_DAY), LAST_DAY, 1);
  if (day === undefined) return null;
  let key = day * DAY_MS;
  if (timing.kind === "timed") {
    const zone = fields.zone ?? context.defaultZone;
    key = day === firstDay ? timing.start : context.clockFor(zone).toInstant(key + timing.localTimeOfDay);
  }
  return {
    ...rowAt(fields, key, uid, context),
    recurrenceId: `ics:${uid}`,
    recurrenceFreq: rule.frequency,
    recurrenceInterval: rule.interval,
    recurrenceByDay: rule.byDay.length > 0 ? rule.byDay.join(",") : null,
    recurrenceEndDate: rule.endDate,
    recurrenceExdates: exdates,
  };
}

/** A master our recurrence can express: one series row, and a detached row per override. */
function seriesRows(job: UidImport, master: Master, rule: RecurrenceRule, overrides: Override[]): ImportedEvent[] {
  const exdates = master.component
    .getAllProperties("exdate")
    .flatMap((property) => property.getValues().filter(isIcalTime).map((time) => master.keyOf(property, time)));
  const series = seriesRow(job, master.fields, rule, [...new Set([...exdates, ...overrides.map((override) => override.key)])]);
  if (!series) return [];
  const detached = overrides.flatMap((override) => {
    const row = overrideRow(job, override);
    return row ? [{ ...row, parentIcsUid: job.uid, recurrenceId: series.recurrenceId, originalStartTime: override.key }] : [];
  });
  return [series, ...detached];
}

/** Any other repeating master: one row per occurrence (bounded), overrides replacing theirs. */
function expandedRows(job: UidImport, master: Master, overrides: Override[]): ImportedEvent[] {
  const keys = expandOccurrenceKeys({
    component: master.component,
    dtstart: master.fields.dtstart,
    keyOf: master.keyOf,
    horizon: endsByItself(master.component) ? null : job.limits.horizon,
    maxCount: job.limits.maxOccurrencesPerEvent,
    budget: job.limits.budget,
  }).filter(keyInYears);
  const byKey = new Map(keys.map((key) => [key, rowAt(master.fields, key, `${job.uid}#${isoOf(key)}`, job.context)]));
  for (const override of overrides) {
    const row = overrideRow(job, override);
    if (row) byKey.set(override.key, row);
    else byKey.delete(override.key);
  }
  return [...byKey.values()];
}

/**
 * The rows of one UID: its master VEVENT and the RECURRENCE-ID overrides of its occurrences. A rule
 * our recurrence can express becomes one series row plus a detached row per override; anything else
 * becomes one row per occurrence, each override replacing the occurrence it names. Overrides without
 * a master are events of their own; overrides of a master that does not repeat mean nothing.
 */
export function rowsOfUid(job: UidImport, component: ICAL.Component | null, overrideComponents: ICAL.Component[]): ImportedEvent[] {
  const fields = component ? icsEventFields(component, job.uid, job.context) : null;
  const master = component && fields ? { component, fields, keyOf: occurrenceKeyOf(fields, job.context) } : null;
  const overrides = overridesOf(job, overrideComponents, master?.keyOf ?? null);
  if (!master) return overrides.flatMap((override) => overrideRow(job, override) ?? []);
  if (master.fields.cancelled) return [];
  const rules = master.component.getAllProperties("rrule");
  const rdates = master.component.hasProperty("rdate");
  if (rules.length === 0 && !rdates) return [rowAt(master.fields, ownStart(master.fields), job.uid, job.context)];
  const mappable = rules.length === 1 && !rdates && master.fields.zone !== null;
  const rule = mappable ? mapRecurrence(rules[0]!, seriesStartOf(master.fields), job.context) : null;
  return rule ? seriesRows(job, master, rule, overrides) : expandedRows(job, master, overrides);
}
