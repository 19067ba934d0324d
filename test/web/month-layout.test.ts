import { describe, expect, it } from "vitest";
import { monthGridDays, monthWeeks } from "../../web/src/lib/month-layout";

describe("month layout", () => {
  it("puts a month starting on Sunday in its first column, with no empty row", () => {
    const weeks = monthWeeks("2026-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]).toEqual(["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-04", "2026-02-05", "2026-02-06", "2026-02-07"]);
    expect(weeks[3]?.[6]).toBe("2026-02-28");
  });

  it("pads a month with empty cells before its first and after its last day", () => {
    const weeks = monthWeeks("2026-08");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-08-01"]);
    expect(weeks[5]).toEqual(["2026-08-30", "2026-08-31", null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("fills a full grid's weeks with the neighbouring months' days", () => {
    const days = monthGridDays("2026-08-15");
    expect(days).toHaveLength(42);
    expect(days[0]).toBe("2026-07-26");
    expect(days[6]).toBe("2026-08-01");
    expect(days.at(-1)).toBe("2026-09-05");
    expect(monthGridDays("2026-02-10")).toHaveLength(28);
  });

  it("starts the weeks on the locale's first day: a Monday-first August 2026 opens with five empty cells", () => {
    const weeks = monthWeeks("2026-08", 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, "2026-08-01", "2026-08-02"]);
    expect(weeks.at(-1)).toEqual(["2026-08-31", null, null, null, null, null, null]);
    expect(monthWeeks("2026-02", 1)[0]?.[6]).toBe("2026-02-01");
  });
});
