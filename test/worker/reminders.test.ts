import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { releaseDueReminders } from "../../worker/email/scheduled-mail";
import worker from "../../worker/index";
import { type BookingHost, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";

/* Reminders: scheduled outbox rows written with the booking, released by the cron when due. */

const db = drizzle(env.DB, { schema });
const HOUR_MS = 3_600_000;

async function remindingHost(reminders: { offsets: number[]; notify_host: boolean }) {
  const host = await createHost({ durations: [30] });
  const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { reminders } });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return host;
}

async function booked(host: BookingHost, time = "10:00") {
  const email = `reminded-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const startTime = instantAt(dateAhead(5), time, "UTC");
  const response = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email });
  expect(response.status).toBe(201);
  return { email, start: Date.parse(startTime), booking: response.body.booking };
}

const reminderRows = async (bookingId: number) =>
  (
    await env.DB.prepare("select kind, to_address, status, send_after from email_outbox where booking_id = ? and kind like '%reminder' order by send_after, kind")
      .bind(bookingId)
      .all<{ kind: string; to_address: string; status: string; send_after: number }>()
  ).results;

describe("reminders", () => {
  it("are stored on the event type and answered, latest first", async () => {
    const host = await remindingHost({ offsets: [60, 1440, 60], notify_host: true });
    const shown = await api<{ reminders: unknown }[]>("GET", "/api/event-types", { token: host.user.token });
    expect(shown.body[0]?.reminders).toEqual({ offsets: [1440, 60], notify_host: true });
  });

  it.each([
    [{ offsets: [1], notify_host: false }, "Each reminder must be at least 5 minutes."],
    [{ offsets: [60.5], notify_host: false }, "Each reminder must be a whole number of minutes."],
    [{ offsets: [5, 10, 15, 20, 25, 30], notify_host: false }, "At most 5 reminders."],
    [{ offsets: [60], notify_host: "yes" }, "reminders.notify_host must be true or false."],
    [{ offsets: [60] }, "reminders.notify_host must be true or false."],
  ])("refuses %j with 400 and changes nothing", async (reminders, error) => {
    const host = await createHost({ durations: [30] });
    const response = await api<{ error: string }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { reminders } });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
    const row = await env.DB.prepare("select reminder_offsets, remind_host from event_types where id = ?").bind(host.eventTypeId).first();
    expect(row).toEqual({ reminder_offsets: "[]", remind_host: 0 });
  });

  it("are written with the booking for booker and host, and each is sent once when due even if the cron overlaps", async () => {
    const host = await remindingHost({ offsets: [1440, 60], notify_host: true });
    const { email, start, booking } = await booked(host);
    const rows = await reminderRows(booking.id);
    expect(rows).toEqual([
      { kind: "booking-reminder", to_address: email, status: "scheduled", send_after: start - 24 * HOUR_MS },
      { kind: "host-reminder", to_address: host.user.email, status: "scheduled", send_after: start - 24 * HOUR_MS },
      { kind: "booking-reminder", to_address: email, status: "scheduled", send_after: start - HOUR_MS },
      { kind: "host-reminder", to_address: host.user.email, status: "scheduled", send_after: start - HOUR_MS },
    ]);

    // Nothing is due yet.
    expect(await releaseDueReminders(db, env, Date.now())).not.toEqual(expect.arrayContaining([expect.any(Number)]));
    const dayBefore = start - 24 * HOUR_MS;
    const [first, second] = await Promise.all([releaseDueReminders(db, env, dayBefore), releaseDueReminders(db, env, dayBefore)]);
    const released = [...first!, ...second!];
    expect(new Set(released).size).toBe(released.length);
    const mail = await waitForMail(email, 2, 10_000);
    const reminders = mail.filter((message) => message.subject.startsWith("Reminder:"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain("This is a reminder of your booking with");
    expect(reminders[0]?.text).toContain(`/reschedule/${booking.cancellation_token}`);
    // The host's reminder may still be on its way when the booker's has arrived.
    await expect.poll(async () => (await reminderRows(booking.id)).map((row) => row.status), { timeout: 10_000 }).toEqual(["sent", "sent", "scheduled", "scheduled"]);
  });

  it("are sent by the worker's real scheduled handler once a tick falls on or after their time", async () => {
    const host = await remindingHost({ offsets: [60], notify_host: false });
    const { email, start, booking } = await booked(host);
    const tick = (at: number) => worker.scheduled!(createScheduledController({ scheduledTime: new Date(at), cron: "*/5 * * * *" }), env, createExecutionContext());
    await tick(start - HOUR_MS - 1);
    expect((await reminderRows(booking.id)).map((row) => row.status)).toEqual(["scheduled"]);
    await tick(start - HOUR_MS);
    const mail = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Reminder:"));
    expect(mail).toHaveLength(1);
    await expect.poll(async () => (await reminderRows(booking.id)).map((row) => row.status), { timeout: 10_000 }).toEqual(["sent"]);
  });

  it("cannot be released by a request: without `wrangler dev --test-scheduled`, as deployed, /__scheduled is a 404", async () => {
    const response = await api("GET", "/__scheduled?cron=*/5+*+*+*+*");
    expect([response.status, response.body]).toEqual([404, { error: "Not found." }]);
  });

  it("are never sent for a cancelled booking", async () => {
    const host = await remindingHost({ offsets: [60], notify_host: false });
    const { start, booking } = await booked(host);
    const cancelled = await api("DELETE", `/api/public/bookings/${booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(cancelled.status).toBe(200);
    expect((await reminderRows(booking.id)).map((row) => row.status)).toEqual(["cancelled"]);
    await releaseDueReminders(db, env, start - HOUR_MS + 1);
    expect((await reminderRows(booking.id)).map((row) => row.status)).toEqual(["cancelled"]);
  });

  it("move with a rescheduled booking: the old ones are withdrawn in the same batch", async () => {
    const host = await remindingHost({ offsets: [60], notify_host: false });
    const { start, booking } = await booked(host, "10:00");
    const newStart = start + 4 * HOUR_MS;
    const moved = await api("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, {
      json: { startTime: new Date(newStart).toISOString() },
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(moved.status).toBe(200);
    expect((await reminderRows(booking.id)).map(({ status, send_after }) => ({ status, send_after }))).toEqual([
      { status: "cancelled", send_after: start - HOUR_MS },
      { status: "scheduled", send_after: newStart - HOUR_MS },
    ]);
  });

  it("leave out offsets that have already passed, and are withdrawn if the booking started before they went out", async () => {
    const host = await remindingHost({ offsets: [10 * 1440, 60], notify_host: false });
    const { start, booking } = await booked(host);
    expect((await reminderRows(booking.id)).map((row) => row.send_after)).toEqual([start - HOUR_MS]);
    await releaseDueReminders(db, env, start + 1);
    expect((await reminderRows(booking.id)).map((row) => row.status)).toEqual(["cancelled"]);
  });
});
