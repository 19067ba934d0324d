import { describe, expect, it } from "vitest";
import { chooseDefaultDuration, normalizeDurations } from "../../worker/domain/duration-list";

describe("normalizeDurations", () => {
  it("sorts ascending and keeps each duration once", () => {
    expect(normalizeDurations([60, 15, 30, 15, 60])).toEqual([15, 30, 60]);
  });
});

describe("chooseDefaultDuration", () => {
  it.each([
    ["the requested one when offered", [30, 60], 30, undefined, 30],
    ["null when the requested one is not offered", [30, 60], 45, undefined, null],
    ["60 when offered and nothing was asked", [30, 60, 90], undefined, undefined, 60],
    ["the shortest when 60 is not offered", [20, 45], undefined, undefined, 20],
    ["the previous default while it is still offered", [30, 60], undefined, 30, 30],
    ["60 again when the previous default was removed", [30, 60], undefined, 45, 60],
    ["the first remaining when the previous default was removed and 60 is not offered", [15, 45], undefined, 30, 15],
  ])("picks %s", (_, durations, requested, previous, expected) =>
    expect(chooseDefaultDuration(durations, requested, previous)).toBe(expected),
  );
});
