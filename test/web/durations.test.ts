import { describe, expect, it } from "vitest";
import { durationLabel, hoursAndMinutes } from "../../web/src/lib/durations";

describe("durations", () => {
  it.each([
    [15, "15 min"],
    [59, "59 min"],
    [60, "1h"],
    [90, "1h30"],
    [125, "2h05"],
    [480, "8h"],
  ])("writes %i minutes as %s", (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });

  it.each([
    [0, "0h00m"],
    [45, "0h45m"],
    [150, "2h30m"],
    [89.6, "1h30m"],
  ])("the clock view sums %d minutes up as %s", (minutes, label) => {
    expect(hoursAndMinutes(minutes)).toBe(label);
  });
});
