import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cronsOf, nextFire } from "../../scripts/cron-schedule.mjs";

/* The schedule `npm start` runs the scheduled handler on (scripts/start.mjs): wrangler.toml's crons, in UTC. */

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("cronsOf", () => {
  it("reads the crons of wrangler.toml's [triggers] section", () => {
    expect(cronsOf(readFileSync("wrangler.toml", "utf8"))).toEqual(["*/5 * * * *"]);
  });

  it("reads every cron of the list, and none from another section", () => {
    const toml = '[vars]\ncrons = ["1 * * * *"]\n\n[triggers]\n# comment\ncrons = ["*/5 * * * *", "0 3 * * 1"]\n\n[observability]\nenabled = true\n';
    expect(cronsOf(toml)).toEqual(["*/5 * * * *", "0 3 * * 1"]);
    expect(cronsOf("[vars]\nX = 1\n")).toEqual([]);
  });
});

describe("nextFire", () => {
  it.each([
    ["*/5 * * * *", "2026-11-27T01:42:17.500Z", "2026-11-27T01:45:00.000Z"],
    ["*/5 * * * *", "2026-11-27T01:45:00.000Z", "2026-11-27T01:50:00.000Z"],
    ["*/5 * * * *", "2026-12-31T23:58:00.000Z", "2027-01-01T00:00:00.000Z"],
    ["* * * * *", "2026-11-27T01:42:59.999Z", "2026-11-27T01:43:00.000Z"],
    ["0 3 * * *", "2026-11-27T03:00:00.000Z", "2026-11-28T03:00:00.000Z"],
    ["15,45 9-17/4 * * *", "2026-11-27T13:20:00.000Z", "2026-11-27T13:45:00.000Z"],
    // 2026-11-27 is a Friday: the next Monday, or (day of month OR day of week) the 1st if sooner.
    ["0 0 * * 1", "2026-11-27T12:00:00.000Z", "2026-11-30T00:00:00.000Z"],
    ["0 0 * * 7", "2026-11-27T12:00:00.000Z", "2026-11-29T00:00:00.000Z"],
    ["0 0 1 * 3", "2026-11-27T12:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["0 12 29 2 *", "2026-03-01T00:00:00.000Z", "2028-02-29T12:00:00.000Z"],
  ])("%s after %s is %s (UTC)", (cron, after, next) => {
    expect(iso(nextFire(cron, at(after)))).toBe(next);
  });

  it.each(["*/5 * * *", "MON * * * *", "60 * * * *", "0 0 31 2 *", "*/0 * * * *"])("refuses %s", (cron) => {
    expect(() => nextFire(cron, at("2026-11-27T00:00:00Z"))).toThrow(/wrangler\.toml/);
  });
});
