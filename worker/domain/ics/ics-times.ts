import ICAL from "ical.js";
import { DAY_MS, dayOfCivil, utcMs } from "../calendar-days";
import { type CalendarClock } from "../zone-clock";
import { IcsImportError } from "./ics-import-error";
import { ianaZoneOf } from "./ics-zones";

/** Where a DATE-TIME value's wall clock belongs: UTC, an IANA zone, or only the file's VTIMEZONE. */
export type WallZone = { kind: "utc" } | { kind: "iana"; zone: string } | { kind: "vtimezone" };

/** How the import reads times: floating ones in `defaultZone`, zoned ones through `clockFor`. */
export interface IcsTimeContext {
  defaultZone: string;
  clockFor: (zone: string) => CalendarClock;
}

export const isIcalTime = (value: unknown): value is ICAL.Time => value instanceof ICAL.Time;

/** The wall clock of a time as if it were UTC: ms since the epoch of the local calendar. */
export const localMsOf = (time: ICAL.Time): number => utcMs(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

export const dayOfTime = (time: ICAL.Time): number => dayOfCivil(time.year, time.month - 1, time.day);

export function wallZoneOf(property: ICAL.Property, time: ICAL.Time, context: IcsTimeContext): WallZone {
  if (time.zone?.tzid === "UTC" || time.zone === ICAL.Timezone.utcTimezone) return { kind: "utc" };
  const tzid = property.getFirstParameter("tzid");
  if (tzid) {
    const zone = ianaZoneOf(tzid);
    if (zone) return zone === "UTC" ? { kind: "utc" } : { kind: "iana", zone };
    if (ICAL.TimezoneService.has(tzid)) return { kind: "vtimezone" };
    // Guessing a zone would move every event of the file by hours without a word.
    throw new IcsImportError(`The time zone "${tzid}" in this file is not one Hangout knows, and the file does not define it.`);
  }
  // Floating time: the calendar's own zone.
  return { kind: "iana", zone: context.defaultZone };
}

/** The IANA zone a series can repeat in, or null when only the file's VTIMEZONE knows the zone. */
export const repeatZoneOf = (wall: WallZone): string | null =>
  wall.kind === "utc" ? "UTC" : wall.kind === "iana" ? wall.zone : null;

export function instantOf(time: ICAL.Time, wall: WallZone, context: IcsTimeContext): number {
  if (wall.kind === "utc") return localMsOf(time);
  if (wall.kind === "vtimezone") return time.toUnixTime() * 1000;
  return context.clockFor(wall.zone).toInstant(localMsOf(time));
}

/** The local day (epoch day) an instant falls on in `zone`. */
export const localDayIn = (instant: number, zone: string, context: IcsTimeContext): number =>
  Math.floor(context.clockFor(zone).toLocal(instant) / DAY_MS);
