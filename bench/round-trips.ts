import { execFileSync } from "node:child_process";

export interface RoundTrip {
  name: string;
  roundTrips: number;
  budget: number;
}

/**
 * Runs the worker test that wraps the D1 binding (test/worker/round-trips.test.ts) and reads the
 * figures it prints, a single host's page and a 10-host team's, so the bench and the regression test
 * measure the same thing.
 */
export async function measureRoundTrips(): Promise<RoundTrip[]> {
  const output = execFileSync("npx", ["vitest", "run", "--project", "worker", "test/worker/round-trips.test.ts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const line = /(?<!TEAM_)ROUND_TRIPS (\{.*\})/.exec(output)?.[1];
  const teamLine = /TEAM_ROUND_TRIPS (\{.*\})/.exec(output)?.[1];
  if (!line || !teamLine) throw new Error(`round-trip figures missing from the test output:\n${output}`);
  const figures = JSON.parse(line) as { month: number; monthHit: number; monthAfterWrite: number; day: number; booking: number; maxParams: number };
  const connectedLine = /CONNECTED_CALENDARS (\{.*\})/.exec(output)?.[1];
  if (!connectedLine) throw new Error(`connected-calendar figures missing from the test output:\n${output}`);
  const connected = JSON.parse(connectedLine) as { month: number; fetches: number };
  return [
    { name: "month availability", roundTrips: figures.month, budget: 1 },
    { name: "month availability, cache hit asked with the page's version", roundTrips: figures.monthHit, budget: 0 },
    { name: "month availability, cache miss after a write", roundTrips: figures.monthAfterWrite, budget: 1 },
    { name: "day slots", roundTrips: figures.day, budget: 1 },
    { name: "booking creation", roundTrips: figures.booking, budget: 2 },
    { name: "max parameters bound by one statement (500 bookings)", roundTrips: figures.maxParams, budget: 100 },
    { name: "month availability, 3 connected Google calendars", roundTrips: connected.month, budget: 1 },
    { name: "calls to Google during that month availability (outbound fetches)", roundTrips: connected.fetches, budget: 0 },
    ...teamRoundTrips(JSON.parse(teamLine) as Record<string, number>),
  ];
}

function teamRoundTrips(figures: Record<string, number>): RoundTrip[] {
  const trip = (name: string, key: string, budget: number): RoundTrip => ({ name: `team of 10 in 5 zones: ${name}`, roundTrips: figures[key] ?? NaN, budget });
  return [
    ...["round-robin", "collective"].flatMap((assignment) => [
      trip(`${assignment} month availability`, `${assignment} month`, 1),
      trip(`${assignment} month availability, cache hit asked with the page's version`, `${assignment} month hit`, 0),
      trip(`${assignment} month availability, cache miss after a host's booking`, `${assignment} month after write`, 1),
      trip(`${assignment} day slots`, `${assignment} day`, 1),
      trip(`${assignment} booking creation`, `${assignment} booking`, 2),
    ]),
    trip("max parameters bound by one statement", "maxParams", 100),
  ];
}
