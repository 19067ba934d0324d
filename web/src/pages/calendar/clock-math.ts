import type { DayKey } from "../../lib/date-strings";
import type { CalendarEvent, EventType } from "./event-model";
import { minutesWithinDay } from "./time-grid-layout";

/*
 * Geometry and sums of the clock view: a 24-hour dial with midnight at the top, turning clockwise.
 */

const DAY_MINUTES = 24 * 60;

/** A timed event's part of the day on the dial. */
export interface DialItem {
  event: CalendarEvent;
  start: number;
  end: number;
  /** Point in time (no end): drawn as a dot. */
  point: boolean;
  /** Ring the arc is drawn on, 0 = outermost; overlapping arcs move inward. */
  lane: number;
}

export function dialItems(events: readonly CalendarEvent[], day: DayKey): DialItem[] {
  const items = events
    .flatMap((event) => {
      const span = minutesWithinDay(event, day);
      return span ? [{ event, ...span, point: event.end_time === null, lane: 0 }] : [];
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const laneEnds: number[] = [];
  for (const item of items) {
    if (item.point) continue;
    const free = laneEnds.findIndex((end) => end <= item.start);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.end;
  }
  return items;
}

/** A point on a circle at a time of day. */
export function pointAt(center: number, radius: number, minutes: number): { x: number; y: number } {
  const angle = (minutes / DAY_MINUTES) * 2 * Math.PI;
  return { x: center + radius * Math.sin(angle), y: center - radius * Math.cos(angle) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** SVG path of the arc from `start` to `end` minutes; a whole day is a full circle. */
export function arcPath(center: number, radius: number, start: number, end: number): string {
  if (end - start >= DAY_MINUTES) {
    const top = pointAt(center, radius, 0);
    const bottom = pointAt(center, radius, DAY_MINUTES / 2);
    return `M ${round(top.x)} ${round(top.y)} A ${radius} ${radius} 0 1 1 ${round(bottom.x)} ${round(bottom.y)} A ${radius} ${radius} 0 1 1 ${round(top.x)} ${round(top.y)}`;
  }
  const from = pointAt(center, radius, start);
  const to = pointAt(center, radius, end);
  const largeArc = end - start > DAY_MINUTES / 2 ? 1 : 0;
  return `M ${round(from.x)} ${round(from.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${round(to.x)} ${round(to.y)}`;
}

/** Minutes of the day covered by at least one event (overlaps counted once). */
export function scheduledMinutes(items: readonly DialItem[]): number {
  let total = 0;
  let coveredUntil = 0;
  for (const { start, end } of [...items].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, coveredUntil);
    if (end > from) total += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return total;
}

/** Minutes per event type, in the legend's order, types with no time left out. */
export function minutesByType(items: readonly DialItem[]): { type: EventType; minutes: number }[] {
  const order: EventType[] = ["booked", "personal", "blocked", "birthday"];
  return order
    .map((type) => ({ type, minutes: items.filter((item) => item.event.type === type).reduce((sum, item) => sum + item.end - item.start, 0) }))
    .filter((entry) => entry.minutes > 0);
}
