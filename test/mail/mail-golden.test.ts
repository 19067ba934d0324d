import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bookingCancellationMessages, bookingConfirmationMessages } from "../../worker/email/booking-messages";
import type { BookingMailFacts } from "../../worker/email/mail-facts";
import type { OutgoingMessage } from "../../worker/email/outgoing-message";
import { reminderMessages } from "../../worker/email/reminder-messages";
import { bookingRescheduleMessages } from "../../worker/email/reschedule-messages";
import { buildRawMessage } from "../../worker/email/mime-message";
import { connectionBrokenMessage, type SubscriptionMailFacts, syncFailingMessage, syncRecoveredMessage } from "../../worker/email/subscription-messages";
import { webhookPausedMessage } from "../../worker/email/webhook-messages";
import { teamInvitationMessage } from "../../worker/email/team-messages";
import { approvalRequestMessages, requestDeclinedMessages, requestReceivedMessages, requestWithdrawnMessages } from "../../worker/email/approval-messages";
import { meetingLinkFailedMessages, meetingLinkMessages } from "../../worker/email/meeting-link-messages";
import { createTranslator } from "../../shared/i18n/translator";
import englishApproval from "../../shared/i18n/messages/en/approval.json";
import { catalogueWords } from "./catalogue-words";
import { ensureMailParser, parseMailFiles } from "./mail-tools";

/*
 * The raw message of each kind, kept in test/fixtures/mail/: a change to what Hangout sends shows up
 * as a diff there. Built from fixed facts and a fixed clock; only the MIME boundaries (random) are
 * normalised. `UPDATE_MAIL_GOLDEN=1` rewrites the files after a deliberate change.
 */

const GOLDEN_DIR = fileURLToPath(new URL("../fixtures/mail/", import.meta.url));
const NOW = Date.UTC(2026, 2, 1, 12, 0);
const CANCEL_URL = "https://book.example.com/cancel/TOKEN-0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";
const RESCHEDULE_URL = "https://book.example.com/reschedule/TOKEN-0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";
const LINKS = { cancelUrl: CANCEL_URL, rescheduleUrl: RESCHEDULE_URL };

const facts: BookingMailFacts = {
  icsUid: "booking-42@book.example.com",
  sequence: 0,
  title: "Intro call",
  location: "Online",
  place: { kind: "custom", location: "Online", meetingUrl: null },
  start: Date.UTC(2026, 2, 10, 14, 0),
  end: Date.UTC(2026, 2, 10, 14, 30),
  bookerName: "Zoë <Ada> Lovelace",
  bookerEmail: "ada@example.com",
  bookerTimeZone: "America/New_York",
  notes: "Bring the <b>plans</b> & more\nSecond line",
  guests: ["grace@example.com"],
  answers: [
    { label: "Company <name>", value: "Acme & Sons" },
    { label: "Agenda", value: "First point\nSecond point" },
  ],
  hostUsername: "hosty",
  hostEmail: "host@example.com",
  hostTimeZone: "Europe/Berlin",
  notifyHost: true,
  allHosts: [],
  words: catalogueWords("en"),
};

const FILES: Record<OutgoingMessage["kind"], string> = {
  "booking-confirmation": "confirmation.eml",
  "host-notification": "host-notification.eml",
  "booking-cancellation": "cancellation.eml",
  "host-cancellation": "host-cancellation.eml",
  "booking-rescheduled": "rescheduled.eml",
  "host-rescheduled": "host-rescheduled.eml",
  "booking-reminder": "reminder.eml",
  "host-reminder": "host-reminder.eml",
  "calendar-sync-failing": "calendar-sync-failing.eml",
  "calendar-sync-recovered": "calendar-sync-recovered.eml",
  "calendar-connection-broken": "calendar-connection-broken.eml",
  "webhook-paused": "webhook-paused.eml",
  "team-invitation": "team-invitation.eml",
  "request-received": "request-received.eml",
  "request-declined": "request-declined.eml",
  "approval-request": "approval-request.eml",
  "request-withdrawn": "request-withdrawn.eml",
  "meeting-link": "meeting-link.eml",
  "host-meeting-link": "host-meeting-link.eml",
  "meeting-link-failed": "meeting-link-failed.eml",
  "host-meeting-link-failed": "host-meeting-link-failed.eml",
};

/** A Google Meet booking's facts once its link is made. */
const meetFacts: BookingMailFacts = { ...facts, location: "Google Meet", place: { kind: "google_meet", location: "Google Meet", meetingUrl: "https://meet.google.com/abc-defg-hij" } };

const calendarFacts: SubscriptionMailFacts = {
  hostEmail: "host@example.com",
  calendarName: "Work <Outlook>",
  calendarHost: "outlook.office365.com",
  lastSyncedAt: Date.UTC(2026, 2, 1, 9, 15),
  lastError: "The calendar's address answered 500.",
  settingsUrl: "https://book.example.com/settings",
};

