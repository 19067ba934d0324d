/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * Sorts and merges intervals into a disjoint, ascending list. Intervals that overlap or touch
 * (one ends where the next starts) become one, so a slot may run across the seam. Empty or
 * inverted intervals are dropped. The input is not modified.
 */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  let current: Interval | undefined;
  for (const interval of sorted) {
    if (current && interval.start <= current.end) {
      if (interval.end > current.end) current.end = interval.end;
    } else {
      current = { start: interval.start, end: interval.end };
      merged.push(current);
    }
  }
  return merged;
}

/**
 * `base` minus `cuts`, both disjoint and ascending (as `mergeIntervals` returns them), as one
 * two-pointer sweep: O(base + cuts) with no allocation besides the result.
 */
export function subtractIntervals(base: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let cutIndex = 0;
  for (const interval of base) {
    let start = interval.start;
    // Cuts that end before this interval starts cannot touch it or any later one.
    while (cutIndex < cuts.length && cuts[cutIndex]!.end <= start) cutIndex++;
    let index = cutIndex;
    while (index < cuts.length && cuts[index]!.start < interval.end) {
      const cut = cuts[index]!;
      if (cut.start > start) result.push({ start, end: cut.start });
      if (cut.end > start) start = cut.end;
      if (start >= interval.end) break;
      index++;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/** Each interval grown by `margin` ms on both sides (a buffer around busy time). */
export function widenIntervals(intervals: readonly Interval[], margin: number): Interval[] {
  return intervals.map((interval) => ({ start: interval.start - margin, end: interval.end + margin }));
}
