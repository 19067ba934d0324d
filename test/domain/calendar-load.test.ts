import { describe, expect, it } from "vitest";
import { occurrencesInNextYear, occurrencesInNextYearOf, type RowRhythm } from "../../worker/domain/calendar-load";

const NOW = Date.UTC(2026, 10, 24);
const single: RowRhythm = { startTime: NOW, recurrenceFreq: null, recurrenceInterval: null, recurrenceByDay: null, recurrenceEndDate: null };
const series = (changes: Partial<RowRhythm>): RowRhythm => ({ ...single, recurrenceFreq: "WEEKLY", recurrenceInterval: 1, ...changes });

describe("occurrencesInNextYear", () => {
  it.each([
    ["a single event", single, 1],
    ["a weekly series", series({}), 52],
    ["a weekly series on every day (what an imported daily rule becomes)", series({ recurrenceByDay: "MO,TU,WE,TH,FR,SA,SU" }), 364],
    ["a fortnightly series on two days", series({ recurrenceInterval: 2, recurrenceByDay: "MO,TH" }), 52],
    ["a monthly series", series({ recurrenceFreq: "MONTHLY" }), 12],
    ["a yearly series", series({ recurrenceFreq: "YEARLY" }), 1],
    ["a series that ended last year", series({ startTime: NOW - 400 * 86_400_000, recurrenceEndDate: "2025-06-30" }), 0],
    ["a weekly series ending in half a year", series({ recurrenceEndDate: "2027-05-25" }), 27],
    ["a weekly series starting in half a year", series({ startTime: NOW + 182 * 86_400_000 }), 27],
  ])("%s → %i", (_, row, expected) => {
    expect(occurrencesInNextYear(row, NOW)).toBe(expected);
  });

  it("adds up a calendar: 5,000 daily series are far over the limit", () => {
    const daily = series({ recurrenceByDay: "MO,TU,WE,TH,FR,SA,SU" });
    expect(occurrencesInNextYearOf(Array.from({ length: 5000 }, () => daily), NOW)).toBe(1_820_000);
  });
});
