import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { declineOverdueRequests } from "../../worker/approval/decline-overdue";
import { type BookingHost, countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";
import { addEndpoint, deliveriesOf } from "./webhooks-helpers";

/* Requires confirmation: a request holds its time; Approve and Decline each take effect once. */

const db = drizzle(env.DB, { schema });
const HOUR_MS = 3_600_000;

async function approvingHost(hours = 24): Promise<BookingHost> {
  const host = await createHost({ durations: [30] });
  const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, {
    token: host.user.token,
    json: { requires_confirmation: true, confirmation_hours: hours },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expect(updated.body).toMatchObject({ requires_confirmation: true, confirmation_hours: hours });
  return host;
}

async function requested(host: BookingHost, time = "10:00") {
  const email = `asker-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const startTime = instantAt(dateAhead(3), time, "UTC");
  const response = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { email, startTime, booking: response.body.booking };
}

/** The host's mailed link for `action`, as a path on the app. */
async function mailedLink(host: BookingHost, action: "approve" | "decline"): Promise<string> {
  const [mail] = await waitForMail(host.user.email, 1, 10_000, (message) => message.subject.startsWith("Booking request:"));
  const url = mail?.text.match(new RegExp(`https://hangout\\.test(/requests/\\d+/${action}/[0-9a-f]{64})`))?.[1];
  if (!url) throw new Error(`no ${action} link in ${mail?.text}`);
  return url;
}

const statusOf = async (id: number) => (await env.DB.prepare("select status, decline_reason from bookings where id = ?").bind(id).first())!;
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

describe("requires confirmation", () => {
  it.each([
    [{ confirmation_hours: 0 }, "confirmation_hours must be at least 1."],
    [{ confirmation_hours: 169 }, "confirmation_hours must be at most 168."],
    [{ confirmation_hours: 1.5 }, "confirmation_hours must be a whole number of hours."],
    [{ requires_confirmation: "yes" }, "requires_confirmation must be true or false."],
  ])("refuses %j with 400 and changes nothing", async (json, error) => {
    const host = await createHost({ durations: [30] });
    const response = await api<{ error: string }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
    const row = await env.DB.prepare("select requires_confirmation, confirmation_hours from event_types where id = ?").bind(host.eventTypeId).first();
    expect(row).toEqual({ requires_confirmation: 0, confirmation_hours: 24 });
  });

  it("makes a booking a pending request that holds its time, with no invitation, webhook or calendar entry yet", async () => {
    const host = await approvingHost();
    await addEndpoint(host.user.token, ["booking.created"]);
    const { email, startTime, booking } = await requested(host);
    expect(booking.status).toBe("pending");
    expect(Date.parse(booking.decision_deadline!)).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
    // Someone else asking for the same time is refused, as for a confirmed booking.
    const second = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "late@example.com" });
    expect(second.status).toBe(409);
    const [receipt] = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Request received:"));
    expect(receipt?.text).toContain("Your booking request has been sent to");
    expect(receipt?.ics).toBeNull();
    expect(await mailedLink(host, "approve")).toContain(`/requests/${booking.id}/approve/`);
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'booking-confirmation' and status = 'awaiting'", booking.id)).toBe(1);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ?", booking.id)).toBe(0);
    expect(await deliveriesOf({ bookingId: booking.id })).toEqual([]);
    // Neither the booker nor the host can move it while the host decides (the booker may withdraw it, below).
    const move = await api<{ error: string }>("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, {
      json: { startTime: instantAt(dateAhead(3), "12:00", "UTC") },
    });
    const hostCancel = await api<{ error: string }>("POST", `/api/bookings/${booking.id}/cancel`, { token: host.user.token, json: { reason: null } });
    for (const refused of [move, hostCancel]) expect(refused).toMatchObject({ status: 400, body: { error: "This request is still waiting for the host's answer." } });
    expect((await statusOf(booking.id)).status).toBe("pending");
    expect((await api<{ bookings: { id: number }[] }>("GET", "/api/bookings?view=pending", { token: host.user.token })).body.bookings.map((b) => b.id)).toEqual([booking.id]);
  });

  it("a request keeps its booker's language: the receipt, and the confirmation held back for an approval, speak it", async () => {
    const host = await approvingHost();
    const email = `asker-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const startTime = instantAt(dateAhead(3), "11:00", "UTC");
    const response = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email, locale: "de", timeZone: "Europe/Berlin" });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { booking } = response.body;
    expect(booking.status).toBe("pending");
    expect((await env.DB.prepare("select locale from bookings where id = ?").bind(booking.id).first<{ locale: string }>())?.locale).toBe("de");
    const [receipt] = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Anfrage erhalten:"));
    expect(receipt?.ics).toBeNull();
    const held = await env.DB.prepare("select subject from email_outbox where booking_id = ? and kind = 'booking-confirmation' and status = 'awaiting'")
      .bind(booking.id)
      .first<{ subject: string }>();
    expect(held?.subject).toMatch(/^Bestätigt: /);
  });

  it("approves once from the mailed link: a GET changes nothing, the POST sends the invitation and fires booking.created; any later click is a 409", async () => {
    const host = await approvingHost();
    await addEndpoint(host.user.token, ["booking.created"]);
    const { email, booking } = await requested(host);
    const approve = await mailedLink(host, "approve");
    const decline = await mailedLink(host, "decline");

    const page = await api<string>("GET", approve);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Approve request");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const crossSite = await api<string>("POST", approve, { headers: { "Sec-Fetch-Site": "cross-site" }, body: "" });
    expect(crossSite.status).toBe(403);
    expect((await statusOf(booking.id)).status).toBe("pending");

    const approved = await api<string>("POST", approve, { headers: SAME_ORIGIN, body: "" });
    expect(approved.status, approved.body).toBe(200);
    expect(approved.body).toContain("Approved.");
    expect((await statusOf(booking.id)).status).toBe("confirmed");
    const [confirmation] = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Confirmed:"));
    expect(confirmation?.ics_method).toBe("REQUEST");
    expect(confirmation?.ics).toContain("BEGIN:VEVENT");
    expect((await deliveriesOf({ bookingId: booking.id })).map((delivery) => delivery.event_type)).toEqual(["booking.created"]);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ?", booking.id)).toBe(1);

    for (const [link, expected] of [[approve, "This request was already approved."], [decline, "This request was already approved."]] as const) {
      const again = await api<string>("POST", link, { headers: SAME_ORIGIN, body: "reason=late" });
      expect(again.status).toBe(409);
      expect(again.body).toContain(expected);
    }
    const viaApi = await api<{ error: string }>("POST", `/api/bookings/${booking.id}/decline`, { token: host.user.token, json: {} });
    expect(viaApi).toMatchObject({ status: 409, body: { error: "This request was already approved." } });
    expect(await statusOf(booking.id)).toEqual({ status: "confirmed", decline_reason: null });
    expect((await deliveriesOf({ bookingId: booking.id })).length).toBe(1);
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'request-declined'", booking.id)).toBe(0);
  });

  it("declines from the host API with a reason: the booker is told, the time is free at once, and an approval after it is a 409", async () => {
    const host = await approvingHost();
    const { email, startTime, booking } = await requested(host);
    const declined = await api<{ booking: { status: string; decline_reason: string } }>("POST", `/api/bookings/${booking.id}/decline`, {
      token: host.user.token,
      json: { reason: "Travelling that week" },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.booking).toMatchObject({ status: "declined", decline_reason: "Travelling that week" });
    const [told] = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Request declined:"));
    expect(told?.text).toContain("Travelling that week");

    const approveAfter = await api<{ error: string }>("POST", `/api/bookings/${booking.id}/approve`, { token: host.user.token });
    expect(approveAfter).toMatchObject({ status: 409, body: { error: "This request was already declined." } });
    const linkAfter = await api<string>("POST", await mailedLink(host, "approve"), { headers: SAME_ORIGIN, body: "" });
    expect(linkAfter.status).toBe(409);
    expect(linkAfter.body).toContain("This request was already declined.");
    expect(await statusOf(booking.id)).toEqual({ status: "declined", decline_reason: "Travelling that week" });
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'booking-confirmation' and status = 'cancelled'", booking.id)).toBe(1);

    const rebooked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "next@example.com" });
    expect(rebooked.status).toBe(201);
  });

  it("the deadline sweep declines an unanswered request once and mails its booker once", async () => {
    const host = await approvingHost(1);
    const { email, booking } = await requested(host);
    expect((await statusOf(booking.id)).status).toBe("pending");
    expect(await declineOverdueRequests(db, env, Date.now())).not.toContain(booking.id);
    const later = Date.now() + 2 * HOUR_MS;
    const [first, second] = await Promise.all([declineOverdueRequests(db, env, later), declineOverdueRequests(db, env, later)]);
    expect([...first!, ...second!].filter((id) => id === booking.id)).toEqual([booking.id]);
    expect(await declineOverdueRequests(db, env, later)).not.toContain(booking.id);
    expect((await statusOf(booking.id)).status).toBe("declined");
    const mails = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Request declined:"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("did not answer your booking request in time");
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and kind = 'request-declined'", booking.id)).toBe(1);
  });

  it("lets the host book their own type without approval, and refuses a link with a wrong signature", async () => {
    const host = await approvingHost();
    const own = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "11:00", "UTC"), duration: 30 }, { token: host.user.token });
    expect(own.status).toBe(201);
    expect(own.body.booking.status).toBe("confirmed");
    const { booking } = await requested(host);
    const forged = await api<string>("POST", `/requests/${booking.id}/approve/${"0".repeat(64)}`, { headers: SAME_ORIGIN, body: "" });
    expect(forged.status).toBe(404);
    expect((await statusOf(booking.id)).status).toBe("pending");
  });

  it("declines its pending requests, with mail, when the host deletes their account", async () => {
    // The first account of the file's database is its administrator, who cannot delete themselves.
    await registerUser("first");
    const host = await approvingHost();
    const { email } = await requested(host);
    const deleted = await api("DELETE", "/api/settings/account", { token: host.user.token });
    expect(deleted.status).toBe(200);
    const [told] = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Request declined:"));
    // The mail isolates the host's name for bidi (FSI … PDI).
    expect(told?.text.replace(/[\u2066-\u2069]/g, "")).toContain(`${host.user.username} declined your booking request.`);
  });

  it("lets the booker withdraw their request with the link in their receipt: the time is free, the host told, a later decision a 409", async () => {
    const host = await approvingHost();
    const { email, startTime, booking } = await requested(host);
    const [receipt] = await waitForMail(email, 1, 10_000, (message) => message.subject.startsWith("Request received:"));
    const token = receipt?.text.match(/Withdraw your request: https:\/\/hangout\.test\/cancel\/(\S+)/)?.[1];
    expect(token).toBe(booking.cancellation_token);
    const withdrawn = await api<{ booking: { status: string } }>("DELETE", `/api/public/bookings/${token}`, { json: {} });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.booking.status).toBe("cancelled");
    const [told] = await waitForMail(host.user.email, 1, 10_000, (message) => message.subject.startsWith("Request withdrawn:"));
    expect(told?.text).toContain("Ada Lovelace withdrew their booking request.");
    expect((await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, email: "next@example.com" })).status).toBe(201);
    const approve = await api<{ error: string }>("POST", `/api/bookings/${booking.id}/approve`, { token: host.user.token });
    expect(approve).toMatchObject({ status: 409, body: { error: "The booker withdrew this request." } });
    // Nothing held back for an approval is ever sent.
    expect(await countRows("select count(*) as n from email_outbox where booking_id = ? and status = 'awaiting'", booking.id)).toBe(0);
  });
});
