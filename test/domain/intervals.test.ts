import { describe, expect, it } from "vitest";
import { type Interval, mergeIntervals, subtractIntervals, widenIntervals } from "../../worker/domain/intervals";

/** [start, end] pairs keep the tables short; the functions see real Interval objects. */
type Pair = [number, number];
const toIntervals = (pairs: Pair[]): Interval[] => pairs.map(([start, end]) => ({ start, end }));
const toPairs = (intervals: Interval[]): Pair[] => intervals.map(({ start, end }) => [start, end]);

describe("mergeIntervals", () => {
  it.each<{ name: string; input: Pair[]; expected: Pair[] }>([
    { name: "nothing", input: [], expected: [] },
    { name: "unsorted disjoint intervals come back sorted", input: [[30, 40], [0, 10]], expected: [[0, 10], [30, 40]] },
    { name: "overlapping intervals become one", input: [[0, 10], [5, 20], [18, 25]], expected: [[0, 25]] },
    { name: "touching intervals become one", input: [[10, 20], [0, 10]], expected: [[0, 20]] },
    { name: "a contained interval disappears", input: [[0, 100], [20, 30]], expected: [[0, 100]] },
    { name: "empty and inverted intervals are dropped", input: [[5, 5], [9, 3], [1, 2]], expected: [[1, 2]] },
  ])("$name", ({ input, expected }) => {
    expect(toPairs(mergeIntervals(toIntervals(input)))).toEqual(expected);
  });

  it("leaves its input untouched", () => {
    const input = toIntervals([[10, 20], [0, 15]]);
    mergeIntervals(input);
    expect(toPairs(input)).toEqual([[10, 20], [0, 15]]);
  });
});

describe("subtractIntervals", () => {
  it.each<{ name: string; base: Pair[]; cuts: Pair[]; expected: Pair[] }>([
    { name: "no cuts", base: [[0, 10]], cuts: [], expected: [[0, 10]] },
    { name: "a cut inside splits", base: [[0, 10]], cuts: [[3, 5]], expected: [[0, 3], [5, 10]] },
    { name: "a cut over the start trims it", base: [[10, 20]], cuts: [[5, 12]], expected: [[12, 20]] },
    { name: "a cut over the end trims it", base: [[10, 20]], cuts: [[18, 30]], expected: [[10, 18]] },
    { name: "a covering cut removes it", base: [[10, 20]], cuts: [[0, 30]], expected: [] },
    { name: "touching cuts leave it whole", base: [[10, 20]], cuts: [[0, 10], [20, 30]], expected: [[10, 20]] },
    {
      name: "one cut spanning several intervals",
      base: [[0, 10], [20, 30], [40, 50]],
      cuts: [[5, 45]],
      expected: [[0, 5], [45, 50]],
    },
    {
      name: "several cuts in several intervals",
      base: [[0, 10], [20, 30]],
      cuts: [[1, 2], [4, 6], [25, 26]],
      expected: [[0, 1], [2, 4], [6, 10], [20, 25], [26, 30]],
    },
    { name: "cuts before and after everything", base: [[10, 20]], cuts: [[0, 5], [25, 30]], expected: [[10, 20]] },
    // Busy time starting or ending exactly with a free window leaves no empty window behind.
    { name: "a cut sharing the start", base: [[10, 20]], cuts: [[10, 12]], expected: [[12, 20]] },
    { name: "a cut sharing the end", base: [[10, 20]], cuts: [[18, 20]], expected: [[10, 18]] },
  ])("$name", ({ base, cuts, expected }) => {
    expect(toPairs(subtractIntervals(toIntervals(base), toIntervals(cuts)))).toEqual(expected);
  });
});

describe("widenIntervals", () => {
  it("grows every interval on both sides", () => {
    expect(toPairs(widenIntervals(toIntervals([[100, 200], [300, 300]]), 10))).toEqual([[90, 210], [290, 310]]);
  });
});
