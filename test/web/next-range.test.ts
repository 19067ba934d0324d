import { describe, expect, it } from "vitest";
import { nextRange } from "../../web/src/pages/availability/next-range";

const range = (start: string, end: string) => ({ start, end });

describe("the range Add Time adds to a weekday", () => {
  it("is a working day on a day without hours", () => {
    expect(nextRange([])).toEqual(range("09:00", "17:00"));
    expect(nextRange([range("", "")])).toEqual(range("09:00", "17:00"));
  });

  it("starts where the latest range ends and runs an hour", () => {
    expect(nextRange([range("09:00", "17:00")])).toEqual(range("17:00", "18:00"));
    expect(nextRange([range("18:00", "19:30"), range("09:00", "17:00")])).toEqual(range("19:30", "20:30"));
    expect(nextRange([range("08:00", "22:59")])).toEqual(range("22:59", "23:59"));
  });

  it("is the hour before the first range when the day runs to midnight", () => {
    expect(nextRange([range("09:00", "23:30")])).toEqual(range("08:00", "09:00"));
    expect(nextRange([range("09:00", "23:59")])).toEqual(range("08:00", "09:00"));
    expect(nextRange([range("10:00", "12:00"), range("18:00", "02:00")])).toEqual(range("09:00", "10:00"));
    expect(nextRange([range("01:00", "23:00")])).toEqual(range("00:00", "01:00"));
  });

  it("is the first free gap, up to an hour, when the day starts before 01:00 and runs to midnight", () => {
    expect(nextRange([range("00:30", "23:30")])).toEqual(range("00:00", "00:30"));
    expect(nextRange([range("00:00", "10:00"), range("12:00", "23:59")])).toEqual(range("10:00", "11:00"));
    expect(nextRange([range("00:00", "10:00"), range("10:20", "23:30")])).toEqual(range("10:00", "10:20"));
    expect(nextRange([range("00:00", "23:00"), range("23:30", "00:00")])).toEqual(range("23:00", "23:30"));
  });

  it("is none on a day without a free minute", () => {
    expect(nextRange([range("00:00", "23:59")])).toBeNull();
    expect(nextRange([range("00:00", "12:00"), range("12:00", "00:00")])).toBeNull();
  });

});