function raw(message: OutgoingMessage, outboxId: number): string {
  return buildRawMessage({
    outboxId,
    from: { name: "Hangout", address: "bookings@example.com" },
    to: message.toAddress,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.body,
    html: message.html,
    ics: message.ics,
    icsMethod: message.icsMethod,
    messageId: `<hangout.${outboxId}.${NOW}@example.com>`,
    idempotencyKey: `hangout-outbox/${outboxId}.${NOW}`,
    date: NOW,
  });
}

/** Boundaries are random per message: named by their role instead. */
function normalised(message: string): string {
  const boundaries = [...message.matchAll(/boundary=([^\s;]+)/g)].map((match) => match[1]!);
  return boundaries.reduce((text, boundary, index) => text.replaceAll(boundary, `BOUNDARY-${index + 1}`), message);
}

const messages = [
  ...bookingConfirmationMessages(facts, LINKS, NOW),
  ...bookingCancellationMessages(facts, "booker", NOW),
  // Moved a day later: the invitation keeps its UID with SEQUENCE 1.
  ...bookingRescheduleMessages({ ...facts, sequence: 1, start: facts.start + 86_400_000, end: facts.end + 86_400_000 }, { start: facts.start, end: facts.end }, LINKS, NOW),
  ...reminderMessages(facts, LINKS, { remindHost: true }),
  syncFailingMessage(facts.words.host, calendarFacts),
  syncRecoveredMessage(facts.words.host, { ...calendarFacts, lastSyncedAt: NOW }),
  webhookPausedMessage(facts.words.host, {
    hostEmail: "host@example.com",
    url: "https://hooks.example.com/hangout?source=<bookings>",
    failures: 20,
    lastError: "The endpoint answered 500.",
    settingsUrl: "https://book.example.com/settings",
  }),
  teamInvitationMessage(facts.words.host, {
    toAddress: "grace@example.com",
    inviterUsername: "hosty",
    teamName: "Sales <EU>",
    role: "member",
    joinUrl: "https://book.example.com/teams/join/TOKEN-0123456789abcdefghijklmnopqrstuvwxyzABCDEFG",
    validDays: 7,
  }),
  // A request's mails carry no invitation; the host's links are signed (a fixed stand-in here).
  ...requestReceivedMessages(createTranslator("en", englishApproval), facts, facts.start - 86_400_000, "https://book.example.com/cancel/TOKEN"),
  ...requestDeclinedMessages(createTranslator("en", englishApproval), facts, { by: "host", reason: "Travelling <that week>" }),
  ...approvalRequestMessages(facts, { approveUrl: "https://book.example.com/requests/42/approve/SIG", declineUrl: "https://book.example.com/requests/42/decline/SIG" }, facts.start - 86_400_000),
  ...requestWithdrawnMessages(facts),
  connectionBrokenMessage(facts.words.host, {
    hostEmail: "host@example.com",
    providerName: "Google Calendar",
    accountEmail: "host@gmail.example",
    reason: "Google no longer accepts Hangout's access; connect the account again.",
    settingsUrl: "https://book.example.com/settings",
  }),
  // A Meet booking's link once Google made it (the booker's invitation carries it), and the word that it could not be made.
  ...meetingLinkMessages(meetFacts, NOW),
  ...meetingLinkFailedMessages({ ...meetFacts, place: { ...meetFacts.place, meetingUrl: null } }),
];

