import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { hashLinkToken, newLinkToken } from "../../worker/http/link-token";
import { cancelBookingAsHost } from "../../worker/booking/cancel-booking";
import { HttpError } from "../../worker/http/http-error";
import { countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { uniqueAddress, typedApi } from "./client";
import { api } from "./helpers";
import { answer } from "../scenarios/api";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

const NOT_FOUND = { error: "Booking not found." };
const db = drizzle(env.DB, { schema });

async function booked(options: { email?: boolean; time?: string } = {}) {
  const host = await createHost({ durations: [30] });
  const email = options.email === false ? undefined : `booker-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const startTime = instantAt(dateAhead(5), options.time ?? "10:00", "UTC");
  const response = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email });
  expect(response.status).toBe(201);
  return { host, email, startTime, booking: response.body.booking };
}

/** The cancel link's two calls, each from a visitor's address of its own. */
const byLink = () => typedApi({ address: uniqueAddress() }).public.bookings[":token"];
const lookUp = (token: string) => answer(byLink().$get({ param: { token } }));
const cancelByLink = (token: string, tz?: string, reason?: string) =>
  answer(byLink().$delete({ param: { token }, query: { tz }, json: reason === undefined ? {} : { reason } }));
const statusOf = async (id: number) =>
  (await env.DB.prepare("select status from bookings where id = ?").bind(id).first<{ status: string }>())?.status;
const cancellationMails = (id: number) =>
  countRows("select count(*) as n from email_outbox where booking_id = ? and kind in ('booking-cancellation', 'host-cancellation')", id);

describe("GET /api/public/bookings/{token}", () => {
  it("shows title and times, nothing private, and changes nothing", async () => {
    const { host, booking } = await booked();
    const response = await lookUp(booking.cancellation_token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      booking: {
        title: "Intro call",
        start_time: booking.start_time,
        end_time: booking.end_time,
        status: "confirmed",
        ownerUsername: host.user.username,
        hosts: [host.user.username],
        changes_until: null,
        event_type_slug: host.slug,
        location: "Online",
        location_kind: "custom",
        meeting_url: null,
        // No seats: no one else holds the time (seats-attendees.test.ts covers a seat's).
        attendees: [],
      },
    });
    expect(await statusOf(booking.id)).toBe("confirmed");
  });

  it.each([
    ["an unknown token", newLinkToken()],
    ["a malformed token", "not-a-token"],
  ])("answers 404 for %s", async (_, token) => {
    expect((await lookUp(token)).body).toEqual(NOT_FOUND);
    const cancel = await cancelByLink(token);
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual(NOT_FOUND);
  });
});

describe("DELETE /api/public/bookings/{token}", () => {
  it("cancels, removes the host's calendar entry and mails both sides a CANCEL with the same UID", async () => {
    const { host, email, booking } = await booked();
    const response = await cancelByLink(booking.cancellation_token, "Asia/Kolkata");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: "Booking cancelled.",
      booking: expect.objectContaining({ status: "cancelled", title: "Intro call", start_time: booking.start_time }),
    });
    expect(await statusOf(booking.id)).toBe("cancelled");
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ?", booking.id)).toBe(0);
    expect((await lookUp(booking.cancellation_token)).body).toMatchObject({ booking: { status: "cancelled" } });

    const bookerMails = await waitForMail(email!, 2);
    const cancellation = bookerMails.find((mail) => mail.ics_method === "CANCEL");
    expect(cancellation?.subject).toMatch(/^Cancelled: Intro call with /);
    expect(cancellation?.text).toContain("(Asia/Kolkata)");
    const calendar = new ICAL.Component(ICAL.parse(cancellation!.ics!));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(booking.ics_uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    const hostMails = await waitForMail(host.user.email, 2);
    expect(hostMails.some((mail) => mail.ics_method === "CANCEL" && mail.text.includes("cancelled their booking"))).toBe(true);
  });

  it("is idempotent: cancelling again, or many times at once, answers 200 and sends one set of mails", async () => {
    const { booking } = await booked();
    const responses = await Promise.all(Array.from({ length: 10 }, () => cancelByLink(booking.cancellation_token)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await cancelByLink(booking.cancellation_token)).status).toBe(200);
    expect(await cancellationMails(booking.id)).toBe(2);
  });

  it("frees the slot: book, cancel, book the same time again", async () => {
    const { host, startTime, booking } = await booked({ email: false });
    expect((await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30 })).status).toBe(409);
    expect((await cancelByLink(booking.cancellation_token)).status).toBe(200);
    const slots = await answer(
      typedApi().public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date: startTime.slice(0, 10), duration: 30 } }),
    );
    expect(slots.body.availableSlots).toContain(startTime);
    expect((await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30 })).status).toBe(201);
  });

  it("carries the booker's optional reason into the host's cancellation mail", async () => {
    const { host, booking } = await booked();
    expect((await cancelByLink(booking.cancellation_token, "UTC", "  Something came up, sorry.  ")).status).toBe(200);
    const hostMails = await waitForMail(host.user.email, 2);
    const cancellation = hostMails.find((mail) => mail.ics_method === "CANCEL");
    expect(cancellation?.text).toContain("cancelled their booking. The time is free again.\n\nReason:\nSomething came up, sorry.\n");
  });

  it("cancels without a body, and without a reason when it is empty", async () => {
    const { host, booking } = await booked();
    const response = await api("DELETE", `/api/public/bookings/${booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(response.status).toBe(200);
    const [cancellation] = await waitForMail(host.user.email, 1, 10_000, (mail) => mail.ics_method === "CANCEL");
    expect(cancellation?.text).not.toContain("Reason:");
    const other = await booked();
    expect((await cancelByLink(other.booking.cancellation_token, "UTC", "   ")).status).toBe(200);
    const [otherMail] = await waitForMail(other.host.user.email, 1, 10_000, (mail) => mail.ics_method === "CANCEL");
    expect(otherMail?.text).not.toContain("Reason:");
  });

  it.each<[string, unknown, string]>([
    ["a reason over 1,000 characters", { reason: "x".repeat(1001) }, "reason: reason can be at most 1000 characters."],
    ["a reason that is no text", { reason: 42 }, "reason: reason must be text."],
    ["a field it does not know", { why: "x" }, "Unknown field: why."],
  ])("refuses %s with 400 and cancels nothing", async (_, body, error) => {
    const { booking } = await booked();
    const response = await api("DELETE", `/api/public/bookings/${booking.cancellation_token}`, { json: body, headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(response).toMatchObject({ status: 400, body: { error } });
    expect(await statusOf(booking.id)).toBe("confirmed");
    expect(await cancellationMails(booking.id)).toBe(0);
  });

  it("refuses to cancel a booking that has already started", async () => {
    const host = await createHost();
    const token = newLinkToken();
    const start = Date.now() - 10 * 60_000;
    await env.DB.prepare(
      `insert into bookings (host_user_id, title, start_time, end_time, block_start, block_end, booker_name,
        cancellation_token_hash, ics_uid) values (?, 'Running', ?, ?, ?, ?, 'Ada', ?, 'running@hangout.test')`,
    )
      .bind(host.userId, start, start + 3_600_000, start, start + 3_600_000, hashLinkToken(token))
      .run();
    const response = await cancelByLink(token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "This booking has already started and can no longer be cancelled." });
  });

  it("limits token look-ups per client address", { timeout: 30_000 + WINDOW_WAIT_TIMEOUT_MS }, async () => {
    await awayFromWindowEnd();
    const address = uniqueAddress();
    const call = () => answer(typedApi({ address: address }).public.bookings[":token"].$get({ param: { token: newLinkToken() } }));
    for (let i = 0; i < 60; i++) expect((await call()).status).toBe(404);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
  });
});

