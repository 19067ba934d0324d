import { addDays, type DayKey } from "../../lib/date-strings";
import { boundsOf, type CalendarEvent, coversDay } from "./event-model";
import { localMidnight, minutesIntoDay } from "./dates";

/** No block is drawn shorter than 30 minutes (point events included). */
export const MIN_BLOCK_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

/** A timed event's part within one day, placed on the grid. */
export interface PlacedBlock {
  event: CalendarEvent;
  /** Wall-clock minutes of the day the block is drawn from and to (at least 30 apart). */
  top: number;
  bottom: number;
  /** Side-by-side placement among overlapping blocks. */
  column: number;
  columns: number;
}

/** Where the event's part of `day` begins and ends, in wall-clock minutes; null when it has none. */
export function minutesWithinDay(event: CalendarEvent, day: DayKey): { start: number; end: number } | null {
  if (event.is_all_day || !coversDay(event, day)) return null;
  const dayStart = localMidnight(day).getTime();
  const dayEnd = localMidnight(addDays(day, 1)).getTime();
  const { start, end } = boundsOf(event);
  const from = Math.max(start.getTime(), dayStart);
  const to = end === null ? from : Math.min(end.getTime(), dayEnd);
  const startMinutes = from === dayStart ? 0 : minutesIntoDay(new Date(from));
  const endMinutes = to >= dayEnd ? DAY_MINUTES : minutesIntoDay(new Date(to));
  return { start: startMinutes, end: Math.max(startMinutes, endMinutes) };
}

/**
 * The day's timed events as blocks: each at least 30 minutes tall, overlapping ones side by side
 * (each cluster of overlaps shares its width among as many columns as it needs).
 */
export function layoutDay(events: readonly CalendarEvent[], day: DayKey): PlacedBlock[] {
  const blocks = events
    .flatMap((event) => {
      const span = minutesWithinDay(event, day);
      if (!span) return [];
      const top = Math.min(span.start, DAY_MINUTES - MIN_BLOCK_MINUTES);
      return [{ event, top, bottom: Math.max(span.end, top + MIN_BLOCK_MINUTES), column: 0, columns: 1 }];
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);

  let cluster: PlacedBlock[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const block of cluster) block.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const block of blocks) {
    if (block.top >= clusterEnd) closeCluster();
    const free = columnEnds.findIndex((end) => end <= block.top);
    block.column = free === -1 ? columnEnds.length : free;
    columnEnds[block.column] = block.bottom;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.bottom);
  }
  closeCluster();
  return blocks;
}
