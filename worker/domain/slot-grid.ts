import type { Interval } from "./intervals";
import { MINUTE_MS } from "./calendar-days";
import { type OffsetSegment } from "./time-zones";

/** Slots start on the quarter hours of the visitor's clock; the client filters to 15/30/60. */
export const GRID_MS = 15 * MINUTE_MS;

function positiveModulo(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

/**
 * Every instant s with s in `starts`, [s, s + duration) inside one of the `free` windows, and
 * the visitor's local time at s on the grid (local = s + offset, so the grid points of one
 * offset segment are an arithmetic progression and need no date object each).
 *
 * `free` must be disjoint and ascending; `segments` must cover `starts` in ascending order.
 */
export function gridStarts(
  free: readonly Interval[],
  durationMs: number,
  starts: Interval,
  segments: readonly OffsetSegment[],
): number[] {
  const result: number[] = [];
  let segmentIndex = 0;
  for (const window of free) {
    const first = Math.max(window.start, starts.start);
    const last = Math.min(window.end - durationMs, starts.end - 1);
    if (first > last) continue;
    while (segmentIndex < segments.length && segments[segmentIndex]!.end <= first) segmentIndex++;
    for (let index = segmentIndex; index < segments.length; index++) {
      const segment = segments[index]!;
      if (segment.start > last) break;
      const from = Math.max(first, segment.start);
      const to = Math.min(last, segment.end - 1);
      for (let start = from + positiveModulo(-(from + segment.offset), GRID_MS); start <= to; start += GRID_MS) {
        result.push(start);
      }
    }
  }
  return result;
}
