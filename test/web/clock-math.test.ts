import { describe, expect, it } from "vitest";
import { arcPath, dialItems, minutesByType, pointAt, scheduledMinutes } from "../../web/src/pages/calendar/clock-math";
import { localDateTime } from "../../web/src/pages/calendar/dates";
import { calendarEvent } from "./calendar-event";

const DAY = "2026-06-10";
const local = (time: string) => localDateTime(DAY, time).toISOString();

describe("clock math", () => {
  it("turns clockwise from midnight at the top", () => {
    expect(pointAt(100, 50, 0)).toEqual({ x: 100, y: 50 });
    const sixAm = pointAt(100, 50, 6 * 60);
    expect(sixAm.x).toBeCloseTo(150);
    expect(sixAm.y).toBeCloseTo(100);
    expect(pointAt(100, 50, 12 * 60).y).toBeCloseTo(150);
  });

  it("draws arcs, the large way round past twelve hours, and a whole day as a full circle", () => {
    expect(arcPath(100, 50, 0, 6 * 60)).toBe("M 100 50 A 50 50 0 0 1 150 100");
    expect(arcPath(100, 50, 0, 18 * 60)).toBe("M 100 50 A 50 50 0 1 1 50 100");
    expect(arcPath(100, 50, 0, 24 * 60)).toBe("M 100 50 A 50 50 0 1 1 100 150 A 50 50 0 1 1 100 50");
  });

  it("moves overlapping arcs inward and sums the day's time with overlaps counted once", () => {
    const items = dialItems(
      [
        calendarEvent({ id: 1, type: "booked", start_time: local("09:00"), end_time: local("11:00") }),
        calendarEvent({ id: 2, type: "personal", start_time: local("10:00"), end_time: local("12:00") }),
        calendarEvent({ id: 3, type: "blocked", start_time: local("11:00"), end_time: local("11:30") }),
        calendarEvent({ id: 4, type: "birthday", start_time: local("15:00"), end_time: null }),
      ],
      DAY,
    );
    expect(items.map(({ event, lane, point }) => [event.id, lane, point])).toEqual([
      [1, 0, false],
      [2, 1, false],
      [3, 0, false],
      [4, 0, true],
    ]);
    expect(scheduledMinutes(items)).toBe(180);
    expect(minutesByType(items)).toEqual([
      { type: "booked", minutes: 120 },
      { type: "personal", minutes: 120 },
      { type: "blocked", minutes: 30 },
    ]);
  });
});
