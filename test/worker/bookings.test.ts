import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { registerUser } from "./helpers";
import { uniqueAddress, typedApi } from "./client";
import { answer } from "../scenarios/api";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

const TAKEN = { error: "That time is no longer available." };
const bookingsOf = (hostId: number) => countRows("select count(*) as n from bookings where host_user_id = ?", hostId);

describe("POST /api/public/bookings", () => {
  it("books a slot: answers the booking, puts it in the host's calendar and mails both sides", async () => {
    const host = await createHost({ timezone: "Europe/Berlin", durations: [30, 60] });
    const date = dateAhead(9, "Europe/Berlin");
    const startTime = instantAt(date, "14:00", "Europe/Berlin");
    const booker = `booker-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await postBooking({
      eventTypeSlug: host.slug,
      startTime,
      duration: 60,
      name: "  Ada Lovelace  ",
      email: booker.toUpperCase(),
      notes: "Let's talk about engines.",
      guests: JSON.stringify(["babbage", "babbage", " menabrea "]),
      timeZone: "America/New_York",
    });
    expect(response.status).toBe(201);
    const { booking } = response.body;
    expect(booking).toEqual({
      id: expect.any(Number),
      start_time: startTime,
      end_time: new Date(Date.parse(startTime) + 3_600_000).toISOString(),
      title: "Intro call",
      booker_name: "Ada Lovelace",
      booker_email: booker,
      notes: "Let's talk about engines.",
      guests: ["babbage", "menabrea"],
      answers: [],
      cancellation_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      cancel_url: `/cancel/${booking.cancellation_token}`,
      reschedule_url: `/reschedule/${booking.cancellation_token}`,
      ics_uid: expect.stringMatching(/@hangout\.test$/),
      hosts: [{ username: host.user.username }],
      status: "confirmed",
      decision_deadline: null,
      location: "Online",
      location_kind: "custom",
      meeting_url: null,
    });

    const stored = await env.DB.prepare("select * from bookings where id = ?").bind(booking.id).first<Record<string, unknown>>();
    expect(stored?.status).toBe("confirmed");
    expect(stored?.cancellation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(booking.cancellation_token);

    const calendar = await env.DB.prepare("select * from calendar_events where booking_id = ?").bind(booking.id).all<Record<string, unknown>>();
    expect(calendar.results).toHaveLength(1);
    expect(calendar.results[0]).toMatchObject({
      user_id: host.userId,
      type: "booked",
      title: "Intro call",
      start_time: Date.parse(startTime),
      booker_name: "Ada Lovelace",
      booker_email: booker,
    });
    expect(calendar.results[0]?.description).toBe("Let's talk about engines.");
    expect(calendar.results[0]?.manage_url).toBe(`https://hangout.test/cancel/${booking.cancellation_token}`);

    const [confirmation] = await waitForMail(booker);
    expect(confirmation?.subject).toMatch(/^Confirmed: Intro call with /);
    expect(confirmation?.text).toContain(`https://hangout.test/cancel/${booking.cancellation_token}`);
    expect(confirmation?.text).toContain("(America/New_York)");
    expect(confirmation?.ics_method).toBe("REQUEST");
    const [notification] = await waitForMail(host.user.email);
    expect(notification?.subject).toMatch(/^New booking: Intro call with Ada Lovelace on /);
    expect(notification?.text).toContain("(Europe/Berlin)");
  });

  it("books a signed-in visitor under their username, whatever name was sent", async () => {
    const host = await createHost();
    const visitor = await registerUser("visitor");
    const response = await postBooking(
      { eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "09:00", "UTC"), duration: 60, name: "Someone Else" },
      { token: visitor.token },
    );
    expect(response.status).toBe(201);
    expect(response.body.booking.booker_name).toBe(visitor.username);
    const row = await env.DB.prepare("select booker_user_id as id from bookings where id = ?").bind(response.body.booking.id).first<{ id: number }>();
    expect(row?.id).toEqual(expect.any(Number));
  });

  it("of 50 concurrent requests for one slot, exactly one succeeds and 49 get 409", async () => {
    const host = await createHost({ durations: [30] });
    const startTime = instantAt(dateAhead(6), "11:00", "UTC");
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, name: `Racer ${i}` }, { address })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body).toEqual(TAKEN);
    expect(await bookingsOf(host.userId)).toBe(1);
    expect(await countRows("select count(*) as n from calendar_events where user_id = ?", host.userId)).toBe(1);
  });

  it("of 50 concurrent requests for overlapping times of different lengths, exactly one succeeds", async () => {
    const host = await createHost({ durations: [30, 60, 90] });
    const date = dateAhead(7);
    const address = uniqueAddress();
    const requests = Array.from({ length: 50 }, (_, i) => {
      const [time, duration] = ([["10:00", 30], ["09:30", 60], ["09:15", 90], ["10:15", 60]] as const)[i % 4]!;
      return postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration }, { address });
    });
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await bookingsOf(host.userId)).toBe(1);
  });

  it("blocks the larger buffer of two event types of one host, both ways", async () => {
    const host = await createHost({ durations: [30], bufferTime: 30 });
    const second = await answer(
      typedApi({ token: host.user.token })["event-types"].$post({
        json: { title: "Quick", location: "Phone", schedule_id: host.scheduleId, durations: [30], default_duration: 30, buffer_time: 0 },
      }),
    );
    expect(second.status).toBe(201);
    const date = dateAhead(8);
    expect((await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "12:00", "UTC"), duration: 30 })).status).toBe(201);
    const tooClose = await postBooking({ eventTypeSlug: second.body.slug, startTime: instantAt(date, "12:45", "UTC"), duration: 30 });
    expect(tooClose.status).toBe(409);
    expect((await postBooking({ eventTypeSlug: second.body.slug, startTime: instantAt(date, "13:00", "UTC"), duration: 30 })).status).toBe(201);
    const before = await postBooking({ eventTypeSlug: second.body.slug, startTime: instantAt(date, "11:15", "UTC"), duration: 30 });
    expect(before.status).toBe(409);
    expect(await bookingsOf(host.userId)).toBe(2);
  });
});

