import { WINDOWS_TO_IANA_MAP } from "windows-iana";
import { canonicalTimeZone, offsetAt } from "../time-zones";

/*
 * TZIDs as calendar programs write them, to IANA zones. Outlook and Exchange use Windows zone IDs
 * ("W. Europe Standard Time", mapped by CLDR's windowsZones for territory "001") or Windows display
 * names ("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"); some programs prefix IANA
 * names with a path ("/mozilla.org/20050126_1/America/New_York").
 */
const WINDOWS_BY_LOWER_NAME = new Map(
  WINDOWS_TO_IANA_MAP.filter((entry) => entry.territory === "001").map((entry) => [entry.windowsName.toLowerCase(), entry.iana[0]]),
);

/** Windows display names that name a region instead of places, after their "(UTC±hh:mm)" prefix. */
const WINDOWS_REGIONS: Readonly<Record<string, string>> = {
  "coordinated universal time": "UTC",
  "international date line west": "Etc/GMT+12",
  hawaii: "Pacific/Honolulu",
  alaska: "America/Anchorage",
  "pacific time (us & canada)": "America/Los_Angeles",
  arizona: "America/Phoenix",
  "mountain time (us & canada)": "America/Denver",
  "central time (us & canada)": "America/Chicago",
  "central america": "America/Guatemala",
  saskatchewan: "America/Regina",
  "eastern time (us & canada)": "America/New_York",
  "indiana (east)": "America/Indiana/Indianapolis",
  "atlantic time (canada)": "America/Halifax",
  greenland: "America/Nuuk",
  "west central africa": "Africa/Lagos",
};

const DISPLAY_NAME = /^\(UTC(?:([+-])(\d{2}):(\d{2}))?\)\s*(.+)$/i;

/** Standard offset of a zone (ms): the smaller of its January and July offsets. */
const standardOffset = (zone: string) =>
  Math.min(offsetAt(Date.UTC(2026, 0, 15), zone), offsetAt(Date.UTC(2026, 6, 15), zone));

const AREAS = ["Africa", "America", "Antarctica", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific"];

/** The IANA zones named after a place ("New Delhi" → none, "Kolkata" → Asia/Kolkata, "Hong Kong" → Asia/Hong_Kong). */
function zonesNamedFor(place: string): string[] {
  const city = place.trim().replace(/ /g, "_");
  if (!/^[A-Za-z_-]+$/.test(city)) return [];
  return AREAS.flatMap((area) => canonicalTimeZone(`${area}/${city}`) ?? []);
}

/**
 * A Windows display name's zone: its region, else the first place it lists that is an IANA zone's
 * city with the same standard offset. Null when neither holds: the offset alone would be a guess.
 */
function zoneOfDisplayName(name: string): string | null {
  const match = DISPLAY_NAME.exec(name);
  if (!match) return null;
  const [, sign, hours = "00", minutes = "00", places = ""] = match;
  const region = WINDOWS_REGIONS[places.trim().toLowerCase()];
  if (region) return region;
  const offset = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  for (const place of places.split(",")) {
    const zone = zonesNamedFor(place).find((candidate) => standardOffset(candidate) === offset);
    if (zone) return canonicalTimeZone(zone);
  }
  return null;
}

/** The IANA zone a TZID names, or null when only the file's own VTIMEZONE can say what it is. */
export function ianaZoneOf(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, "");
  const direct = canonicalTimeZone(name);
  if (direct) return direct;
  const windows = WINDOWS_BY_LOWER_NAME.get(name.toLowerCase());
  if (windows) return canonicalTimeZone(windows);
  const displayed = zoneOfDisplayName(name);
  if (displayed) return displayed;
  // Path-prefixed names: try the last three, then two segments ("America/Argentina/Salta", "Europe/Berlin").
  const segments = name.split("/").filter((segment) => segment !== "");
  for (const take of [3, 2]) {
    if (segments.length > take) {
      const zone = canonicalTimeZone(segments.slice(-take).join("/"));
      if (zone) return zone;
    }
  }
  return null;
}
