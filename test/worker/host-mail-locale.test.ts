import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../drizzle/schema";
import { databaseOver } from "../../worker/db/database";
import { withoutRedundantInvitation } from "../../worker/email/host-invitation";
import { type BookingHost, createHost, dateAhead, instantAt, waitForMail } from "./bookings-fixtures";
import { api, unique } from "./helpers";
import { uniqueAddress } from "./client";
import { seedTeam, seedTeamType } from "./team-fixtures";

/*
 * Each host reads their mail, and the words Hangout writes into their invitation, in their account's
 * language (users.locale, PUT /api/settings/language), whatever language the booker booked in
 * (docs/LANGUAGES.md, "The host's mail").
 */

interface Outbox {
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  ics: string | null;
}

const outboxOf = async (bookingId: number): Promise<Outbox[]> =>
  (await env.DB.prepare("select kind, to_address, subject, body, ics from email_outbox where booking_id = ? order by id").bind(bookingId).all<Outbox>()).results;

async function speaks(host: BookingHost, locale: string): Promise<void> {
  const set = await api("PUT", "/api/settings/language", { token: host.user.token, json: { locale } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}

async function book(slug: string, acceptLanguage: string): Promise<number> {
  return (await bookWithToken(slug, acceptLanguage)).id;
}

async function bookWithToken(slug: string, acceptLanguage: string): Promise<{ id: number; cancellation_token: string }> {
  const booked = await api<{ booking: { id: number; cancellation_token: string } }>("POST", "/api/public/bookings", {
    json: { eventTypeSlug: slug, startTime: instantAt(dateAhead(6), "10:00", "UTC"), duration: 30, name: "Ada Lovelace", email: `${unique("ada")}@example.com`, timeZone: "Asia/Tokyo" },
    headers: { "CF-Connecting-IP": uniqueAddress(), "Accept-Language": acceptLanguage },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.booking;
}

/** The invitation's SUMMARY, its folded lines (RFC 5545 §3.1) joined again. */
const summaryOf = (ics: string | null) => /SUMMARY:(.*)/.exec((ics ?? "").replace(/\r\n[ \t]/g, ""))?.[1]?.trim();

describe("the host's mail in the host's language", () => {
  it("a German host's notification of a Japanese booker's booking is German; the booker's confirmation Japanese", async () => {
    const host = await createHost({ durations: [30], title: "Intro call" });
    await speaks(host, "de");
    const mail = await outboxOf(await book(host.slug, "ja"));
    const notification = mail.find((m) => m.kind === "host-notification")!;
    expect(notification.to_address).toBe(host.user.email);
    expect(notification.subject).toMatch(/^Neue Buchung: Intro call mit Ada Lovelace am \d{1,2}\. \S+ \d{4}$/);
    expect(notification.body).toContain(`Hallo ${host.user.username},\n\nAda Lovelace hat einen Termin bei dir gebucht.`);
    expect(notification.body).toMatch(/Wann: \w+, \d{1,2}\. \S+ \d{4}, 10:00–10:30 \(Koordinierte Weltzeit\)/);
    expect(summaryOf(notification.ics)).toBe(`Intro call (${host.user.username} und Ada Lovelace)`);
    const confirmation = mail.find((m) => m.kind === "booking-confirmation")!;
    expect(confirmation.subject).toMatch(/^【予約確定】Intro call（/);
    expect(summaryOf(confirmation.ics)).toBe(`Intro call（${host.user.username}、Ada Lovelace）`);
  });

  it("an English host's notification reads as it always has", async () => {
    const host = await createHost({ durations: [30], title: "Intro call" });
    const mail = await outboxOf(await book(host.slug, "ja"));
    const notification = mail.find((m) => m.kind === "host-notification")!;
    expect(notification.subject).toMatch(/^New booking: Intro call with Ada Lovelace on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(notification.body).toContain(`Hi ${host.user.username},\n\nAda Lovelace booked time with you.\n\nBooked by: Ada Lovelace <`);
  });

  it("a collective booking mails each host in their own language, and each hears of the cancellation so", async () => {
    const team = await seedTeam(2);
    const [german, french] = team.hosts as [BookingHost, BookingHost];
    await speaks(german, "de");
    await speaks(french, "fr");
    const panel = await seedTeamType(team, { assignment: "collective" });
    const id = await book(panel.slug, "en");
    const notifications = (await outboxOf(id)).filter((m) => m.kind === "host-notification");
    const toGerman = notifications.find((m) => m.to_address === german.user.email)!;
    const toFrench = notifications.find((m) => m.to_address === french.user.email)!;
    expect(toGerman.subject).toMatch(/^Neue Buchung: /);
    expect(toGerman.body).toContain("Ada Lovelace hat einen Termin bei dir gebucht.");
    expect(summaryOf(toGerman.ics)).toMatch(/ und Ada Lovelace\)$/);
    expect(toFrench.subject).toMatch(/^Nouvelle réservation\u00a0: /);
    expect(toFrench.body).toContain("Ada Lovelace a réservé un créneau avec vous.");
    expect(summaryOf(toFrench.ics)).toMatch(/ et Ada Lovelace\)$/);
    expect((await outboxOf(id)).find((m) => m.kind === "booking-confirmation")!.subject).toMatch(/^Confirmed: /);

    const cancelled = await api("DELETE", `/api/events/bookings/${id}`, { token: german.user.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cancellations = (await outboxOf(id)).filter((m) => m.kind === "host-cancellation");
    expect(cancellations.find((m) => m.to_address === german.user.email)?.subject).toMatch(/^Storniert: /);
    expect(cancellations.find((m) => m.to_address === french.user.email)?.subject).toMatch(/^Annulée\u00a0: /);
  });

  it("a German host's feed names the booking in German words", async () => {
    const host = await createHost({ durations: [30], title: "Intro call" });
    await speaks(host, "de");
    const link = await api<{ url: string }>("POST", "/api/settings/feed", { token: host.user.token });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    await book(host.slug, "ja");
    const feed = await workerFetch(link.body.url.replace("https://", "http://"), { headers: { "CF-Connecting-IP": uniqueAddress() } });
    const text = (await feed.text()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain("SUMMARY:Intro call mit Ada Lovelace");
    expect(text).toMatch(/DESCRIPTION:Gebucht von Ada Lovelace <ada[^>]*@example\.com>/);
  });

  it("a German host hears of a Japanese booker's move in German", async () => {
    const host = await createHost({ durations: [30], title: "Intro call" });
    await speaks(host, "de");
    const booking = await bookWithToken(host.slug, "ja");
    const moved = await api("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, {
      json: { startTime: instantAt(dateAhead(6), "11:00", "UTC"), timeZone: "Asia/Tokyo" },
      headers: { "CF-Connecting-IP": uniqueAddress(), "Accept-Language": "ja" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const mail = await outboxOf(booking.id);
    const toHost = mail.find((m) => m.kind === "host-rescheduled")!;
    expect(toHost.subject).toMatch(/^Verschoben: Intro call mit Ada Lovelace am /);
    expect(toHost.body).toContain("Ada Lovelace hat die Buchung auf eine neue Zeit verschoben.");
    expect(toHost.body).toMatch(/Bisher: .*10:00–10:30/);
    expect(mail.find((m) => m.kind === "booking-rescheduled")!.subject).toMatch(/^【/);
  });

  it("a host whose booking calendar is Google's or Microsoft's reads, in their language, that the booking goes there, with no invitation attached", async () => {
    /** The host's booking calendar is one of a connected account (docs/CALENDAR-PROVIDERS.md). */
    const writesTo = (host: BookingHost, provider: "google" | "microsoft") =>
      env.DB.prepare(
        `insert into calendar_connections (user_id, provider, account_email, scope, access_token_sealed, access_expires_at, refresh_token_sealed, calendars, write_calendar_id)
         values (?, ?, ?, '', 'sealed', 0, 'sealed', '[]', 'bookings')`,
      )
        .bind(host.userId, provider, `${unique("calendar")}@example.com`)
        .run();
    const german = await createHost({ durations: [30], title: "Intro call" });
    await speaks(german, "de");
    await writesTo(german, "google");
    const booking = await bookWithToken(german.slug, "ja");
    const [notification] = await waitForMail(german.user.email, 1, 10_000, (mail) => mail.subject.startsWith("Neue Buchung"));
    expect(notification!.ics).toBeNull();
    expect(notification!.text).toContain("Die Buchung steht in deinem Hangout-Kalender, und Hangout trägt sie in den Kalender ein, den du in Google Calendar gewählt hast;");
    expect(notification!.text).not.toContain("angehängte Einladung");
    // The HTML part says the same.
    const [row] = await databaseOver(env.DB).select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, "host-notification")));
    const sent = await withoutRedundantInvitation(databaseOver(env.DB), env.ASSETS, row!);
    expect(sent.html).toContain("und Hangout trägt sie in den Kalender ein, den du in Google Calendar gewählt hast;");
    expect(sent.html).not.toContain("angehängte Einladung");
    const moved = await api("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, {
      json: { startTime: instantAt(dateAhead(6), "11:00", "UTC") },
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [move] = await waitForMail(german.user.email, 1, 10_000, (mail) => mail.subject.startsWith("Verschoben"));
    expect(move!.ics).toBeNull();
    expect(move!.text).toContain("und Hangout verschiebt sie in dem Kalender, den du in Google Calendar gewählt hast;");

    const english = await createHost({ durations: [30], title: "Intro call" });
    await writesTo(english, "microsoft");
    await book(english.slug, "en");
    const [toEnglish] = await waitForMail(english.user.email, 1, 10_000, (mail) => mail.subject.startsWith("New booking"));
    expect(toEnglish!.ics).toBeNull();
    expect(toEnglish!.text).toContain("The booking is in your Hangout calendar, and Hangout adds it to the calendar you chose in Microsoft 365; no invitation is attached");
    expect(toEnglish!.text).not.toContain("the attached invitation");
  });
});