describe("cancelBookingAsHost", () => {
  it("cancels the host's own booking and tells the booker; another host's or a missing booking is 404", async () => {
    const { host, email, booking } = await booked();
    const stranger = await createHost();
    await expect(cancelBookingAsHost(db, env, { hostUserId: stranger.userId, bookingId: booking.id, now: Date.now(), reason: null })).rejects.toMatchObject({ status: 404 });
    await expect(cancelBookingAsHost(db, env, { hostUserId: host.userId, bookingId: 999_999_999, now: Date.now(), reason: null })).rejects.toBeInstanceOf(HttpError);
    expect(await statusOf(booking.id)).toBe("confirmed");

    const view = await cancelBookingAsHost(db, env, { hostUserId: host.userId, bookingId: booking.id, now: Date.now(), reason: null });
    expect(view.status).toBe("cancelled");
    expect(await statusOf(booking.id)).toBe("cancelled");
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ?", booking.id)).toBe(0);
    const mails = await waitForMail(email!, 2);
    expect(mails.find((mail) => mail.ics_method === "CANCEL")?.text).toContain(`${host.user.username} cancelled your booking.`);
    // The host cancelled it themselves: no mail tells them.
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'host-cancellation'", booking.id)).toBe(0);
    await cancelBookingAsHost(db, env, { hostUserId: host.userId, bookingId: booking.id, now: Date.now(), reason: null });
    expect(await cancellationMails(booking.id)).toBe(1);
  });

  it("writes the booker's times in the zone they booked in", async () => {
    const host = await createHost({ durations: [30] });
    const email = `tokyo-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const startTime = instantAt(dateAhead(5), "10:00", "UTC");
    const made = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email, timeZone: "Asia/Tokyo" });
    expect(made.status).toBe(201);
    await cancelBookingAsHost(db, env, { hostUserId: host.userId, bookingId: made.body.booking.id, now: Date.now(), reason: null });
    const mails = await waitForMail(email, 2);
    // 10:00 UTC is 7 PM in Tokyo.
    expect(mails.find((mail) => mail.ics_method === "CANCEL")?.text).toMatch(/7:00\s–\s7:30 PM \(Asia\/Tokyo\)/);
  });
});
