import { describe, expect, it } from "vitest";
import { availableDaysOf, coversDate, coversMonth, firstSelectableDate, startsOnDate, visibleSlots } from "../../web/src/pages/booking/slot-math";

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("slot math", () => {
  const starts = [at("2026-03-31T18:00:00Z"), at("2026-03-31T18:15:00Z"), at("2026-04-01T09:00:00Z"), at("2026-04-01T09:30:00Z")];

  it("groups slots into the visitor's own days", () => {
    expect(availableDaysOf(starts, "2026-03", "UTC")).toEqual([31]);
    expect(availableDaysOf(starts, "2026-04", "UTC")).toEqual([1]);
    // Kathmandu is 5:45 ahead: 18:15 UTC on the 31st is already April 1st there.
    expect(availableDaysOf(starts, "2026-03", "Asia/Kathmandu")).toEqual([31]);
    expect(availableDaysOf(starts, "2026-04", "Asia/Kathmandu")).toEqual([1]);
    expect(startsOnDate(starts, "2026-04-01", "Asia/Kathmandu")).toEqual(starts.slice(1));
  });

  it("keeps the starts on the chosen interval of the visitor's clock, and only future ones", () => {
    const now = at("2026-03-31T18:05:00Z");
    expect(visibleSlots(starts, 15, "UTC", now)).toEqual(starts.slice(1));
    expect(visibleSlots(starts, 60, "UTC", now)).toEqual([starts[2]]);
    // Kathmandu's clock reads 23:45, 00:00, 14:45 and 15:15 at these starts: one is on its half-hour grid.
    expect(visibleSlots(starts, 30, "Asia/Kathmandu", 0)).toEqual([starts[1]]);
    expect(visibleSlots(starts, 15, "Asia/Kathmandu", 0)).toEqual(starts);
  });

  it("knows whether inlined slots cover a month or a day in every zone", () => {
    const known = { duration: 30, from: at("2026-03-01T00:00:00Z") - 14 * HOUR, to: at("2026-04-01T00:00:00Z") + 12 * HOUR, starts };
    expect(coversMonth(known, "2026-03")).toBe(true);
    expect(coversMonth(known, "2026-04")).toBe(false);
    expect(coversDate(known, "2026-03-31")).toBe(true);
    expect(coversDate(known, "2026-04-01")).toBe(false);
    expect(coversMonth({ ...known, from: known.from + HOUR }, "2026-03")).toBe(false);
  });

  it("picks the first free day that is not in the past", () => {
    expect(firstSelectableDate([3, 9, 20], "2026-03", "2026-03-09")).toBe("2026-03-09");
    expect(firstSelectableDate([3, 9, 20], "2026-03", "2026-03-10")).toBe("2026-03-20");
    expect(firstSelectableDate([3, 9], "2026-03", "2026-03-10")).toBeNull();
  });
});
