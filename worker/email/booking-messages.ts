import type { BookingAnswer } from "../domain/booking-answer";
import { buildInvite, inviteSequence, type InviteMethod } from "../domain/ics/ics-invite";
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
  | "booking-rescheduled"
  | "host-rescheduled"
  | "booking-reminder"
  | "host-reminder"
  | "calendar-sync-failing"
  | "calendar-sync-recovered"
  | "webhook-paused"
  | "team-invitation"
  // A booking request (issue 29): the booker's receipt and decline, the host's Approve/Decline mail.
  | "request-received"
  | "request-declined"
  | "approval-request";

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
  sequence: number;
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
  /** The booker's answers to the event type's questions; the host's notification shows them. */
  answers: readonly BookingAnswer[];
  hostUsername: string;
  hostEmail: string;
  /** Zone of the host's schedule: the host's mail shows times in it. */
  hostTimeZone: string;
  notifyHost: boolean;
  /** Every host of a collective booking, the first one the organizer; empty when one host holds it. */
  allHosts: readonly { username: string; email: string }[];
}

/** Whom the booker meets: the host, or every host of a collective booking ("alice, bob, and carol"). */
export const withWhom = (facts: BookingMailFacts): string =>
  facts.allHosts.length > 1 ? new Intl.ListFormat("en-US", { type: "conjunction" }).format(facts.allHosts.map((host) => host.username)) : facts.hostUsername;


export function describeWhen(facts: BookingMailFacts, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone });
  return `${format.formatRange(new Date(facts.start), new Date(facts.end))} (${timeZone})`;
}

export function shortDate(facts: BookingMailFacts, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(new Date(facts.start));
}

export function detailLines(facts: BookingMailFacts, timeZone: string): MailParagraph {
  const lines = [
    `What: ${singleLine(facts.title)}`,
    `When: ${describeWhen(facts, timeZone)}`,
    `Where: ${singleLine(facts.location)}`,
  ];
  if (facts.allHosts.length > 1) lines.push(`Hosts: ${withWhom(facts)}`);
  if (facts.guests.length > 0) lines.push(`Guests: ${facts.guests.map(singleLine).join(", ")}`);
  if (facts.notes.trim()) lines.push("Notes:", facts.notes.replace(/\r\n?/g, "\n"));
  return lines;
}

/** The booker's answers as their own paragraph, one "label: value" each; none given, nothing. */
const answerLines = (answers: readonly BookingAnswer[]): MailParagraph[] =>
  answers.length > 0 ? [["Answers:", ...answers.map((answer) => `${singleLine(answer.label)}: ${answer.value.replace(/\r\n?/g, "\n")}`)]] : [];

/** The reason the side that cancelled gave, as its own paragraph; none given, nothing. */
export const reasonLines = (reason: string | null): MailParagraph[] => (reason ? [["Reason:", reason]] : []);

const organizerOf = (facts: BookingMailFacts) => {
  const first = facts.allHosts[0];
  return first ? { name: first.username, email: first.email } : { name: facts.hostUsername, email: facts.hostEmail };
};

export function invite(facts: BookingMailFacts, method: InviteMethod, now: number): string {
  return buildInvite({
    method,
    uid: facts.icsUid,
    sequence: inviteSequence(method, facts.sequence),
    start: facts.start,
    end: facts.end,
    stamp: now,
    summary: `${facts.title} (${withWhom(facts)} and ${facts.bookerName})`,
    description: facts.notes,
    location: facts.location,
    // One invitation for a collective booking: the first host organizes it, every host attends.
    organizer: organizerOf(facts),
    attendees: [
      { name: facts.bookerName, email: facts.bookerEmail },
      ...facts.allHosts.map((host) => ({ name: host.username, email: isDeliverableAddress(host.email) ? host.email : null })),
    ],
  });
}

interface Mail {
  kind: OutboxKind;
  to: string;
  replyTo: string | null;
  subject: string;
  paragraphs: MailParagraph[];
}

