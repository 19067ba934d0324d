/*
 * `npm run bench`: every performance figure of DESIGN §10 / issue 7, measured here and printed next
 * to its budget. Needs a built SPA (npm run build), Debian's chromium and wrk.
 */
import { CHROMIUM_PATH } from "../test/e2e/chromium";
import { ensureDebianPackage } from "../test/e2e/debian-package";
import { startLocalApp } from "../test/e2e/local-app";
import { runBookingBurst } from "./booking-burst";
import { startDirectWorker } from "./direct-worker";
import { runWrk } from "./load";
import { measureBookingPagePaint } from "./booking-page-paint";
import { measureBookingPage } from "./page-weight";
import { measureRoundTrips } from "./round-trips";
import { benchConnection, seedBookingPage } from "./seed";
import { measureThroughput } from "./throughput";
import { runSlotEngineBench } from "./slot-engine";
import { measureWorkerBundle } from "./worker-bundle";

ensureDebianPackage(CHROMIUM_PATH, "chromium");
ensureDebianPackage("/usr/bin/wrk", "wrk");

interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}

const rows: Row[] = [];
const add = (figure: string, value: string, budget: string, ok: boolean) => {
  rows.push({ figure, value, budget, ok });
  console.log(`  measured: ${figure} = ${value}`);
};
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

for (const result of runSlotEngineBench()) {
  add(`slot engine: ${result.name} p50`, `${fmt(result.p50Ms)} ms`, "", true);
  add(`slot engine: ${result.name} p99`, `${fmt(result.p99Ms)} ms`, `≤ ${result.budgetMs} ms`, result.p99Ms <= result.budgetMs);
}

for (const trip of await measureRoundTrips()) {
  add(`D1 round trips: ${trip.name}`, String(trip.roundTrips), `≤ ${trip.budget}`, trip.roundTrips <= trip.budget);
}
const workerKb = measureWorkerBundle();
add("worker bundle (gzip)", `${fmt(workerKb, 1)} KB`, "≤ 250 KB", workerKb <= 250);

/** wrk on month availability and day slots of a seeded host (DESIGN §10: p99 ≤ 30 ms, no errors). */
function loadFigures(server: string, base: string, slug: string) {
  const month = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7);
  const targets = [
    ["month availability", `${base}/api/public/availability/${slug}/month?month=${month}&tz=Asia/Kathmandu`],
    ["day slots", `${base}/api/public/availability/${slug}?date=${month}-15&duration=30&tz=Asia/Kathmandu`],
  ] as const;
  for (const [name, url] of targets) {
    const load = runWrk(url, LOAD_SECONDS);
    add(`load ${name} (${server}): requests/s`, fmt(load.requestsPerSecond, 0), "", true);
    add(`load ${name} (${server}): p50`, `${fmt(load.p50Ms)} ms`, "", true);
    add(`load ${name} (${server}): p99`, `${fmt(load.p99Ms)} ms`, "≤ 30 ms", load.p99Ms <= 30);
    add(`load ${name} (${server}): errors`, String(load.errors), "0", load.errors === 0);
  }
}

const app = await startLocalApp();
try {
  const connection = benchConnection(app.url);
  const slug = await seedBookingPage(connection);
  const page = await measureBookingPage(app.url, slug);
  add("booking page first-load JS (gzip)", `${fmt(page.jsGzipKb, 1)} KB`, "≤ 100 KB", page.jsGzipKb <= 100);
  add("booking page requests before slots show", String(page.requestsBeforeSlots), "≤ 4", page.requestsBeforeSlots <= 4);
  for (const scripts of [true, false]) {
    const paint = await measureBookingPagePaint(app.url, slug, scripts);
    const profile = `booking page, Slow 4G + 4× CPU, ${scripts ? "scripts on" : "scripts off"}`;
    add(`${profile}: first bookable time visible (median of 5)`, `${fmt(paint.firstTimeMs, 0)} ms`, "≤ 1500 ms", paint.firstTimeMs <= 1500);
    add(`${profile}: interactive`, `${fmt(paint.interactiveMs, 0)} ms`, "", true);
    add(`${profile}: bytes before first time visible`, `${fmt(paint.bytesBeforeFirstTime / 1024, 1)} KB`, "", true);
    add(`${profile}: CLS`, fmt(paint.cls, 3), "< 0.02", paint.cls < 0.02);
  }

  const burst = await runBookingBurst(connection, slug);
  add(
    `booking burst: ${burst.requests} requests on ${burst.slots} slots`,
    `${burst.succeeded} booked, ${burst.conflicts} × 409, ${burst.other} other`,
    `exactly ${burst.slots} booked`,
    burst.succeeded === burst.slots && burst.other === 0,
  );
  const throughput = await measureThroughput(connection, slug, app.stateDir);
  add(
    `booking throughput (${throughput.bookings} bookings, ${throughput.concurrency} at a time, one D1)`,
    `${fmt(throughput.bookingsPerSecond, 0)} bookings/s`,
    "",
    true,
  );
  add("database growth per booking (booking + calendar row + 2 outbox rows)", `${fmt(throughput.bytesPerBooking / 1024, 2)} KB`, "", true);
  loadFigures("wrangler dev", app.url, slug);
} finally {
  await app.stop();
}

const direct = await startDirectWorker();
try {
  loadFigures("workerd direct", direct.url, await seedBookingPage(benchConnection(direct.url)));
} finally {
  await direct.stop();
}

const width = (key: keyof Row) => Math.max(key.length, ...rows.map((row) => String(row[key]).length));
const [wf, wv, wb] = [width("figure"), width("value"), width("budget")];
console.log(`\n${"figure".padEnd(wf)} | ${"value".padEnd(wv)} | ${"budget".padEnd(wb)} | verdict`);
console.log(`${"-".repeat(wf)}-|-${"-".repeat(wv)}-|-${"-".repeat(wb)}-|--------`);
for (const row of rows) {
  const verdict = row.budget ? (row.ok ? "ok" : "MISS") : "";
  console.log(`${row.figure.padEnd(wf)} | ${row.value.padEnd(wv)} | ${row.budget.padEnd(wb)} | ${verdict}`);
}
