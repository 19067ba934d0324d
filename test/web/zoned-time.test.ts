import { describe, expect, it } from "vitest";
import { formatLongDate, formatTime, localTime, todayIn } from "../../web/src/lib/zoned-time";

const instant = Date.parse("2026-03-09T23:30:00Z");

describe("zoned time", () => {
  it.each([
    ["UTC", "2026-03-09", 23 * 60 + 30],
    ["Asia/Kathmandu", "2026-03-10", 5 * 60 + 15],
    ["America/New_York", "2026-03-09", 19 * 60 + 30],
    ["Pacific/Kiritimati", "2026-03-10", 13 * 60 + 30],
  ])("reads the wall clock of %s", (zone, date, minuteOfDay) => {
    expect(localTime(instant, zone)).toEqual({ date, minuteOfDay });
  });

  it("writes times as HH:mm and dates in long English form", () => {
    expect(formatTime(instant, "Asia/Kathmandu")).toBe("05:15");
    expect(formatLongDate(instant, "Asia/Kathmandu")).toBe("Tuesday, March 10, 2026");
  });

  it("answers today in a zone, and the browser's day for a zone Intl does not know", () => {
    expect(todayIn("Asia/Kathmandu", instant)).toBe("2026-03-10");
    expect(todayIn("Not/AZone", instant)).toMatch(/^2026-03-(09|10)$/);
  });
});
