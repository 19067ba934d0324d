import ICAL from "ical.js";
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { releaseDueReminders } from "../../worker/email/scheduled-mail";
import { type BookingHost, type MailboxMessage, createHost, dateAhead, instantAt, waitForMail } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";

/*
 * A booking keeps the language it was made in, and every mail to its booker uses it: the
 * confirmation, the reminders the cron releases later, a cancellation by the host; the words of
 * their invitation too. The host's mail stays English, and an English booking reads as before.
 */

const db = drizzle(env.DB, { schema });
const HOUR_MS = 3_600_000;

async function remindingHost(): Promise<BookingHost> {
  const host = await createHost({ durations: [30], title: "Intro call" });
  const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { reminders: { offsets: [60], notify_host: false } } });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return host;
}

interface Booked {
  email: string;
  start: number;
  booking: { id: number; cancellation_token: string };
}

async function book(host: BookingHost, fields: { locale?: string; timeZone?: string }, headers: Record<string, string> = {}): Promise<Booked> {
  const email = `lang-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const startTime = instantAt(dateAhead(5), "10:00", "UTC");
  const response = await api<{ booking: Booked["booking"] }>("POST", "/api/public/bookings", {
    json: { eventTypeSlug: host.slug, startTime, duration: 30, name: "Ada Lovelace", email, ...fields },
    headers: { "CF-Connecting-IP": uniqueAddress(), ...headers },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { email, start: Date.parse(startTime), booking: response.body.booking };
}

const storedLocale = async (bookingId: number) => (await env.DB.prepare("select locale from bookings where id = ?").bind(bookingId).first<{ locale: string }>())?.locale;

const summaryOf = (mail: MailboxMessage | undefined) => {
  const event = new ICAL.Component(ICAL.parse(mail!.ics!)).getFirstSubcomponent("vevent")!;
  return String(event.getFirstPropertyValue("summary"));
};

describe("the booker's mail in the booking's language", () => {
  it("a Japanese booking's confirmation, reminder and cancellation by the host are Japanese; the host's notification stays English", async () => {
    const host = await remindingHost();
    const { email, start, booking } = await book(host, { locale: "ja", timeZone: "Asia/Tokyo" });
    expect(await storedLocale(booking.id)).toBe("ja");

    const [confirmation] = await waitForMail(email, 1);
    expect(confirmation?.subject).toMatch(/^【予約確定】Intro call（.+・\d{4}年\d{1,2}月\d{1,2}日）$/);
    expect(confirmation?.text).toContain("Ada Lovelace 様");
    expect(confirmation?.text).toContain(`${host.user.username}さんとのご予約が確定しました。`);
    expect(confirmation?.text).toMatch(/日時：\d{4}年\d{1,2}月\d{1,2}日.曜日 19:00～19:30（日本標準時）/);
    expect(confirmation?.text).toContain(`キャンセルする場合はこちら：`);
    expect(summaryOf(confirmation)).toBe(`Intro call（${host.user.username}、Ada Lovelace）`);
    const [notification] = await waitForMail(host.user.email, 1);
    expect(notification?.subject).toMatch(/^New booking: Intro call with Ada Lovelace on /);
    expect(summaryOf(notification)).toBe(`Intro call (${host.user.username} and Ada Lovelace)`);

    await releaseDueReminders(db, env, start - HOUR_MS);
    const [reminder] = await waitForMail(email, 1, 10_000, (mail) => mail.subject.startsWith("【リマインダー】"));
    expect(reminder?.text).toContain(`${host.user.username}さんとのご予約のリマインダーです。`);

    const cancelled = await api("DELETE", `/api/events/bookings/${booking.id}`, { token: host.user.token });
    expect(cancelled.status).toBe(200);
    const [cancellation] = await waitForMail(email, 1, 10_000, (mail) => mail.ics_method === "CANCEL");
    expect(cancellation?.subject).toMatch(/^【予約キャンセル】Intro call（/);
    expect(cancellation?.text).toContain(`${host.user.username}さんがご予約をキャンセルしました。`);
  });

  it("a German booking's invitation has German words", async () => {
    const host = await createHost({ durations: [30], title: "Intro call" });
    const { email } = await book(host, { locale: "de", timeZone: "Europe/Berlin" });
    const [confirmation] = await waitForMail(email, 1);
    expect(confirmation?.subject).toMatch(/^Bestätigt: Intro call mit .+ am \d{1,2}\. \S+ \d{4}$/);
    expect(summaryOf(confirmation)).toBe(`Intro call (${host.user.username} und Ada Lovelace)`);
  });

  it("an English booking reads as it always has", async () => {
    const host = await createHost({ durations: [30], title: "Intro call" });
    const { email, booking } = await book(host, {});
    expect(await storedLocale(booking.id)).toBe("en");
    const [confirmation] = await waitForMail(email, 1);
    expect(confirmation?.subject).toMatch(new RegExp(`^Confirmed: Intro call with ${host.user.username} on [A-Z][a-z]{2} \\d{1,2}, \\d{4}$`));
    expect(confirmation?.text).toContain(`Hi Ada Lovelace,\n\nYour booking with ${host.user.username} is confirmed.\n\nWhat: Intro call\nWhen: `);
    expect(confirmation?.text).toMatch(/When: \w+, \w+ \d{1,2}, \d{4}, 10:00\s–\s10:30\sAM \(UTC\)/);
    expect(summaryOf(confirmation)).toBe(`Intro call (${host.user.username} and Ada Lovelace)`);
  });

  it("without a locale Hangout speaks, the booking takes Accept-Language's, else English", async () => {
    const host = await createHost({ durations: [30, 60] });
    const fromHeader = await book(host, { locale: "tlh" }, { "Accept-Language": "fr-CA,fr;q=0.8" });
    expect(await storedLocale(fromHeader.booking.id)).toBe("fr-CA");
    const [mail] = await waitForMail(fromHeader.email, 1);
    expect(mail?.subject).toMatch(/^Confirmé\u00a0: /);
    const canonical = await book(await createHost({ durations: [30] }), { locale: "PT-br" });
    expect(await storedLocale(canonical.booking.id)).toBe("pt-BR");
  });

  it("without one from the page, the type's language comes before Accept-Language", async () => {
    const host = await createHost({ durations: [30] });
    const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { locale: "it" } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const { booking } = await book(host, {}, { "Accept-Language": "nl" });
    expect(await storedLocale(booking.id)).toBe("it");
  });
});
