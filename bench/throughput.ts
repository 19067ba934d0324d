import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Connection } from "../test/scenarios/api";
import { asBookingJson } from "../test/scenarios/bookings";
import { nonOverlappingSlots } from "./booking-burst";

/**
 * How many bookings per second one local D1 (one writer) accepts, each a full booking (slot re-check,
 * guarded insert, calendar row, outbox rows, queue send), and how many bytes of database each adds.
 */
export interface Throughput {
  bookings: number;
  concurrency: number;
  bookingsPerSecond: number;
  bytesPerBooking: number;
}

function databaseBytes(stateDir: string): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sum + walk(path);
      return /\.sqlite(-wal)?$/.test(entry.name) ? sum + statSync(path).size : sum;
    }, 0);
  return walk(join(stateDir, "v3", "d1"));
}

export async function measureThroughput(app: Connection, slug: string, stateDir: string, bookings = 300, concurrency = 8): Promise<Throughput> {
  const starts = await nonOverlappingSlots(app, slug, bookings, 30, 40);
  const before = databaseBytes(stateDir);
  let next = 0;
  let failures = 0;
  const began = performance.now();
  const worker = async () => {
    while (next < starts.length) {
      const i = next++;
      const startTime = starts[i];
      if (!startTime) break;
      const json = asBookingJson({ eventTypeSlug: slug, startTime, duration: 30, name: `Load ${i}`, email: `load${i}@example.com`, notes: "", guests: [] });
      const response = await app.api({ address: `10.8.${i >> 8}.${i & 255}` }).public.bookings.$post({ json });
      if (response.status !== 201) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - began) / 1000;
  if (failures > 0) throw new Error(`${failures} of ${bookings} throughput bookings failed`);
  return {
    bookings,
    concurrency,
    bookingsPerSecond: bookings / seconds,
    bytesPerBooking: (databaseBytes(stateDir) - before) / bookings,
  };
}
