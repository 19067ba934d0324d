import { execFileSync } from "node:child_process";

export interface RoundTrip {
  name: string;
  roundTrips: number;
  budget: number;
}

/**
 * Runs the worker test that wraps the D1 binding (test/worker/round-trips.test.ts) and reads the
 * figures it prints, so the bench and the regression test measure the same thing.
 */
export async function measureRoundTrips(): Promise<RoundTrip[]> {
  const output = execFileSync("npx", ["vitest", "run", "--project", "worker", "test/worker/round-trips.test.ts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const line = /ROUND_TRIPS (\{.*\})/.exec(output)?.[1];
  if (!line) throw new Error(`round-trip figures missing from the test output:\n${output}`);
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
  ];
}
