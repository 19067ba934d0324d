import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { requestReceivedMessages } from "../../worker/email/approval-messages";
import { bookingCancellationMessages, bookingConfirmationMessages } from "../../worker/email/booking-messages";
import type { BookingMailFacts } from "../../worker/email/mail-facts";
import { buildRawMessage } from "../../worker/email/mime-message";
import type { OutgoingMessage } from "../../worker/email/outgoing-message";
import { reminderMessages } from "../../worker/email/reminder-messages";
import { catalogueWords } from "./catalogue-words";
import { ensureMailParser, parseMailFiles } from "./mail-tools";

/*
 * The booker's mail in the booking's language (docs/LANGUAGES.md): words from the mail catalogue, dates from
 * Intl in the booker's zone, the invitation's own words too; the host's copy stays English. Non-ASCII
 * subjects and bodies must arrive intact through MIME (read back by Python's email package).
 */

const NOW = Date.UTC(2026, 2, 1, 12, 0);
const LINKS = { cancelUrl: "https://book.example.com/cancel/T", rescheduleUrl: "https://book.example.com/reschedule/T" };

const factsIn = (locale: string, bookerTimeZone: string): BookingMailFacts => ({
  icsUid: "booking-7@book.example.com",
  sequence: 0,
  title: "Intro call",
  location: "Online",
  place: { kind: "custom", location: "Online", meetingUrl: null },
  start: Date.UTC(2026, 2, 10, 14, 0),
  end: Date.UTC(2026, 2, 10, 14, 30),
  bookerName: "Ada Lovelace",
  bookerEmail: "ada@example.com",
  bookerTimeZone,
  notes: "",
  guests: [],
  answers: [],
  hostUsername: "hosty",
  hostEmail: "host@example.com",
  hostTimeZone: "Europe/Berlin",
  notifyHost: true,
  allHosts: [],
  words: catalogueWords(locale),
});

const booker = (messages: OutgoingMessage[]) => messages.find((message) => !message.kind.startsWith("host-"))!;
const host = (messages: OutgoingMessage[]) => messages.find((message) => message.kind.startsWith("host-"))!;

