import { describe, expect, it } from "vitest";
import { memoized } from "../../worker/domain/memo";
import { canonicalTimeZone, localMonthRange } from "../../worker/domain/time-zones";

describe("memoized", () => {
  it("computes once per arguments and keeps at most `limit` answers", () => {
    const calls: string[] = [];
    const joined = memoized((a: string, b: string) => {
      calls.push(`${a}|${b}`);
      return `${a}${b}`;
    }, 2);
    expect([joined("a", "b"), joined("a", "b"), joined("ab", "")]).toEqual(["ab", "ab", "ab"]);
    expect(calls).toEqual(["a|b", "ab|"]);
    joined("c", "d");
    joined("a", "b");
    expect(calls).toEqual(["a|b", "ab|", "c|d", "a|b"]);
  });

  it("keeps no answer for a call that throws", () => {
    let calls = 0;
    const failing = memoized((name: string) => {
      calls++;
      throw new RangeError(name);
    }, 10);
    expect(() => failing("x")).toThrow(RangeError);
    expect(() => failing("x")).toThrow(RangeError);
    expect(calls).toBe(2);
  });
});

describe("memoized zone answers", () => {
  it("answers the same canonical names and unknown zones on every call", () => {
    for (let round = 0; round < 2; round++) {
      expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
      expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    }
  });

  it("hands every caller its own copy of a month's span", () => {
    const first = localMonthRange("2027-03", "Europe/Berlin");
    first.start = 0;
    expect(localMonthRange("2027-03", "Europe/Berlin").start).toBe(Date.UTC(2027, 1, 28, 23));
  });
});
