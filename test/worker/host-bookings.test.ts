import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";

/* The host's Bookings list: views, pages, CSV, and cancelling with a reason. */

interface ListedPage {
  bookings: { id: number; start_time: string; booker_name: string; status: string; time_zone: string }[];
  page: number;
  pages: number;
  total: number;
}

async function hostWithBookings(count: number) {
  const host = await createHost({ durations: [30], timezone: "Europe/Berlin" });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const booked = await postBooking({
      eventTypeSlug: host.slug,
      startTime: instantAt(dateAhead(3 + Math.floor(i / 10), "Europe/Berlin"), `${String(9 + Math.floor((i % 10) / 2)).padStart(2, "0")}:${i % 2 === 0 ? "00" : "30"}`, "Europe/Berlin"),
      duration: 30,
      name: `Booker ${i}`,
      email: `booker-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      notes: i === 0 ? '=HYPERLINK("evil")' : "",
    });
    expect(booked.status).toBe(201);
    ids.push(booked.body.booking.id);
  }
  return { host, ids };
}

describe("GET /api/bookings", () => {
  it("pages upcoming bookings in time order and moves a cancelled one to its own view", async () => {
    const { host, ids } = await hostWithBookings(22);
    const first = await api<ListedPage>("GET", "/api/bookings?view=upcoming", { token: host.user.token });
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 22 });
    expect(first.body.bookings).toHaveLength(20);
    const starts = first.body.bookings.map((booking) => booking.start_time);
    expect([...starts].sort()).toEqual(starts);
    expect(first.body.bookings[0]).toMatchObject({ booker_name: "Booker 0", status: "confirmed", time_zone: "Europe/Berlin" });
    expect((await api<ListedPage>("GET", "/api/bookings?view=upcoming&page=2", { token: host.user.token })).body.bookings).toHaveLength(2);

    const cancelled = await api("POST", `/api/bookings/${ids[1]}/cancel`, { token: host.user.token, json: { reason: "I am ill, sorry." } });
    expect(cancelled.status).toBe(200);
    const cancelledView = await api<ListedPage>("GET", "/api/bookings?view=cancelled", { token: host.user.token });
    expect(cancelledView.body.bookings.map((booking) => booking.id)).toEqual([ids[1]]);
    expect((await api<ListedPage>("GET", "/api/bookings?view=upcoming", { token: host.user.token })).body.total).toBe(21);
    expect((await api<ListedPage>("GET", "/api/bookings?view=past", { token: host.user.token })).body).toMatchObject({ total: 0, pages: 1, bookings: [] });
  });

  it("mails the booker the host's reason with the cancellation", async () => {
    const { host } = await hostWithBookings(0);
    const email = `reason-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "10:00", "UTC"), duration: 30, email });
    await api("POST", `/api/bookings/${booked.body.booking.id}/cancel`, { token: host.user.token, json: { reason: "Double-booked, sorry!" } });
    const mails = await waitForMail(email, 2);
    const cancellation = mails.find((mail) => mail.subject.startsWith("Cancelled:"));
    expect(cancellation?.text).toContain("Reason:\nDouble-booked, sorry!");
  });

  it("exports the view as CSV, formulas defused", async () => {
    const { host } = await hostWithBookings(2);
    const response = await api<string>("GET", "/api/bookings/export?view=upcoming", { token: host.user.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="bookings-upcoming.csv"');
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Start","End","Time zone","Booking type","Hosts","Booker","Email","Guests","Notes","Answers","Status"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2}T09:00","\d{4}-\d{2}-\d{2}T09:30","Europe\/Berlin","Intro call","[^"]+","Booker 0",/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""evil"")"`);
  });

  it("refuses a bad view or page with 400, and keeps other hosts' bookings at 404", async () => {
    const { host, ids } = await hostWithBookings(1);
    for (const query of ["view=all", "view=upcoming&page=0", "view=upcoming&page=x", ""]) {
      const response = await api<{ error: string }>("GET", `/api/bookings?${query}`, { token: host.user.token });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
    const stranger = await registerUser("strangerlist");
    expect((await api<ListedPage>("GET", "/api/bookings?view=upcoming", { token: stranger.token })).body.total).toBe(0);
    expect(await api("POST", `/api/bookings/${ids[0]}/cancel`, { token: stranger.token, json: {} })).toMatchObject({ status: 404 });
    expect(await api("POST", `/api/bookings/${ids[0]}/cancel`, { token: host.user.token, json: { reason: "x".repeat(1001) } })).toMatchObject({
      status: 400,
      body: { error: "reason: reason can be at most 1000 characters." },
    });
    const status = await env.DB.prepare("select status from bookings where id = ?").bind(ids[0]).first<{ status: string }>();
    expect(status?.status).toBe("confirmed");
  });
});
