import { describe, expect, it } from "vitest";
import { parseDay, parseMonth } from "../../worker/domain/calendar-days";
import { canonicalTimeZone } from "../../worker/domain/time-zones";

describe("parseDay", () => {
  it.each(["2026-01-31", "2028-02-29", "2026-12-01"])("accepts %s", (date) => expect(parseDay(date) !== null).toBe(true));
  it.each(["2026-02-30", "2027-02-29", "2026-13-01", "2026-00-10", "2026-1-05", "2026-01-05T00:00", "05/01/2026", ""])(
    "refuses %j",
    (date) => expect(parseDay(date) !== null).toBe(false),
  );
  it.each([
    ["1900-01-01", true],
    ["2199-12-31", true],
    ["1899-12-31", false],
    ["2200-01-01", false],
  ])("keeps to the supported years: %s → %s", (date, accepted) => expect(parseDay(date) !== null).toBe(accepted));
});

describe("parseMonth", () => {
  it.each(["2026-01", "2026-12"])("accepts %s", (month) => expect(parseMonth(month) !== null).toBe(true));
  it.each(["2026-13", "2026-00", "2026-1", "2026", "2026-01-01"])("refuses %j", (month) => expect(parseMonth(month) !== null).toBe(false));
});

describe("canonicalTimeZone", () => {
  it.each([
    ["America/New_York", "America/New_York"],
    ["america/new_york", "America/New_York"],
    ["UTC", "UTC"],
    ["Etc/GMT+5", "Etc/GMT+5"],
  ])("knows %s as %s", (name, canonical) => expect(canonicalTimeZone(name)).toBe(canonical));
  it.each(["Mars/Olympus", "+02:00", "", "Europe/../../etc", "A".repeat(80)])("refuses %j", (name) =>
    expect(canonicalTimeZone(name)).toBeNull(),
  );
});
