import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";

/* The app is no open mail relay: mail to one address is bounded per hour, the rest held. */

const outboxOf = async (address: string) =>
  (
    await env.DB.prepare("select kind, status, body, html from email_outbox where to_address = ? order by id")
      .bind(address)
      .all<{ kind: string; status: string; body: string; html: string }>()
  ).results;

let adminToken = "";
// The first account of this file's database is its administrator.
beforeAll(async () => {
  adminToken = (await registerUser("mailadmin")).token;
});

describe("mail per recipient", () => {
  it("sends at most 5 confirmations an hour to one address; the other bookings stand, their mail held and the host told", async () => {
    const victim = `${crypto.randomUUID()}@example.com`;
    const host = await createHost({ durations: [15], rules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: "08:00", end_time: "12:00" })) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const time = `${String(8 + Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`;
      const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(9), time, "UTC"), duration: 15, email: victim, notes: "Buy cheap pills" });
      statuses.push(booked.status);
    }
    expect(statuses).toEqual(Array(11).fill(201));
    const rows = await outboxOf(victim);
    expect(rows.map((row) => (row.status === "held" ? "held" : "to send"))).toEqual([...Array(5).fill("to send"), ...Array(6).fill("held")]);
    await waitForMail(victim, 5);
    // Held mail is never sent, even by a later sweep.
    expect((await api<{ messages: unknown[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(victim)}`)).body.messages).toHaveLength(5);

    const notifications = await outboxOf(host.user.email);
    expect(notifications).toHaveLength(11);
    expect(notifications.slice(0, 5).every((row) => !row.body.includes("was not sent"))).toBe(true);
    expect(notifications[5]?.body).toContain(`Note: the confirmation to ${victim} was not sent.`);
    expect(notifications[5]?.html).toContain(`<p>Note: the confirmation to ${victim} was not sent.`);
    expect(notifications[4]?.html).not.toContain("was not sent");
  });

  it("caps a host's notifications at 30 an hour; the dashboard counts the held ones", async () => {
    const host = await createHost({ durations: [15], rules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: "08:00", end_time: "17:00" })) });
    for (let i = 0; i < 31; i++) {
      const time = `${String(8 + Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`;
      expect((await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(10), time, "UTC"), duration: 15 })).status).toBe(201);
    }
    const statuses = (await outboxOf(host.user.email)).map((row) => row.status);
    expect(statuses.filter((status) => status === "held")).toHaveLength(1);
    const counts = await api<{ pending: number; sent: number; held: number; dead: number }>("GET", "/api/admin/mail", { token: adminToken });
    expect(counts.status).toBe(200);
    expect(counts.body.held).toBeGreaterThanOrEqual(1);
  });
});
