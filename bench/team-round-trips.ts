import { execFileSync } from "node:child_process";
import type { RoundTrip } from "./round-trips";

/**
 * The round trips of a 10-host team page, from the worker test that wraps the D1 binding
 * (test/worker/team-round-trips.test.ts), as bench/round-trips.ts reads a single host's.
 */
export async function measureTeamRoundTrips(): Promise<RoundTrip[]> {
  const output = execFileSync("npx", ["vitest", "run", "--project", "worker", "test/worker/team-round-trips.test.ts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const line = /TEAM_ROUND_TRIPS (\{.*\})/.exec(output)?.[1];
  if (!line) throw new Error(`team round-trip figures missing from the test output:\n${output}`);
  const figures = JSON.parse(line) as Record<string, number>;
  const trip = (name: string, key: string, budget: number): RoundTrip => ({ name: `team of 10 in 5 zones: ${name}`, roundTrips: figures[key] ?? NaN, budget });
  return ["round-robin", "collective"].flatMap((assignment) => [
    trip(`${assignment} month availability`, `${assignment} month`, 1),
    trip(`${assignment} month availability, cache hit asked with the page's version`, `${assignment} month hit`, 0),
    trip(`${assignment} day slots`, `${assignment} day`, 1),
    trip(`${assignment} booking creation`, `${assignment} booking`, 2),
  ]);
}
