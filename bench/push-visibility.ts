import { pathToFileURL } from "node:url";
import { dateAhead, daySlots } from "../test/scenarios/bookings";
import { createHost, everyDay, type Host } from "../test/scenarios/hosts";
import { type FakeGoogleServer, startFakeGoogle } from "../test/e2e/fake-google-server";
import { startLocalApp } from "../test/e2e/local-app";
import { s256 } from "../test/servers/fake-google";
import { benchConnection } from "./seed";

/*
 * How fast a change pushed by Google reaches the booking page (docs/CALENDAR-PROVIDERS.md, "Push"): the
 * app as `npm start` runs it, pointed at the fake Google on loopback; a host connects an account
 * through the API's consent flow and ticks its calendar; then, for each sample, an event is created on
 * Google's side over the first offered slot of a day, its notification POSTed to the app, and the
 * availability the /book page reads is asked again at once until that slot is gone. Timed from the
 * notification's POST to the first answer without the slot.
 */

const SAMPLES = 5;
/** A sample that has not shown the change by then counts as this long (and misses the budget). */
const GIVE_UP_MS = 10_000;

export interface PushVisibility {
  samples: number[];
  medianMs: number;
  maxMs: number;
}

async function call<T>(appUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, appUrl), {
    method,
    headers: { "x-auth-token": token, "content-type": "application/json", "CF-Connecting-IP": "10.7.0.1" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Connects `email` through the consent redirect as the Settings screen does, and ticks its calendar as busy. */
async function connectGoogle(appUrl: string, fake: FakeGoogleServer, host: Host, email: string): Promise<void> {
  const verifier = `${crypto.randomUUID()}-${crypto.randomUUID()}`;
  const started = await call<{ url: string }>(appUrl, host.token, "POST", "/api/calendar-connections/google/start", { code_challenge: await s256(verifier) });
  const consent = await (await fetch(started.url)).text();
  const allow = /id="allow" href="([^"]+)"/.exec(consent)?.[1];
  if (!allow) throw new Error(`no consent link in ${consent}`);
  const back = new URL(allow.replace(/&#38;/g, "&"));
  const connection = await call<{ id: number }>(appUrl, host.token, "POST", "/api/calendar-connections/google/complete", {
    state: back.searchParams.get("state"),
    code: back.searchParams.get("code"),
    code_verifier: verifier,
  });
  await call(appUrl, host.token, "PUT", `/api/calendar-connections/${connection.id}`, { busy_calendars: [email], write_calendar: null });
  if (fake.google.channels().filter((channel) => channel.calendarId === email && !channel.stopped).length !== 1) throw new Error("the calendar is not watched");
}

export async function measurePushVisibility(): Promise<PushVisibility> {
  const fake = await startFakeGoogle();
  const app = await startLocalApp(fake.vars);
  try {
    fake.allowRedirect(app.url);
    const connection = benchConnection(app.url);
    const host = await createHost(connection, { prefix: "pushbench", timezone: "UTC", rules: everyDay("08:00", "18:00"), eventTypes: [{ durations: [30], default_duration: 30 }] });
    const slug = host.eventTypes[0]!.slug;
    const email = `pushbench-${crypto.randomUUID().slice(0, 8)}@gmail.example`;
    fake.google.addAccount(email, [{ id: email, summary: "Work" }]);
    fake.google.consentAs(email);
    await connectGoogle(app.url, fake, host, email);

    const samples: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const date = dateAhead(30 + sample);
      const [start] = await daySlots(connection, slug, { date, duration: 30, tz: "UTC" });
      if (!start) throw new Error(`no slot offered on ${date}`);
      const event = { id: `pushbench${sample}`, status: "confirmed" as const, start: { dateTime: start }, end: { dateTime: new Date(Date.parse(start) + 30 * 60_000).toISOString() } };
      const notifications = fake.google.putEvent(email, email, event);
      const began = performance.now();
      const statuses = await fake.push(notifications);
      if (statuses.some((status) => status !== 200)) throw new Error(`the push was answered ${statuses.join(", ")}`);
      while ((await daySlots(connection, slug, { date, duration: 30, tz: "UTC" })).includes(start) && performance.now() - began < GIVE_UP_MS);
      samples.push(performance.now() - began);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { samples, medianMs: sorted[Math.floor(sorted.length / 2)]!, maxMs: sorted[sorted.length - 1]! };
  } finally {
    await app.stop();
    await fake.close();
  }
}

/** Run alone (`npx tsx bench/push-visibility.ts`, after `npm run build`): prints the figure. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figure = await measurePushVisibility();
  console.log(`pushed Google change visible on /book: max ${figure.maxMs.toFixed(0)} ms, median ${figure.medianMs.toFixed(0)} ms (${figure.samples.map((ms) => ms.toFixed(0)).join(", ")}); budget ≤ 2000 ms`);
}