describe("mail golden files", () => {
  it("builds one message of each kind", () => {
    expect(messages.map((message) => message.kind).sort()).toEqual(Object.keys(FILES).sort());
  });

  it("freshly built messages equal the golden files", () => {
    if (process.env.UPDATE_MAIL_GOLDEN === "1") {
      mkdirSync(GOLDEN_DIR, { recursive: true });
      messages.forEach((message, index) => writeFileSync(GOLDEN_DIR + FILES[message.kind], normalised(raw(message, index + 1))));
    }
    messages.forEach((message, index) => {
      expect(normalised(raw(message, index + 1))).toBe(readFileSync(GOLDEN_DIR + FILES[message.kind], "utf8"));
    });
  });

  it("the golden files parse in Python's email and icalendar packages, with the parts and methods they should have", () => {
    ensureMailParser();
    const parsed = parseMailFiles(Object.values(FILES).map((file) => GOLDEN_DIR + file));
    const invitations = parsed.filter((mail) => !mail.path.includes("calendar-") && !mail.path.includes("reminder") && !mail.path.includes("webhook") && !mail.path.includes("team-") && !mail.path.includes("request") && !mail.path.includes("link-failed"));
    for (const mail of invitations) {
      const method = mail.path.includes("cancel") ? "CANCEL" : "REQUEST";
      const moved = mail.path.includes("rescheduled");
      expect(mail.defects).toEqual([]);
      expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
      expect(mail.structure.type).toBe("multipart/mixed");
      expect(mail.structure.parts?.[0]?.parts?.map((part) => part.type)).toEqual(["text/plain", "text/html", "text/calendar"]);
      const calendars = mail.parts.filter((part) => part.type === "text/calendar");
      expect(calendars.map((part) => [part.method, part.calendar?.method, part.disposition])).toEqual([
        [method, method, null],
        [method, method, "attachment"],
      ]);
      const event = calendars[0]!.calendar!.events[0]!;
      const day = moved ? "2026-03-11" : "2026-03-10";
      expect(event).toMatchObject({ uid: facts.icsUid, sequence: method === "CANCEL" || moved ? 1 : 0, dtstart: `${day}T14:00:00+00:00`, dtend: `${day}T14:30:00+00:00` });
      expect(event.organizer?.address).toBe("mailto:host@example.com");
      expect(event.attendee?.address).toBe("mailto:ada@example.com");
      const html = mail.parts.find((part) => part.type === "text/html")!.content;
      // The link's mails name the booking by its details only; the subject names the booker.
      if (!mail.path.includes("meeting-link")) expect(html).toContain("Zoë &lt;Ada&gt; Lovelace");
      expect(html).not.toContain("<b>plans</b>");
    }
    const byName = (name: string) => parsed.find((mail) => mail.path.endsWith(name))!;
    expect(byName("confirmation.eml").headers["Reply-To"]).toBe("host@example.com");
    expect(byName("host-notification.eml").headers["Reply-To"]).toBe("ada@example.com");
    expect(byName("confirmation.eml").parts[0]!.content).toContain(`Need to cancel? Open ${CANCEL_URL}`);
    expect(byName("confirmation.eml").parts[0]!.content).toContain(`Need to change the time? Open ${RESCHEDULE_URL}`);
    expect(byName("rescheduled.eml").parts[0]!.content).toContain("Previously: Tuesday, March 10, 2026");
    expect(byName("confirmation.eml").parts[0]!.content).toContain("(America/New_York)");
    expect(byName("host-notification.eml").parts[0]!.content).toContain("(Europe/Berlin)");
    expect(byName("host-notification.eml").parts[0]!.content.replace(/\r\n/g, "\n")).toContain("Answers:\nCompany <name>: Acme & Sons\nAgenda: First point\nSecond point\n");
    expect(byName("host-notification.eml").parts[1]!.content).toContain("Company &lt;name&gt;: Acme &amp; Sons");
    expect(byName("confirmation.eml").parts[0]!.content).not.toContain("Answers:");
    expect(byName("meeting-link.eml").parts[0]!.content).toContain("Join: https://meet.google.com/abc-defg-hij");
    expect(byName("meeting-link.eml").parts.find((part) => part.type === "text/calendar")!.calendar!.events[0]).toMatchObject({ sequence: 0 });
    expect(byName("meeting-link-failed.eml").parts[0]!.content).toContain("The Google Meet link for this meeting could not be made. hosty will send you a way to join.");
    expect(byName("meeting-link-failed.eml").parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    for (const name of ["calendar-sync-failing.eml", "calendar-sync-recovered.eml", "calendar-connection-broken.eml", "reminder.eml", "host-reminder.eml"]) {
      const mail = byName(name);
      expect(mail.defects).toEqual([]);
      expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
      expect(mail.parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    }
    expect(byName("calendar-sync-failing.eml").parts[1]!.content).toContain("Work &lt;Outlook&gt;");
    expect(byName("reminder.eml").parts[0]!.content).toContain("This is a reminder of your booking with hosty.");
    expect(byName("calendar-sync-failing.eml").parts[0]!.content).toContain("The last error: The calendar's address answered 500.");
    const paused = byName("webhook-paused.eml");
    expect(paused.defects).toEqual([]);
    expect(paused.headers["Subject"]).toBe("Your webhook to hooks.example.com is paused");
    expect(paused.parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(paused.parts[1]!.content).toContain("source=&lt;bookings&gt;");
    const invited = byName("team-invitation.eml");
    expect(invited.defects).toEqual([]);
    expect(invited.headers["Subject"]).toBe("hosty invited you to Sales <EU> on Hangout");
    expect(invited.parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(invited.parts[0]!.content).toContain("Accept the invitation: https://book.example.com/teams/join/");
    expect(invited.parts[1]!.content).toContain("Sales &lt;EU&gt;");
    for (const name of ["request-received.eml", "request-declined.eml", "approval-request.eml"]) {
      expect(byName(name).defects).toEqual([]);
      expect(byName(name).parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    }
    expect(byName("approval-request.eml").parts[0]!.content).toContain("Approve: https://book.example.com/requests/42/approve/SIG");
    expect(byName("request-declined.eml").parts[1]!.content).toContain("Travelling &lt;that week&gt;");
  });
});
