import { Temporal } from "temporal-polyfill";

/** Region/City style names, "UTC", "Etc/GMT+5"; fixed offsets like "+02:00" are not zone names. */
const ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The canonical spelling of an IANA time zone name ("america/new_york" → "America/New_York"), or null
 * when the runtime's zone database does not know it. Resolved through Temporal, the same engine every
 * slot computation uses, so a zone accepted here always works there.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!ZONE_NAME_PATTERN.test(name)) return null;
  try {
    return Temporal.ZonedDateTime.from({ year: 2000, month: 1, day: 1, timeZone: name }).timeZoneId;
  } catch {
    return null;
  }
}