describe("POST /api/public/bookings refusals (the database stays unchanged)", () => {
  it.each([
    ["a time outside availability", { time: "20:00" }, 400],
    ["a time off the 15-minute grid", { time: "10:05" }, 400],
    ["a duration not offered", { duration: 45 }, 400],
    ["seconds that are not zero", { startTime: "seconds" }, 400],
    ["a time in the past", { startTime: "past" }, 400],
    ["a time more than 365 days ahead", { startTime: "far" }, 400],
    ["a missing name", { name: "   " }, 400],
    ["a name over 100 characters", { name: "n".repeat(101) }, 400],
    ["a malformed email", { email: "not-an-address" }, 400],
    ["an email with a line break", { email: "a@example.com\r\nBcc: b@example.com" }, 400],
    ["notes over 2,000 characters", { notes: "x".repeat(2001) }, 400],
    ["more than 20 guests", { guests: Array.from({ length: 21 }, (_, i) => `guest${i}`) }, 400],
    ["guests that are not a list", { guests: "babbage" }, 400],
    ["a start time without a zone", { startTime: "nozone" }, 400],
    ["an unknown booking page", { eventTypeSlug: "no-such-page" }, 404],
  ])("refuses %s", async (_, change: Record<string, unknown>, status) => {
    const host = await createHost({ durations: [30, 60] });
    const date = dateAhead(5);
    const startTimes: Record<string, string> = {
      seconds: instantAt(date, "10:00", "UTC").replace(":00.000Z", ":30.000Z"),
      past: instantAt(dateAhead(-2), "10:00", "UTC"),
      far: instantAt(dateAhead(400), "10:00", "UTC"),
      nozone: `${date}T10:00:00`,
    };
    const { time, startTime, ...rest } = change as { time?: string; startTime?: string };
    const response = await postBooking({
      eventTypeSlug: host.slug,
      duration: 30,
      startTime: startTime ? startTimes[startTime]! : instantAt(date, time ?? "10:00", "UTC"),
      ...rest,
    });
    expect(response.status).toBe(status);
    expect(typeof response.body.error).toBe("string");
    expect(await bookingsOf(host.userId)).toBe(0);
    expect(await countRows("select count(*) as n from calendar_events where user_id = ?", host.userId)).toBe(0);
  });

  it("refuses a private booking type with 404", async () => {
    const host = await createHost({ isPublic: false });
    const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(5), "10:00", "UTC"), duration: 60 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Booking page not found." });
  });

  it("limits bookings per client address: the 61st attempt in 10 minutes gets 429 with Retry-After", { timeout: 30_000 + WINDOW_WAIT_TIMEOUT_MS }, async () => {
    await awayFromWindowEnd();
    const host = await createHost({ durations: [30] });
    const address = uniqueAddress();
    const startTime = instantAt(dateAhead(10), "15:00", "UTC");
    for (let i = 0; i < 60; i++) {
      const response = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30 }, { address });
      expect(response.status).toBe(i === 0 ? 201 : 409);
    }
    const limited = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30 }, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const elsewhere = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30 });
    expect(elsewhere.status).toBe(409);
  });
});
