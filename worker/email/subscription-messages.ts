import type { Translator } from "../../shared/i18n/translator";
import type { OutgoingMessage } from "./outgoing-message";
import { headerSafeSubject, singleLine } from "./header-safe";
import { type MailParagraph, paragraphsAsHtmlIn, paragraphsAsText } from "./mail-body";
import { zonedMoment } from "./mail-dates";

/*
 * What a host hears about a connected calendar, in their language: once when it has failed to sync
 * three times in a row, and once when it syncs again. Times are UTC: a calendar has no zone of the host's.
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

function mail(t: Translator, kind: OutgoingMessage["kind"], to: string, subject: string, paragraphs: MailParagraph[]): OutgoingMessage {
  return {
    kind,
    toAddress: to,
    replyTo: null,
    subject: headerSafeSubject(subject),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtmlIn(t.locale, paragraphs),
    ics: null,
    icsMethod: null,
  };
}

export function syncFailingMessage(t: Translator, facts: SubscriptionMailFacts): OutgoingMessage {
  const name = singleLine(facts.calendarName);
  const calendar = { name, host: facts.calendarHost };
  return mail(t, "calendar-sync-failing", facts.hostEmail, t.t("hostmail.sync.failingSubject", { name }), [
    [
      facts.lastSyncedAt === null
        ? t.t("hostmail.sync.failingNever", calendar)
        : t.t("hostmail.sync.failingSince", { ...calendar, when: zonedMoment(t, facts.lastSyncedAt, "UTC") }),
    ],
    [t.t("hostmail.sync.stale")],
    [t.t("hostmail.lastError", { error: facts.lastError })],
    [{ text: t.t("hostmail.sync.check"), href: facts.settingsUrl }],
  ]);
}

export function syncRecoveredMessage(t: Translator, facts: SubscriptionMailFacts & { lastSyncedAt: number }): OutgoingMessage {
  const name = singleLine(facts.calendarName);
  return mail(t, "calendar-sync-recovered", facts.hostEmail, t.t("hostmail.sync.recoveredSubject", { name }), [
    [t.t("hostmail.sync.recovered", { name, host: facts.calendarHost, when: zonedMoment(t, facts.lastSyncedAt, "UTC") })],
    [t.t("hostmail.sync.busyAgain")],
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
export function connectionBrokenMessage(t: Translator, facts: BrokenConnectionFacts): OutgoingMessage {
  const names = { provider: facts.providerName, account: singleLine(facts.accountEmail) };
  return mail(t, "calendar-connection-broken", facts.hostEmail, t.t("hostmail.connection.brokenSubject", names), [
    [t.t("hostmail.connection.brokenLost", { ...names, reason: facts.reason })],
    [t.t("hostmail.connection.brokenStale")],
    [{ text: t.t("hostmail.connection.brokenReconnect"), href: facts.settingsUrl }],
  ]);
}
