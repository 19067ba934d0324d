import { describe, expect, it } from "vitest";
import { approvalRequestMessages } from "../../worker/email/approval-messages";
import { bookingConfirmationMessages } from "../../worker/email/booking-messages";
import type { BookingMailFacts } from "../../worker/email/mail-facts";
import type { OutgoingMessage } from "../../worker/email/outgoing-message";
import { syncFailingMessage } from "../../worker/email/subscription-messages";
import { teamInvitationMessage } from "../../worker/email/team-messages";
import { webhookPausedMessage } from "../../worker/email/webhook-messages";
import { catalogueTranslator, catalogueWords } from "./catalogue-words";

/*
 * The host's mail in the host's language (docs/LANGUAGES.md, "The host's mail"): the booking's
 * notifications and requests, the notices about their calendars and webhooks, and a team's invitation.
 * The product's English stays as the golden files have it (mail-golden.test.ts).
 */

const NOW = Date.UTC(2026, 2, 1, 12, 0);
const LINKS = { cancelUrl: "https://book.example.com/cancel/T", rescheduleUrl: "https://book.example.com/reschedule/T" };

const factsIn = (bookerLocale: string, hostLocale: string): BookingMailFacts => ({
  icsUid: "booking-7@book.example.com",
  sequence: 0,
  title: "Intro call",
  location: "Online",
  place: { kind: "custom", location: "Online", meetingUrl: null },
  start: Date.UTC(2026, 2, 10, 14, 0),
  end: Date.UTC(2026, 2, 10, 14, 30),
  bookerName: "Ada Lovelace",
  bookerEmail: "ada@example.com",
  bookerTimeZone: "Asia/Tokyo",
  notes: "",
  guests: [],
  answers: [{ label: "Company", value: "Analytical Engines" }],
  hostUsername: "hosty",
  hostEmail: "host@example.com",
  hostTimeZone: "Europe/Berlin",
  notifyHost: true,
  allHosts: [],
  words: catalogueWords(bookerLocale, hostLocale),
});

const host = (messages: OutgoingMessage[]) => messages.find((message) => message.kind.startsWith("host-"))!;
const booker = (messages: OutgoingMessage[]) => messages.find((message) => message.kind === "booking-confirmation")!;

describe("the host's mail in the host's language", () => {
  it("a German host's notification of a Japanese booking is German, the booker's confirmation Japanese", () => {
    const messages = bookingConfirmationMessages(factsIn("ja", "de"), LINKS, NOW);
    expect(host(messages).subject).toBe("Neue Buchung: Intro call mit Ada Lovelace am 10. März 2026");
    expect(host(messages).body).toBe(
      [
        "Hallo hosty,",
        "",
        "Ada Lovelace hat einen Termin bei dir gebucht.",
        "",
        "Gebucht von: Ada Lovelace <ada@example.com>",
        "Was: Intro call",
        "Wann: Dienstag, 10. März 2026, 15:00–15:30 (Mitteleuropäische Normalzeit)",
        "Wo: Online",
        "",
        "Antworten:",
        "Company: Analytical Engines",
        "",
        "Die Buchung steht in deinem Hangout-Kalender; die angehängte Einladung trägt sie in andere Kalender ein.",
        "",
      ].join("\n"),
    );
    expect(host(messages).html).toMatch(/^<div lang="de" dir="ltr">/);
    expect(host(messages).ics).toContain("SUMMARY:Intro call (hosty und Ada Lovelace)");
    expect(booker(messages).subject).toBe("【予約確定】Intro call（hosty・2026年3月10日）");
    expect(booker(messages).ics).toContain("SUMMARY:Intro call（hosty、Ada Lovelace）");
  });

  it("a Hebrew host's mail isolates the Latin names and says rtl", () => {
    const mail = host(bookingConfirmationMessages(factsIn("en", "he"), LINKS, NOW));
    expect(mail.subject).toContain("הזמנה חדשה: \u2068Intro call\u2069 עם \u2068Ada Lovelace\u2069");
    expect(mail.html).toMatch(/^<div lang="he" dir="rtl">/);
  });

  it("a French host's request to approve is French, its deadline on their clock and in their zone's name", () => {
    const [mail] = approvalRequestMessages(factsIn("en", "fr"), { approveUrl: "https://a/", declineUrl: "https://d/" }, Date.UTC(2026, 2, 9, 14, 0));
    expect(mail!.subject).toBe("Demande de réservation\u00a0: Intro call avec Ada Lovelace le 10 mars 2026");
    expect(mail!.body).toContain("Bonjour hosty,\n\nAda Lovelace souhaite réserver un créneau avec vous.");
    expect(mail!.body).toContain("Accepter\u00a0: https://a/\nRefuser\u00a0: https://d/");
    expect(mail!.body).toMatch(/Merci de répondre avant le lundi 9 mars 2026 (à )?15:00 \(heure normale d’Europe centrale\)/);
  });

  it("the notices about a calendar, a webhook and a team's invitation speak the reader's language", () => {
    const de = catalogueTranslator("de");
    const calendar = { hostEmail: "h@example.com", calendarName: "Work", calendarHost: "cal.example.com", lastSyncedAt: null, lastError: "500", settingsUrl: "https://s/" };
    expect(syncFailingMessage(de, calendar).subject).toBe("Dein Kalender Work wird nicht synchronisiert");
    const webhook = webhookPausedMessage(catalogueTranslator("pl"), { hostEmail: "h@example.com", url: "https://hooks.example.com/x", failures: 20, lastError: "500", settingsUrl: "https://s/" });
    expect(webhook.body).toContain("20 razy z rzędu");
    const invitation = teamInvitationMessage(catalogueTranslator("ja"), {
      toAddress: "g@example.com",
      inviterUsername: "hosty",
      teamName: "Sales",
      role: "admin",
      joinUrl: "https://j/",
      validDays: 7,
    });
    expect(invitation.subject).toBe("hostyさんから Hangout のSalesへの招待");
    expect(invitation.body).toContain("管理者として参加");
  });
});
