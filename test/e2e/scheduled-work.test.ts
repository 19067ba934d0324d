import { describe, expect, it } from "vitest";
import { wranglerCrons } from "../../scripts/cron-schedule.mjs";
import { tickUrl } from "../../scripts/local-cron.mjs";
import { apiCall } from "./api";
import { apiSlots, bookAsVisitor, seedHost } from "./booking-host";
import { appUrl } from "./browser";
import { mailTo } from "./dev-mailbox";
import { dateAhead } from "../scenarios/bookings";

/*
 * Scheduled work under `npm start` (issue 25): the app runs the worker's real scheduled handler on
 * wrangler.toml's crons, and wrangler's documented local trigger (GET /__scheduled, what the start script
 * requests at each cron time) runs a tick at will. No dev-only route makes anything due here: the
 * reminder becomes due by the clock, within a minute of the booking.
 */

const MINUTE_MS = 60_000;
/** The booking's own round trip, and a tick's, fit easily before the reminder is due. */
const MARGIN_MS = 5_000;

async function tick(): Promise<void> {
  const [cron] = wranglerCrons();
  const response = await fetch(tickUrl(new URL(appUrl()).origin, cron!));
  expect([response.status, await response.text()]).toEqual([200, "Ran scheduled event"]);
}

/** The first slot at least `minutes` ahead, today or tomorrow (the host is open all day, UTC). */
async function slotAhead(slug: string, minutes: number): Promise<number> {
  const earliest = Date.now() + minutes * MINUTE_MS;
  for (const date of [dateAhead(0), dateAhead(1)]) {
    const start = (await apiSlots(slug, date, 15, "UTC")).map(Date.parse).find((slot) => slot >= earliest);
    if (start !== undefined) return start;
  }
  throw new Error("No slot today or tomorrow.");
}

const reminders = async (email: string) => (await mailTo(email)).filter((mail) => mail.subject.startsWith("Reminder:"));

describe("scheduled work under npm start", () => {
  it("mails a reminder once it is due, on a tick through wrangler's local trigger", { timeout: 150_000 }, async () => {
    const host = await seedHost({ timezone: "UTC", start: "00:00", end: "23:59", eventTypes: [{ durations: [15] }] });
    const slug = host.slugs[0]!;
    const start = await slotAhead(slug, 7);
    // The largest whole-minute offset still ahead of now: the reminder falls due within about a minute.
    const offset = Math.floor((start - Date.now() - MARGIN_MS) / MINUTE_MS);
    const due = start - offset * MINUTE_MS;
    const [eventType] = await apiCall<{ id: number }[]>("GET", "/api/event-types", host.token);
    await apiCall("PUT", `/api/event-types/${eventType!.id}`, host.token, { reminders: { offsets: [offset], notify_host: false } });
    const email = `reminded-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await bookAsVisitor({ eventTypeSlug: slug, startTime: new Date(start).toISOString(), duration: 15, name: "Ada Lovelace", email });

    // A tick before its time sends nothing.
    await tick();
    expect(Date.now()).toBeLessThan(due);
    expect(await reminders(email)).toEqual([]);

    // Ticks until it is due and mailed: the tick's answer comes once its work is done, the queue sends in about a second.
    await expect
      .poll(
        async () => {
          await tick();
          return reminders(email);
        },
        { timeout: due - Date.now() + 30_000, interval: 1_000 },
      )
      .toHaveLength(1);
    const [reminder] = await reminders(email);
    expect(reminder!.text).toContain("This is a reminder of your booking with");
    expect(Date.now()).toBeGreaterThanOrEqual(due);
  });
});
