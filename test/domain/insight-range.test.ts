import { describe, expect, it } from "vitest";
import { bucketStarts, insightRange, weekOf } from "../../worker/domain/insight-range";
import { parseDay } from "../../worker/domain/calendar-days";
import { roundRobinShares } from "../../worker/domain/round-robin-shares";

describe("insightRange", () => {
  it("spans local days in the zone, with the zone's offsets over the period before too", () => {
    const range = insightRange("2026-03-07", "2026-03-13", "America/New_York");
    if (typeof range === "string") throw new Error(range);
    expect(range.start).toBe(Date.parse("2026-03-07T05:00:00Z"));
    expect(range.end).toBe(Date.parse("2026-03-14T04:00:00Z"));
    expect(range.previous.start).toBe(Date.parse("2026-02-28T05:00:00Z"));
    expect(range.segments.map((segment) => segment.offset / 3_600_000)).toEqual([-5, -4]);
    expect(range.segments[1]?.start).toBe(Date.parse("2026-03-08T07:00:00Z"));
  });

  it("refuses an end before the start and a range over 400 days", () => {
    expect(insightRange("2026-03-10", "2026-03-09", "UTC")).toBe("to must not be before from.");
    expect(insightRange("2025-01-01", "2026-02-05", "UTC")).toBe("A range can be at most 400 days long.");
    expect(typeof insightRange("2025-01-01", "2026-02-04", "UTC")).toBe("object");
  });

  it("buckets by Monday-first weeks past 92 days", () => {
    const range = insightRange("2026-01-01", "2026-04-30", "UTC");
    if (typeof range === "string") throw new Error(range);
    expect(range.bucket).toBe("week");
    expect(weekOf(parseDay("2026-03-15")!)).toBe(parseDay("2026-03-09"));
    expect(bucketStarts(range)[0]).toBe(parseDay("2025-12-29"));
  });
});

describe("roundRobinShares", () => {
  it("aims each type's bookings at its hosts by weight, summed over types", () => {
    const shares = roundRobinShares(
      [
        { typeId: 1, userId: 10, held: 5 },
        { typeId: 1, userId: 11, held: 1 },
        { typeId: 2, userId: 11, held: 2 },
      ],
      [
        { typeId: 1, userId: 10, weight: 2 },
        { typeId: 1, userId: 11, weight: 1 },
        { typeId: 2, userId: 11, weight: 1 },
        { typeId: 2, userId: 12, weight: 1 },
      ],
    );
    expect(shares.get(10)).toEqual({ held: 5, share: 5 / 8, targetShare: 4 / 8 });
    expect(shares.get(11)).toEqual({ held: 3, share: 3 / 8, targetShare: 3 / 8 });
    expect(shares.get(12)).toEqual({ held: 0, share: 0, targetShare: 1 / 8 });
  });
});
