import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { daySlots } from "../scenarios/bookings";
import { type BookingHost, countRows, createHost, dateAhead, everyDay, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { uniqueAddress, worker } from "./client";
import { type ApiResult, api, registerUser } from "./helpers";

/* Reschedule (docs/ARCHITECTURE.md, Booking changes): the booker moves their booking through the private link; the server keeps every rule. */

interface View {
  start_time: string;
  end_time: string;
  status: string;
  event_type_slug: string | null;
}

const reschedule = (token: string, json: Record<string, unknown>): Promise<ApiResult<{ booking: View; error?: string }>> =>
  api("POST", `/api/public/bookings/${token}/reschedule`, { json, headers: { "CF-Connecting-IP": uniqueAddress() } });

const slotsOn = (slug: string, date: string) => daySlots(worker, slug, { date, duration: 30, tz: "UTC" });

async function booked(host: BookingHost, date: string, time: string, options: { email?: string; token?: string } = {}) {
  const email = options.email ?? `booker-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration: 30, email }, { token: options.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { email, booking: response.body.booking };
}

const bookingRow = (id: number) =>
  env.DB.prepare("select start_time, end_time, block_start, block_end, sequence, status from bookings where id = ?").bind(id).first<Record<string, number | string>>();

describe("POST /api/public/bookings/{token}/reschedule", () => {
  it("moves the booking, the host's row and the booker's saved copy together, and mails REQUEST with the same UID and SEQUENCE 1", async () => {
    const host = await createHost({ durations: [30], bufferTime: 15 });
    const visitor = await registerUser("mover");
    const date = dateAhead(4);
    const { email, booking } = await booked(host, date, "10:00", { token: visitor.token });
    const saved = await api("POST", "/api/events/manual", {
      token: visitor.token,
      json: { title: "Intro call", type: "booked", description: "", booking_id: booking.id, guests: [], start_time: booking.start_time, end_time: booking.end_time },
    });
    expect(saved.status).toBe(201);

    const newStart = instantAt(date, "14:00", "UTC");
    const moved = await reschedule(booking.cancellation_token, { startTime: newStart, timeZone: "Europe/Berlin" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.booking).toMatchObject({ start_time: newStart, end_time: instantAt(date, "14:30", "UTC"), status: "confirmed" });

    const start = Date.parse(newStart);
    expect(await bookingRow(booking.id)).toMatchObject({ start_time: start, end_time: start + 1_800_000, block_start: start - 900_000, block_end: start + 2_700_000, sequence: 1 });
    const rows = await env.DB.prepare("select user_id, start_time, end_time from calendar_events where booking_id = ? order by user_id").bind(booking.id).all();
    expect(rows.results).toEqual([
      { user_id: host.userId, start_time: start, end_time: start + 1_800_000 },
      { user_id: visitor.id, start_time: start, end_time: start + 1_800_000 },
    ]);

    // The old time is bookable again at once; the new one is not.
    const slots = await slotsOn(host.slug, date);
    expect(slots).toContain(instantAt(date, "10:00", "UTC"));
    expect(slots).not.toContain(newStart);

    const mails = await waitForMail(email, 2);
    const rescheduled = mails.find((mail) => mail.subject.startsWith("Rescheduled:"));
    expect(rescheduled?.text).toContain("Previously:");
    expect(rescheduled?.text).toContain("(Europe/Berlin)");
    const event = new ICAL.Component(ICAL.parse(rescheduled!.ics!)).getFirstSubcomponent("vevent")!;
    expect(rescheduled?.ics_method).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe(booking.ics_uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    const hostMail = await waitForMail(host.user.email, 1, 10_000, (mail) => mail.subject.startsWith("Rescheduled:"));
    expect(hostMail[0]?.ics_method).toBe("REQUEST");

    // A cancellation afterwards supersedes SEQUENCE 1.
    const cancelled = await api("DELETE", `/api/public/bookings/${booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(cancelled.status).toBe(200);
    const cancelMail = (await waitForMail(email, 3)).find((mail) => mail.ics_method === "CANCEL");
    expect(new ICAL.Component(ICAL.parse(cancelMail!.ics!)).getFirstSubcomponent("vevent")!.getFirstPropertyValue("sequence")).toBe(2);
  });

  it("shows the booking's own time as free on its reschedule page, and picking it again changes nothing", async () => {
    const host = await createHost({ durations: [30] });
    const date = dateAhead(3);
    const { booking } = await booked(host, date, "11:00");
    const own = instantAt(date, "11:00", "UTC");
    expect(await slotsOn(host.slug, date)).not.toContain(own);
    const query = new URLSearchParams({ date, duration: "30", tz: "UTC", reschedule: booking.cancellation_token });
    const page = await api<{ availableSlots: string[] }>("GET", `/api/public/availability/${host.slug}?${query}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(page.body.availableSlots).toContain(own);
    const same = await reschedule(booking.cancellation_token, { startTime: own });
    expect(same.status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ sequence: 0 });
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind like '%rescheduled'", booking.id)).toBe(0);
  });

  it("lets exactly one of 20 racing reschedules and bookings have one slot", async () => {
    const host = await createHost({ durations: [30], rules: everyDay("08:00", "18:00") });
    const date = dateAhead(6);
    const target = instantAt(date, "16:00", "UTC");
    const times = ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"];
    const existing = await Promise.all(times.map((time) => booked(host, date, time)));
    const results = await Promise.all([
      ...existing.map(({ booking }) => reschedule(booking.cancellation_token, { startTime: target })),
      ...times.map(() => postBooking({ eventTypeSlug: host.slug, startTime: target, duration: 30 })),
    ]);
    expect(results.filter((result) => result.status === 200 || result.status === 201)).toHaveLength(1);
    expect(results.every((result) => [200, 201, 409].includes(result.status))).toBe(true);
    const atTarget = await countRows("select count(*) as n from bookings where host_user_id = ? and status = 'confirmed' and start_time = ?", host.userId, Date.parse(target));
    expect(atTarget).toBe(1);
    expect(await countRows("select count(*) as n from calendar_events where user_id = ? and start_time = ?", host.userId, Date.parse(target))).toBe(1);
  });

  it("keeps the daily cap, not counting the booking's own old time", async () => {
    const host = await createHost({ durations: [30] });
    expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { limits: { max_per_day: 1 } } })).status).toBe(200);
    const [dayOne, dayTwo] = [dateAhead(3), dateAhead(4)];
    const { booking } = await booked(host, dayOne, "10:00");
    await booked(host, dayTwo, "10:00");
    expect((await reschedule(booking.cancellation_token, { startTime: instantAt(dayOne, "15:00", "UTC") })).status).toBe(200);
    const full = await reschedule(booking.cancellation_token, { startTime: instantAt(dayTwo, "15:00", "UTC") });
    expect(full).toMatchObject({ status: 409, body: { error: "That day is fully booked. Please choose another day." } });
    expect(await bookingRow(booking.id)).toMatchObject({ start_time: Date.parse(instantAt(dayOne, "15:00", "UTC")), sequence: 1 });
  });

  it("refuses the booker after the host's cut-off", async () => {
    const host = await createHost({ durations: [30] });
    expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { limits: { change_cutoff: 7 * 1440 } } })).status).toBe(200);
    const date = dateAhead(2);
    const { booking } = await booked(host, date, "10:00");
    const late = await reschedule(booking.cancellation_token, { startTime: instantAt(date, "12:00", "UTC") });
    expect(late).toMatchObject({
      status: 400,
      body: { error: "This booking can no longer be rescheduled here: changes were possible until the host's cut-off. Please contact the host." },
    });
    expect(await bookingRow(booking.id)).toMatchObject({ sequence: 0 });
  });

  it.each([
    ["a time with seconds", { startTime: "2030-01-01T10:00:30.000Z" }],
    ["no start", {}],
    ["a time outside the schedule", { startTime: "__NIGHT__" }],
    ["a time in the past", { startTime: "2020-01-01T10:00:00.000Z" }],
    ["an unknown zone", { startTime: "__DAY__", timeZone: "Mars/Base" }],
  ])("answers %s with 400 and changes nothing", async (_, json) => {
    const host = await createHost({ durations: [30] });
    const date = dateAhead(3);
    const { booking } = await booked(host, date, "10:00");
    const body = Object.fromEntries(
      Object.entries(json).map(([key, value]) => [key, value === "__NIGHT__" ? instantAt(date, "03:00", "UTC") : value === "__DAY__" ? instantAt(date, "13:00", "UTC") : value]),
    );
    const response = await reschedule(booking.cancellation_token, body);
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe("string");
    expect(await bookingRow(booking.id)).toMatchObject({ start_time: Date.parse(instantAt(date, "10:00", "UTC")), sequence: 0 });
  });

  it("answers 404 for unknown tokens and 400 for a cancelled booking", async () => {
    const host = await createHost({ durations: [30] });
    const date = dateAhead(3);
    const { booking } = await booked(host, date, "10:00");
    const start = instantAt(date, "12:00", "UTC");
    expect(await reschedule("not-a-token", { startTime: start })).toMatchObject({ status: 404, body: { error: "Booking not found." } });
    await api("DELETE", `/api/public/bookings/${booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(await reschedule(booking.cancellation_token, { startTime: start })).toMatchObject({
      status: 400,
      body: { error: "This booking was cancelled and can no longer be rescheduled." },
    });
  });
});

describe("POST /api/bookings/{id}/request-reschedule", () => {
  it("cancels the booking and mails the booker a link to book again with their details filled in", async () => {
    const host = await createHost({ durations: [30] });
    const date = dateAhead(3);
    const { email, booking } = await booked(host, date, "10:00");
    const other = await registerUser("other-host");
    expect((await api("POST", `/api/bookings/${booking.id}/request-reschedule`, { token: other.token, json: {} })).status).toBe(404);
    const asked = await api("POST", `/api/bookings/${booking.id}/request-reschedule`, { token: host.user.token, json: { reason: "I am travelling that day." } });
    expect(asked.status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled" });
    const mail = await waitForMail(email, 2, 10_000);
    const request = mail.find((message) => message.subject.startsWith("Please pick a new time:"));
    expect(request?.ics_method).toBe("CANCEL");
    expect(request?.text).toContain("I am travelling that day.");
    expect(request?.text).toContain(`/book/${host.slug}?name=Ada+Lovelace&email=${encodeURIComponent(email)}`);
    const again = await api("POST", `/api/bookings/${booking.id}/request-reschedule`, { token: host.user.token, json: {} });
    expect(again).toMatchObject({ status: 400, body: { error: "This booking is already cancelled." } });
  });
});
