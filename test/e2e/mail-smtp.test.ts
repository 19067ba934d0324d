import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureMailPackages, type ReceivedMail, type SmtpServer, startSmtpServer } from "../mail/mail-tools";
import { createUser, testClientAddress } from "./accounts";
import { type LocalApp, startLocalApp } from "./local-app";

/*
 * Mail end to end through a real SMTP server: the app runs as `npm start` runs it, with
 * MAIL_TRANSPORT=smtp pointing at Debian's aiosmtpd on loopback (AUTH required). A booking and its
 * cancellation go booking → outbox → queue → SMTP, and Python's email and icalendar packages read
 * the bytes the server received.
 */

const SENDER = "bookings@hangout.test";
const HOST_ZONE = "Europe/Berlin";
const BOOKER_ZONE = "America/New_York";
const MAIL_WAIT_MS = 45_000;

let smtp: SmtpServer;
let app: LocalApp;

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "CF-Connecting-IP": testClientAddress() };
  if (token) headers["x-auth-token"] = token;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(new URL(path, app.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function receivedAtLeast(count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const received = smtp.received();
    if (received.length >= count || Date.now() > deadline) return received;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const textOf = (mail: ReceivedMail, type: string) => mail.parts.find((part) => part.type === type && part.disposition === null)?.content ?? "";
const invitationOf = (mail: ReceivedMail) => mail.parts.find((part) => part.type === "text/calendar" && part.disposition === null);
const attachmentOf = (mail: ReceivedMail) => mail.parts.find((part) => part.disposition === "attachment");
const to = (mails: ReceivedMail[], address: string) => mails.filter((mail) => mail.envelope.rcpt_tos.includes(address));

beforeAll(async () => {
  ensureMailPackages();
  smtp = await startSmtpServer();
  app = await startLocalApp({
    MAIL_TRANSPORT: "smtp",
    MAIL_FROM: SENDER,
    MAIL_FROM_NAME: "Hangout Bookings",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_SECURITY: "none",
    SMTP_USERNAME: smtp.username,
    SMTP_PASSWORD: smtp.password,
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

describe("mail through a real SMTP server", () => {
  it("delivers the confirmation, the host's notification and both cancellations, each readable by an independent parser", async () => {
    const host = await createUser(app.url, "smtphost");
    const schedule = await call<{ id: number }>("POST", "/api/availability/schedules", host.token, { name: "Hours", timezone: HOST_ZONE });
    const rules = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: "09:00", end_time: "17:00" }));
    await call("PUT", `/api/availability/rules/${schedule.id}`, host.token, { rules });
    const eventType = await call<{ slug: string }>("POST", "/api/event-types", host.token, {
      title: "Intro call",
      location: "Online",
      description: "A first chat.",
      schedule_id: schedule.id,
      durations: [30],
      default_duration: 30,
      is_public: true,
      image_url: null,
      buffer_time: 0,
    });
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { availableSlots } = await call<{ availableSlots: string[] }>(
      "GET",
      `/api/public/availability/${eventType.slug}?date=${date}&duration=30&tz=${encodeURIComponent(HOST_ZONE)}`,
      null,
    );
    const booker = `ada-${Date.now().toString(36)}@example.com`;
    const notes = "Bring the <b>plans</b> & more\nSecond line";
    const { booking } = await call<{ booking: { cancellation_token: string; ics_uid: string; start_time: string; end_time: string } }>(
      "POST",
      "/api/public/bookings",
      null,
      { eventTypeSlug: eventType.slug, startTime: availableSlots[0], duration: 30, name: "Ada Lovelace", email: booker, notes, timeZone: BOOKER_ZONE },
    );

    const booked = await receivedAtLeast(2);
    expect(booked).toHaveLength(2);
    const [confirmation] = to(booked, booker);
    const [notification] = to(booked, host.email);
    expect(to(booked, booker)).toHaveLength(1);
    expect(to(booked, host.email)).toHaveLength(1);

    for (const mail of [confirmation!, notification!]) {
      expect(mail.defects).toEqual([]);
      expect(mail.envelope).toMatchObject({ mail_from: SENDER, authenticated: true });
      expect(mail.headers.From).toBe(`Hangout Bookings <${SENDER}>`);
      expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
      expect(mail.headers["Message-ID"]).toMatch(/^<hangout\.\d+\.\d+@hangout\.test>$/);
      expect(mail.headers.Date).toMatch(/\+0000$/);
      expect(mail.structure).toEqual({
        type: "multipart/mixed",
        parts: [
          {
            type: "multipart/alternative",
            parts: [
              { type: "text/plain", disposition: null, filename: null },
              { type: "text/html", disposition: null, filename: null },
              { type: "text/calendar", disposition: null, filename: null },
            ],
          },
          { type: "text/calendar", disposition: "attachment", filename: "invite.ics" },
        ],
      });
      const invitation = invitationOf(mail)!;
      expect(invitation.method).toBe("REQUEST");
      expect(invitation.charset).toBe("utf-8");
      expect(invitation.calendar?.method).toBe("REQUEST");
      expect(attachmentOf(mail)?.content).toBe(invitation.content);
      const [event] = invitation.calendar!.events;
      expect(event).toMatchObject({ uid: booking.ics_uid, sequence: 0, status: "CONFIRMED" });
      expect(event!.dtstart.endsWith("+00:00")).toBe(true);
      expect(Date.parse(event!.dtstart)).toBe(Date.parse(booking.start_time));
      expect(Date.parse(event!.dtend)).toBe(Date.parse(booking.end_time));
      expect(event!.organizer).toEqual({ address: `mailto:${host.email}`, cn: host.username });
      expect(event!.attendee).toEqual({ address: `mailto:${booker}`, cn: "Ada Lovelace" });
    }

    expect(confirmation!.headers.Subject).toMatch(new RegExp(`^Confirmed: Intro call with ${host.username} on `));
    expect(confirmation!.headers["Reply-To"]).toBe(host.email);
    const cancelUrl = `${app.url}/cancel/${booking.cancellation_token}`;
    expect(textOf(confirmation!, "text/plain")).toContain(`Need to cancel? Open ${cancelUrl}`);
    expect(textOf(confirmation!, "text/plain")).toContain(`(${BOOKER_ZONE})`);
    expect(textOf(confirmation!, "text/html")).toContain(`<a href="${cancelUrl}">${cancelUrl}</a>`);
    expect(textOf(confirmation!, "text/html")).toContain('<html lang="en">');

    expect(notification!.headers.Subject).toMatch(/^New booking: Intro call with Ada Lovelace on /);
    expect(notification!.headers["Reply-To"]).toBe(booker);
    const hostText = textOf(notification!, "text/plain");
    expect(hostText).toContain(`Booked by: Ada Lovelace <${booker}>`);
    expect(hostText).toContain(`(${HOST_ZONE})`);
    expect(hostText.replace(/\r\n/g, "\n")).toContain(`Notes:\n${notes}`);
    expect(hostText).not.toContain(booking.cancellation_token);
    expect(textOf(notification!, "text/html")).toContain("Bring the &lt;b&gt;plans&lt;/b&gt; &amp; more<br>\r\nSecond line");

    await call("DELETE", `/api/public/bookings/${booking.cancellation_token}?tz=${encodeURIComponent(BOOKER_ZONE)}`, null);
    const all = await receivedAtLeast(4);
    expect(all).toHaveLength(4);
    const cancellations = all.slice(2);
    expect(to(cancellations, booker)).toHaveLength(1);
    expect(to(cancellations, host.email)).toHaveLength(1);
    for (const mail of cancellations) {
      expect(mail.defects).toEqual([]);
      expect(mail.headers.Subject).toMatch(/^Cancelled: Intro call with /);
      const invitation = invitationOf(mail)!;
      expect(invitation.method).toBe("CANCEL");
      expect(invitation.calendar?.method).toBe("CANCEL");
      expect(attachmentOf(mail)?.filename).toBe("cancel.ics");
      const [event] = invitation.calendar!.events;
      expect(event).toMatchObject({ uid: booking.ics_uid, status: "CANCELLED" });
      expect(event!.sequence).toBeGreaterThan(0);
      expect(Date.parse(event!.dtstart)).toBe(Date.parse(booking.start_time));
    }
    expect(to(cancellations, booker)[0]!.headers["Reply-To"]).toBe(host.email);
    expect(to(cancellations, host.email)[0]!.headers["Reply-To"]).toBe(booker);
  });
});