describe("the booker's mail in the booking's language", () => {
  it("Japanese: subject, greeting, details in Tokyo time and the links; the host's copy stays English", () => {
    const messages = bookingConfirmationMessages(factsIn("ja", "Asia/Tokyo"), LINKS, NOW);
    expect(booker(messages).subject).toBe("【予約確定】Intro call（hosty・2026年3月10日）");
    expect(booker(messages).body).toBe(
      [
        "Ada Lovelace 様",
        "",
        "hostyさんとのご予約が確定しました。",
        "",
        "内容：Intro call",
        "日時：2026年3月10日火曜日 23:00～23:30（日本標準時）",
        "場所：Online",
        "",
        "日時を変更する場合はこちら：https://book.example.com/reschedule/T",
        "キャンセルする場合はこちら：https://book.example.com/cancel/T",
        "",
        "添付の招待状から、この予約をカレンダーに追加できます。",
        "",
      ].join("\n"),
    );
    expect(booker(messages).html).toMatch(/^<div lang="ja" dir="ltr">/);
    expect(booker(messages).ics).toContain("SUMMARY:Intro call（hosty、Ada Lovelace）");
    expect(host(messages).subject).toBe("New booking: Intro call with Ada Lovelace on Mar 10, 2026");
    expect(host(messages).ics).toContain("SUMMARY:Intro call (hosty and Ada Lovelace)");
    expect(host(messages).html).toMatch(/^<p>/);
  });

  it("a booking that runs past midnight in the booker's zone names both days", () => {
    const facts = { ...factsIn("de", "Europe/Berlin"), start: Date.UTC(2026, 2, 10, 22, 30), end: Date.UTC(2026, 2, 10, 23, 30) };
    expect(booker(reminderMessages(facts, LINKS, { remindHost: false })).body).toContain(
      "Wann: Dienstag, 10. März 2026 um 23:30 – Mittwoch, 11. März 2026 um 00:30 (Mitteleuropäische Normalzeit)",
    );
  });

  it("German: the invitation's words are German, a cancellation by the host names them", () => {
    const facts = factsIn("de", "Europe/Berlin");
    expect(booker(bookingConfirmationMessages(facts, LINKS, NOW)).ics).toContain("SUMMARY:Intro call (hosty und Ada Lovelace)");
    const cancelled = booker(bookingCancellationMessages(facts, "host", NOW, "Krank"));
    expect(cancelled.subject).toBe("Storniert: Intro call mit hosty am 10. März 2026");
    expect(cancelled.body).toContain("hosty hat deine Buchung storniert.\n\nGrund:\nKrank\n\nWas: Intro call\nWann: Dienstag, 10. März 2026, 15:00–15:30 (Mitteleuropäische Normalzeit)\n");
  });

  it("Arabic: values are isolated inside right-to-left sentences and the HTML says rtl", () => {
    const mail = booker(bookingConfirmationMessages(factsIn("ar", "Asia/Riyadh"), LINKS, NOW));
    expect(mail.subject).toContain("تم التأكيد: \u2068Intro call\u2069 مع \u2068hosty\u2069");
    expect(mail.body).toContain("مرحبًا \u2068Ada Lovelace\u2069،");
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });

  it("isolates a value only where it runs against the mail's direction: no invisible marks in a subject that needs none", () => {
    const BIDI_MARKS = /[\u2066-\u2069]/;
    const received = (locale: string, names: Partial<BookingMailFacts>) => {
      const facts = { ...factsIn(locale, "UTC"), ...names };
      return booker(requestReceivedMessages(facts.words.booker, facts, facts.start - 86_400_000, LINKS.cancelUrl));
    };
    // English around Latin names and dates: nothing to isolate.
    const english = received("en", {});
    expect(english.subject).toBe("Request received: Intro call with hosty on Tuesday, March 10, 2026 at 14:00");
    expect(`${english.subject}${english.body}`).not.toMatch(BIDI_MARKS);
    // A Hebrew name in an English subject is isolated; the Latin words around it are not.
    expect(received("en", { hostUsername: "דני" }).subject).toBe("Request received: Intro call with \u2068דני\u2069 on Tuesday, March 10, 2026 at 14:00");
    // Arabic around a Latin title is isolated; an Arabic name and the Arabic date are not.
    const arabic = received("ar", { title: "Intro call", hostUsername: "سارة" });
    expect(arabic.subject).toContain("\u2068Intro call\u2069");
    expect(arabic.subject).not.toContain("\u2068سارة");
    expect(arabic.subject.match(/\u2068/g)).toHaveLength(1);
    // The confirmation's sentences follow the same rule.
    const confirmed = booker(bookingConfirmationMessages({ ...factsIn("en", "UTC"), bookerName: "נועה כהן" }, LINKS, NOW));
    expect(confirmed.body).toContain("\u2068נועה כהן\u2069");
    expect(confirmed.subject).not.toMatch(BIDI_MARKS);
  });

  it("Japanese and Arabic subjects and bodies survive MIME: Python's email package reads them back intact", () => {
    ensureMailParser();
    const dir = mkdtempSync(join(tmpdir(), "hangout-mail-"));
    const mails = [booker(bookingConfirmationMessages(factsIn("ja", "Asia/Tokyo"), LINKS, NOW)), booker(bookingConfirmationMessages(factsIn("ar", "Asia/Riyadh"), LINKS, NOW))];
    const paths = mails.map((mail, index) => {
      const raw = buildRawMessage({
        outboxId: index + 1,
        from: { name: "Hangout", address: "bookings@example.com" },
        to: mail.toAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.body,
        html: mail.html,
        ics: mail.ics,
        icsMethod: mail.icsMethod,
        messageId: `<hangout.${index}@example.com>`,
        idempotencyKey: `hangout-outbox/${index}`,
        date: NOW,
      });
      // Headers are 7-bit: the subject travels as RFC 2047 encoded words.
      expect(raw.split("\r\n\r\n")[0]).toMatch(/^[\x20-\x7e\r\n\t]*$/);
      const path = join(dir, `${index}.eml`);
      writeFileSync(path, raw);
      return path;
    });
    const parsed = parseMailFiles(paths);
    parsed.forEach((read, index) => {
      const mail = mails[index]!;
      expect(read.defects).toEqual([]);
      expect(read.headers.Subject).toBe(mail.subject);
      expect(read.parts[0]!.content.replace(/\r\n/g, "\n")).toBe(mail.body);
      expect(read.parts[1]!.content).toContain(mail.html.split("\n")[0]);
    });
  });
});
