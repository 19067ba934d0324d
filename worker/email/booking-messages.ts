import { buildInvite, INVITE_SEQUENCE, type InviteMethod } from "../domain/ics-invite";
import { headerSafeSubject, isDeliverableAddress, singleLine } from "./header-safe";
import { type MailParagraph, paragraphsAsHtml, paragraphsAsText } from "./mail-body";

/*
 * The mails a booking sends, as plain data ready for the outbox: the same paragraphs as plain text
 * and as HTML (whatever a visitor typed escaped), with the .ics invitation beside them.
 */

export type OutboxKind =
  | "booking-confirmation"
  | "host-notification"
  | "booking-cancellation"
  | "host-cancellation"
  | "calendar-sync-failing"
  | "calendar-sync-recovered"
  | "webhook-paused";

export interface OutgoingMessage {
  kind: OutboxKind;
  toAddress: string;
  subject: string;
  body: string;
  html: string;
  /** The other side of the booking, when they have an address: replies reach them. */
  replyTo: string | null;
  /** The booking's invitation; null for mail about something else (a connected calendar). */
  ics: string | null;
  icsMethod: InviteMethod | null;
}

export interface BookingMailFacts {
  icsUid: string;
  title: string;
  location: string;
  start: number;
  end: number;
  bookerName: string;
  bookerEmail: string | null;
  /** Zone the booker's mail shows times in (their browser zone when known, else UTC). */
  bookerTimeZone: string;
  notes: string;
  guests: readonly string[];
  hostUsername: string;
  hostEmail: string;
  /** Zone of the host's schedule: the host's mail shows times in it. */
  hostTimeZone: string;
  notifyHost: boolean;
}


function describeWhen(facts: BookingMailFacts, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone });
  return `${format.formatRange(new Date(facts.start), new Date(facts.end))} (${timeZone})`;
}

function shortDate(facts: BookingMailFacts, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(new Date(facts.start));
}

function detailLines(facts: BookingMailFacts, timeZone: string): MailParagraph {
  const lines = [
    `What: ${singleLine(facts.title)}`,
    `When: ${describeWhen(facts, timeZone)}`,
    `Where: ${singleLine(facts.location)}`,
  ];
  if (facts.guests.length > 0) lines.push(`Guests: ${facts.guests.map(singleLine).join(", ")}`);
  if (facts.notes.trim()) lines.push("Notes:", facts.notes.replace(/\r\n?/g, "\n"));
  return lines;
}

/** The reason the side that cancelled gave, as its own paragraph; none given, nothing. */
const reasonLines = (reason: string | null): MailParagraph[] => (reason ? [["Reason:", reason]] : []);

function invite(facts: BookingMailFacts, method: InviteMethod, now: number): string {
  return buildInvite({
    method,
    uid: facts.icsUid,
    sequence: INVITE_SEQUENCE[method],
    start: facts.start,
    end: facts.end,
    stamp: now,
    summary: `${facts.title} (${facts.hostUsername} and ${facts.bookerName})`,
    description: facts.notes,
    location: facts.location,
    organizer: { name: facts.hostUsername, email: facts.hostEmail },
    attendee: { name: facts.bookerName, email: facts.bookerEmail },
  });
}

interface Mail {
  kind: OutboxKind;
  to: string;
  replyTo: string | null;
  subject: string;
  paragraphs: MailParagraph[];
}

function message(mail: Mail, ics: string, method: InviteMethod): OutgoingMessage {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo,
    subject: headerSafeSubject(mail.subject),
    body: paragraphsAsText(mail.paragraphs),
    html: paragraphsAsHtml(mail.paragraphs),
    ics,
    icsMethod: method,
  };
}

const bookerAddress = (facts: BookingMailFacts) =>
  facts.bookerEmail && isDeliverableAddress(facts.bookerEmail) ? facts.bookerEmail : null;
const hostAddress = (facts: BookingMailFacts) =>
  facts.notifyHost && isDeliverableAddress(facts.hostEmail) ? facts.hostEmail : null;
/** Where the booker's reply goes: the host, whether or not the host takes notifications. */
const hostReplyAddress = (facts: BookingMailFacts) => (isDeliverableAddress(facts.hostEmail) ? facts.hostEmail : null);

/** Booker confirmation (if they gave an address) and host notification (if the host wants them). */
export function bookingConfirmationMessages(facts: BookingMailFacts, cancelUrl: string, now: number): OutgoingMessage[] {
  const ics = invite(facts, "REQUEST", now);
  const messages: OutgoingMessage[] = [];
  const booker = bookerAddress(facts);
  const host = hostAddress(facts);
  const bookerName = singleLine(facts.bookerName);
  if (booker) {
    messages.push(
      message(
        {
          kind: "booking-confirmation",
          to: booker,
          replyTo: hostReplyAddress(facts),
          subject: `Confirmed: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
          paragraphs: [
            [`Hi ${bookerName},`],
            [`Your booking with ${facts.hostUsername} is confirmed.`],
            detailLines(facts, facts.bookerTimeZone),
            [{ text: "Need to cancel? Open ", href: cancelUrl }],
            ["The attached invitation adds this booking to your calendar."],
          ],
        },
        ics,
        "REQUEST",
      ),
    );
  }
  if (host) {
    const bookedBy = facts.bookerEmail ? `${bookerName} <${facts.bookerEmail}>` : bookerName;
    messages.push(
      message(
        {
          kind: "host-notification",
          to: host,
          replyTo: booker,
          subject: `New booking: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
          paragraphs: [
            [`Hi ${facts.hostUsername},`],
            [`${bookerName} booked time with you.`],
            [`Booked by: ${bookedBy}`, ...detailLines(facts, facts.hostTimeZone)],
            ["The booking is in your Hangout calendar; the attached invitation adds it to other calendars."],
          ],
        },
        ics,
        "REQUEST",
      ),
    );
  }
  return messages;
}

/**
 * Cancellation mails: the booker always hears (if they gave an address); the host hears when the
 * booker cancelled and the host wants notifications — a host who cancelled knows already.
 */
export function bookingCancellationMessages(
  facts: BookingMailFacts,
  cancelledBy: "booker" | "host",
  now: number,
  reason: string | null = null,
): OutgoingMessage[] {
  const ics = invite(facts, "CANCEL", now);
  const messages: OutgoingMessage[] = [];
  const booker = bookerAddress(facts);
  const host = cancelledBy === "booker" ? hostAddress(facts) : null;
  const bookerName = singleLine(facts.bookerName);
  if (booker) {
    const what = cancelledBy === "booker" ? "Your booking has been cancelled." : `${facts.hostUsername} cancelled your booking.`;
    messages.push(
      message(
        {
          kind: "booking-cancellation",
          to: booker,
          replyTo: hostReplyAddress(facts),
          subject: `Cancelled: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
          paragraphs: [[`Hi ${bookerName},`], [what], ...reasonLines(reason), detailLines(facts, facts.bookerTimeZone)],
        },
        ics,
        "CANCEL",
      ),
    );
  }
  if (host) {
    messages.push(
      message(
        {
          kind: "host-cancellation",
          to: host,
          replyTo: booker,
          subject: `Cancelled: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
          paragraphs: [
            [`Hi ${facts.hostUsername},`],
            [`${bookerName} cancelled their booking. The time is free again.`],
            ...reasonLines(reason),
            detailLines(facts, facts.hostTimeZone),
          ],
        },
        ics,
        "CANCEL",
      ),
    );
  }
  return messages;
}