function message(mail: Mail, ics: string | null, method: InviteMethod | null): OutgoingMessage {
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

/** The booker's private links: cancel, and pick another time. */
export interface BookerLinks {
  cancelUrl: string;
  rescheduleUrl: string;
}

/** The paragraph that tells the booker how to change their booking. */
export const bookerLinkLines = (links: BookerLinks): MailParagraph => [
  { text: "Need to change the time? Open ", href: links.rescheduleUrl },
  { text: "Need to cancel? Open ", href: links.cancelUrl },
];

/** One side's mail of a booking: its kind, subject and paragraphs; the address and Reply-To come from the facts. */
export interface SideMail {
  kind: OutboxKind;
  subject: string;
  paragraphs: MailParagraph[];
}

/** The one side of a booking a mail is written to, in that side's zone. */
export interface MailReader {
  /** Whom the mail greets. */
  name: string;
  /** The other side, as the subject names them. */
  other: string;
  timeZone: string;
}

export const bookerReader = (facts: BookingMailFacts): MailReader => ({
  name: singleLine(facts.bookerName),
  other: withWhom(facts),
  timeZone: facts.bookerTimeZone,
});

export const hostReader = (facts: BookingMailFacts): MailReader => ({
  name: facts.hostUsername,
  other: singleLine(facts.bookerName),
  timeZone: facts.hostTimeZone,
});

/**
 * The skeleton every side's mail of a booking shares: "<Label>: <title> with <the other side> on
 * <date>" and a greeting, the date and details in the reader's own zone.
 */
export function sideMail(
  facts: BookingMailFacts,
  reader: MailReader,
  { kind, label, paragraphs }: { kind: OutboxKind; label: string; paragraphs: (timeZone: string) => MailParagraph[] },
): SideMail {
  return {
    kind,
    subject: `${label}: ${facts.title} with ${reader.other} on ${shortDate(facts, reader.timeZone)}`,
    paragraphs: [[`Hi ${reader.name},`], ...paragraphs(reader.timeZone)],
  };
}

/**
 * A booking's mail to its two sides, each only when given and reachable: the booker at their address
 * (replies reach the host), the host at theirs when they take notifications (replies reach the booker).
 */
export function toBothSides(
  facts: BookingMailFacts,
  mails: { booker: SideMail; host: SideMail | null },
  ics: string | null,
  method: InviteMethod | null,
): OutgoingMessage[] {
  const booker = bookerAddress(facts);
  const host = mails.host ? hostAddress(facts) : null;
  return [
    ...(booker ? [message({ ...mails.booker, to: booker, replyTo: hostReplyAddress(facts) }, ics, method)] : []),
    ...(host && mails.host ? [message({ ...mails.host, to: host, replyTo: booker }, ics, method)] : []),
  ];
}

/** A mail to the host alone (when they take notifications and are reachable); replies reach the booker. */
export function toHostOnly(facts: BookingMailFacts, mail: SideMail, ics: string | null, method: InviteMethod | null): OutgoingMessage[] {
  const host = hostAddress(facts);
  return host ? [message({ ...mail, to: host, replyTo: bookerAddress(facts) }, ics, method)] : [];
}

/** Booker confirmation (if they gave an address) and host notification (if the host wants them). */
export function bookingConfirmationMessages(facts: BookingMailFacts, links: BookerLinks, now: number): OutgoingMessage[] {
  const bookerName = singleLine(facts.bookerName);
  const bookedBy = facts.bookerEmail ? `${bookerName} <${facts.bookerEmail}>` : bookerName;
  return toBothSides(
    facts,
    {
      booker: sideMail(facts, bookerReader(facts), {
        kind: "booking-confirmation",
        label: "Confirmed",
        paragraphs: (zone) => [
          [`Your booking with ${withWhom(facts)} is confirmed.`],
          detailLines(facts, zone),
          bookerLinkLines(links),
          ["The attached invitation adds this booking to your calendar."],
        ],
      }),
      host: sideMail(facts, hostReader(facts), {
        kind: "host-notification",
        label: "New booking",
        paragraphs: (zone) => [
          [`${bookerName} booked time with you.`],
          [`Booked by: ${bookedBy}`, ...detailLines(facts, zone)],
          ...answerLines(facts.answers),
          ["The booking is in your Hangout calendar; the attached invitation adds it to other calendars."],
        ],
      }),
    },
    invite(facts, "REQUEST", now),
    "REQUEST",
  );
}

/**
 * Cancellation mails: the booker always hears (if they gave an address); the host hears when the
 * booker cancelled and the host wants notifications — a host who cancelled knows already, but the
 * other hosts of a collective booking hear either way.
 */
export function bookingCancellationMessages(
  facts: BookingMailFacts,
  cancelledBy: "booker" | "host",
  now: number,
  reason: string | null = null,
): OutgoingMessage[] {
  const bookerName = singleLine(facts.bookerName);
  const what = cancelledBy === "booker" ? "Your booking has been cancelled." : `${facts.hostUsername} cancelled your booking.`;
  return toBothSides(
    facts,
    {
      booker: sideMail(facts, bookerReader(facts), {
        kind: "booking-cancellation",
        label: "Cancelled",
        paragraphs: (zone) => [[what], ...reasonLines(reason), detailLines(facts, zone)],
      }),
      host:
        cancelledBy === "booker" || facts.allHosts.length > 1
          ? sideMail(facts, hostReader(facts), {
              kind: "host-cancellation",
              label: "Cancelled",
              paragraphs: (zone) => [
                [cancelledBy === "booker" ? `${bookerName} cancelled their booking. The time is free again.` : `The booking with ${bookerName} was cancelled. The time is free again.`],
                ...reasonLines(reason),
                detailLines(facts, zone),
              ],
            })
          : null,
    },
    invite(facts, "CANCEL", now),
    "CANCEL",
  );
}

/** The host's side of each kind of mail: a booking with several hosts sends one to each. */
const HOST_KINDS: ReadonlySet<OutboxKind> = new Set(["host-notification", "host-cancellation", "host-rescheduled", "host-reminder"]);

/**
 * A booking's mail when it has several hosts: `build` writes both sides for one host's facts; the
 * booker's mail is kept once (from the first host's facts), each host's own mail from theirs.
 */
export function toEveryHost(perHost: readonly BookingMailFacts[], build: (facts: BookingMailFacts) => OutgoingMessage[]): OutgoingMessage[] {
  return perHost.flatMap((facts, index) => build(facts).filter((message) => index === 0 || HOST_KINDS.has(message.kind)));
}
