import type { OutgoingMessage } from "./outgoing-message";
import { headerSafeSubject, singleLine } from "./header-safe";
import { type MailParagraph, paragraphsAsHtml, paragraphsAsText } from "./mail-body";

/*
 * What a host hears about a connected calendar: once when it has failed to sync three
 * times in a row, and once when it syncs again.
 */

export interface SubscriptionMailFacts {
  hostEmail: string;
  calendarName: string;
  /** The address's host name, the only part of the address ever shown. */
  calendarHost: string;
  /** Null: it never synced. */
  lastSyncedAt: number | null;
  lastError: string;
  settingsUrl: string;
}

const utc = (instant: number) =>
  `${new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(new Date(instant))} (UTC)`;

function mail(kind: OutgoingMessage["kind"], to: string, subject: string, paragraphs: MailParagraph[]): OutgoingMessage {
  return {
    kind,
    toAddress: to,
    replyTo: null,
    subject: headerSafeSubject(subject),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtml(paragraphs),
    ics: null,
    icsMethod: null,
  };
}

export function syncFailingMessage(facts: SubscriptionMailFacts): OutgoingMessage {
  const name = singleLine(facts.calendarName);
  const since = facts.lastSyncedAt === null ? "It has not synced yet." : `It last synced on ${utc(facts.lastSyncedAt)}.`;
  return mail("calendar-sync-failing", facts.hostEmail, `Your calendar ${name} is not syncing`, [
    [`Hangout could not read your connected calendar ${name} (${facts.calendarHost}) three times in a row. ${since}`],
    ["Until it syncs again, your booking pages use the busy times it had then, so new bookings may land on times that are busy there."],
    [`The last error: ${facts.lastError}`],
    [{ text: "Check it in Settings → Connected calendars: ", href: facts.settingsUrl }],
  ]);
}

export function syncRecoveredMessage(facts: SubscriptionMailFacts & { lastSyncedAt: number }): OutgoingMessage {
  const name = singleLine(facts.calendarName);
  return mail("calendar-sync-recovered", facts.hostEmail, `Your calendar ${name} is syncing again`, [
    [`Your connected calendar ${name} (${facts.calendarHost}) synced again on ${utc(facts.lastSyncedAt)}.`],
    ["Its busy times keep those hours off your booking pages again."],
  ]);
}

export interface BrokenConnectionFacts {
  hostEmail: string;
  /** "Google Calendar". */
  providerName: string;
  accountEmail: string;
  reason: string;
  settingsUrl: string;
}

/** Sent once when a provider refuses a connection's grant: nothing is read or written until the host connects again. */
export function connectionBrokenMessage(facts: BrokenConnectionFacts): OutgoingMessage {
  const account = singleLine(facts.accountEmail);
  return mail("calendar-connection-broken", facts.hostEmail, `Connect ${facts.providerName} again (${account})`, [
    [`${facts.providerName} no longer accepts Hangout's access to ${account}. ${facts.reason}`],
    ["Until you connect it again, its busy times are not updated and bookings are not written into it, so new bookings may land on times that are busy there."],
    [{ text: "Connect it again in Settings → Connected calendars: ", href: facts.settingsUrl }],
  ]);
}
