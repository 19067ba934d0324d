import { describe, expect, it } from "vitest";
import { localDateTime } from "../../web/src/pages/calendar/dates";
import { layoutDay, minutesWithinDay } from "../../web/src/pages/calendar/time-grid-layout";
import { calendarEvent } from "./calendar-event";

/* Events are written in the process's own zone, as the calendar shows the browser's: the layout holds in any zone. */
const DAY = "2026-06-10";
const local = (day: string, time: string) => localDateTime(day, time).toISOString();
const timed = (id: number, from: string, to: string | null, day = DAY) =>
  calendarEvent({ id, title: `#${id}`, start_time: local(day, from), end_time: to === null ? null : local(day, to) });

describe("time grid layout", () => {
  it("places an event at its wall-clock minutes, clipped to the day", () => {
    expect(minutesWithinDay(timed(1, "09:15", "10:45"), DAY)).toEqual({ start: 555, end: 645 });
    const overnight = calendarEvent({ start_time: local("2026-06-09", "22:00"), end_time: local(DAY, "02:00") });
    expect(minutesWithinDay(overnight, DAY)).toEqual({ start: 0, end: 120 });
    expect(minutesWithinDay(overnight, "2026-06-09")).toEqual({ start: 1320, end: 1440 });
    expect(minutesWithinDay(calendarEvent({ is_all_day: true, start_date: DAY, end_date: DAY }), DAY)).toBeNull();
  });

  it("draws every block at least 30 minutes tall, point events and the day's last minutes included", () => {
    const blocks = layoutDay([timed(1, "08:00", "08:10"), timed(2, "12:00", null), timed(3, "23:50", "23:59")], DAY);
    expect(blocks.map(({ top, bottom }) => [top, bottom])).toEqual([
      [480, 510],
      [720, 750],
      [1410, 1440],
    ]);
  });

  it("puts overlapping blocks side by side and lets each cluster of overlaps share its width", () => {
    const blocks = layoutDay([timed(1, "09:00", "11:00"), timed(2, "09:30", "10:00"), timed(3, "10:00", "10:30"), timed(4, "13:00", "14:00")], DAY);
    const placement = Object.fromEntries(blocks.map((block) => [block.event.id, [block.column, block.columns]]));
    expect(placement).toEqual({ 1: [0, 2], 2: [1, 2], 3: [1, 2], 4: [0, 1] });
  });
});
