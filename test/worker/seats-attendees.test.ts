import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { uniqueAddress } from "./client";
import { postBooking } from "./bookings-fixtures";
import { bookSeat, createSeatedHost, startAt } from "./seats-fixtures";

/*
 * "Show attendees to each other" (docs/SEATS.md): when the host turns it on, a seat's
 * booker reads the other attendees' names (never their addresses) on their private link and in their
 * confirmation; off, they read nothing of them.
 */

interface View {
  attendees: string[];
}

const view = async (token: string) => {
  const answer = await api<{ booking: View }>("GET", `/api/public/bookings/${token}`);
  expect(answer.status).toBe(200);
  return answer.body.booking;
};
const cancelPage = async (token: string) => (await api<string>("GET", `/cancel/${token}`)).body;
const cancelByLink = (token: string) => api<{ booking: View }>("DELETE", `/api/public/bookings/${token}`, { json: {}, headers: { "CF-Connecting-IP": uniqueAddress() } });

/** The booker's confirmation of a seat, every part of it (text, HTML, invitation) as one string. */
async function confirmationOf(bookingId: number): Promise<string> {
  const row = await env.DB.prepare("select body || coalesce(html, '') || coalesce(ics, '') as mail from email_outbox where booking_id = ? and kind = 'booking-confirmation'")
    .bind(bookingId)
    .first<{ mail: string }>();
  return row?.mail ?? "";
}

describe("attendees shown to each other", () => {
  it("names the others, never their addresses, on the private link, its page and in each later seat's confirmation", async () => {
    const host = await createSeatedHost(3, { seats_show_attendees: true });
    const startTime = startAt(12, "10:00");
    const ada = await bookSeat(host, startTime, "Ada Lovelace");
    const grace = await bookSeat(host, startTime, "Grace Hopper");
    const alan = await bookSeat(host, startTime, "Alan Turing");
    const addresses = [ada.email, grace.email, alan.email];

    expect((await view(ada.cancellation_token)).attendees).toEqual(["Grace Hopper", "Alan Turing"]);
    expect((await view(alan.cancellation_token)).attendees).toEqual(["Ada Lovelace", "Grace Hopper"]);
    const page = await cancelPage(ada.cancellation_token);
    expect(page).toContain("Also attending: <bdi>Grace Hopper</bdi> and <bdi>Alan Turing</bdi>");

    // Each confirmation names those who held the time when it was booked.
    expect(await confirmationOf(ada.id)).not.toContain("Also attending");
    expect(await confirmationOf(grace.id)).toContain("Also attending: Ada Lovelace");
    expect(await confirmationOf(alan.id)).toContain("Also attending: Ada Lovelace and Grace Hopper");
    for (const [index, seat] of [ada, grace, alan].entries()) {
      const others = addresses.filter((_, other) => other !== index);
      const seen = [JSON.stringify(await view(seat.cancellation_token)), await cancelPage(seat.cancellation_token), await confirmationOf(seat.id)].join("\n");
      for (const address of others) expect(seen).not.toContain(address);
    }
  });

  it("stops naming a seat once it is cancelled, and a cancelled seat names no one", async () => {
    const host = await createSeatedHost(3, { seats_show_attendees: true });
    const startTime = startAt(12, "14:00");
    const ada = await bookSeat(host, startTime, "Ada Lovelace");
    const grace = await bookSeat(host, startTime, "Grace Hopper");
    const cancelled = await cancelByLink(grace.cancellation_token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.attendees).toEqual([]);
    expect((await view(ada.cancellation_token)).attendees).toEqual([]);
    expect(await cancelPage(ada.cancellation_token)).not.toContain("Grace Hopper");
    expect((await view(grace.cancellation_token)).attendees).toEqual([]);
    expect(await cancelPage(grace.cancellation_token)).not.toContain("Ada Lovelace");
  });

  it("off (the default): no view, page or confirmation says anything of the other attendees", async () => {
    const host = await createSeatedHost(3);
    const startTime = startAt(13, "10:00");
    const ada = await bookSeat(host, startTime, "Ada Lovelace");
    const grace = await bookSeat(host, startTime, "Grace Hopper");
    expect((await view(ada.cancellation_token)).attendees).toEqual([]);
    expect((await view(grace.cancellation_token)).attendees).toEqual([]);
    expect(await cancelPage(ada.cancellation_token)).not.toContain("Grace Hopper");
    expect(await cancelPage(grace.cancellation_token)).not.toContain("Ada Lovelace");
    const mail = await confirmationOf(grace.id);
    expect(mail).not.toContain("Also attending");
    expect(mail).not.toContain("Ada Lovelace");
  });

  it("isolates each name in a right-to-left language, on the page and in the mail", async () => {
    const host = await createSeatedHost(3, { seats_show_attendees: true });
    const startTime = startAt(13, "14:00");
    const ada = await bookSeat(host, startTime, "Ada Lovelace");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, name: "Grace Hopper", email: "grace-he@example.com", locale: "he" });
    expect(booked.status).toBe(201);
    const { id, cancellation_token } = booked.body.booking;
    // Isolated once: the name, already isolated, is not wrapped again as the sentence's value.
    expect(await confirmationOf(id)).toContain("משתתפים נוספים: \u2068Ada Lovelace\u2069");
    expect(await cancelPage(cancellation_token)).toContain("משתתפים נוספים: <bdi>Ada Lovelace</bdi>");
    expect((await view(ada.cancellation_token)).attendees).toEqual(["Grace Hopper"]);
  });
});
