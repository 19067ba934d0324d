import { buildInvite, INVITE_SEQUENCE, type InviteMethod } from "../domain/ics-invite";
import { headerSafeSubject, isDeliverableAddress, singleLine } from "./header-safe";

/*
 * The mails a booking sends, as plain data ready for the outbox: plain text only (no HTML part, so
 * whatever a visitor typed is shown as text), with the .ics invitation beside it.
 */

export type OutboxKind = "booking-confirmation" | "host-notification" | "booking-cancellation" | "host-cancellation";

export interface OutgoingMessage {
  kind: OutboxKind;
  toAddress: string;
  subject: string;
  body: string;
  ics: string;
  icsMethod: InviteMethod;
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

function detailLines(facts: BookingMailFacts, timeZone: string): string[] {
  const lines = [
    `What: ${singleLine(facts.title)}`,
    `When: ${describeWhen(facts, timeZone)}`,
    `Where: ${singleLine(facts.location)}`,
  ];
  if (facts.guests.length > 0) lines.push(`Guests: ${facts.guests.map(singleLine).join(", ")}`);
  if (facts.notes.trim()) lines.push("Notes:", facts.notes.replace(/\r\n?/g, "\n"));
  return lines;
}

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

function message(kind: OutboxKind, to: string, subject: string, body: string[], ics: string, method: InviteMethod): OutgoingMessage {
  return { kind, toAddress: to, subject: headerSafeSubject(subject), body: `${body.join("\n")}\n`, ics, icsMethod: method };
}

const bookerAddress = (facts: BookingMailFacts) =>
  facts.bookerEmail && isDeliverableAddress(facts.bookerEmail) ? facts.bookerEmail : null;
const hostAddress = (facts: BookingMailFacts) =>
  facts.notifyHost && isDeliverableAddress(facts.hostEmail) ? facts.hostEmail : null;

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
        "booking-confirmation",
        booker,
        `Confirmed: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
        [
          `Hi ${bookerName},`,
          "",
          `Your booking with ${facts.hostUsername} is confirmed.`,
          "",
          ...detailLines(facts, facts.bookerTimeZone),
          "",
          `Need to cancel? Open ${cancelUrl}`,
          "",
          "The attached invitation adds this booking to your calendar.",
        ],
        ics,
        "REQUEST",
      ),
    );
  }
  if (host) {
    const bookedBy = facts.bookerEmail ? `${bookerName} <${facts.bookerEmail}>` : bookerName;
    messages.push(
      message(
        "host-notification",
        host,
        `New booking: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
        [
          `Hi ${facts.hostUsername},`,
          "",
          `${bookerName} booked time with you.`,
          "",
          `Booked by: ${bookedBy}`,
          ...detailLines(facts, facts.hostTimeZone),
          "",
          "The booking is in your Hangout calendar; the attached invitation adds it to other calendars.",
        ],
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
export function bookingCancellationMessages(facts: BookingMailFacts, cancelledBy: "booker" | "host", now: number): OutgoingMessage[] {
  const ics = invite(facts, "CANCEL", now);
  const messages: OutgoingMessage[] = [];
  const booker = bookerAddress(facts);
  const host = cancelledBy === "booker" ? hostAddress(facts) : null;
  const bookerName = singleLine(facts.bookerName);
  if (booker) {
    const what = cancelledBy === "booker" ? "Your booking has been cancelled." : `${facts.hostUsername} cancelled your booking.`;
    messages.push(
      message(
        "booking-cancellation",
        booker,
        `Cancelled: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
        [`Hi ${bookerName},`, "", what, "", ...detailLines(facts, facts.bookerTimeZone)],
        ics,
        "CANCEL",
      ),
    );
  }
  if (host) {
    messages.push(
      message(
        "host-cancellation",
        host,
        `Cancelled: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
        [
          `Hi ${facts.hostUsername},`,
          "",
          `${bookerName} cancelled their booking. The time is free again.`,
          "",
          ...detailLines(facts, facts.hostTimeZone),
        ],
        ics,
        "CANCEL",
      ),
    );
  }
  return messages;
}
