import { isolateIn } from "../../shared/i18n/bidi";
import { defaultClock } from "../../shared/i18n/calendar-conventions";
import { dateTimeText, timeText, zoneName } from "../../shared/i18n/date-labels";
import { directionOf } from "../../shared/i18n/locales";
import type { Translator } from "../../shared/i18n/translator";
import { headerSafeSubject, isDeliverableAddress, singleLine } from "./header-safe";
import { type MailParagraph, paragraphsAsHtmlIn, paragraphsAsText } from "./mail-body";
import { subjectDate, whenText, zonedMoment } from "./mail-dates";
import type { BookingMailFacts } from "./mail-facts";
import { detailLines } from "./mail-lines";
import type { OutboxKind, OutgoingMessage } from "./outgoing-message";

/*
 * The mails of a booking request. The booker's are in their own language (the `approval`
 * namespace, the booking's locale); the host's in the host's (the `hostmail` namespace). None
 * carries an invitation: a request is no meeting until it is approved.
 */

function mail(kind: OutboxKind, to: string, replyTo: string | null, subject: string, paragraphs: MailParagraph[], locale = "en"): OutgoingMessage {
  return {
    kind,
    toAddress: to,
    replyTo,
    subject: headerSafeSubject(subject),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtmlIn(locale, paragraphs),
    ics: null,
    icsMethod: null,
  };
}

/** A value isolated where the booker's language needs it: only when it runs against the mail's direction (shared/i18n/bidi.ts). */
const iso = (t: Translator, value: string) => isolateIn(directionOf(t.locale), value);

const bookerAddress = (facts: BookingMailFacts) => (facts.bookerEmail && isDeliverableAddress(facts.bookerEmail) ? facts.bookerEmail : null);
const hostAddress = (facts: BookingMailFacts) => (isDeliverableAddress(facts.hostEmail) ? facts.hostEmail : null);

/** A time as the booker's locale writes it, with its zone named: "Monday, March 9, 2026, 09:00 (Central European Time)". */
function bookerTime(t: Translator, instant: number, timeZone: string): string {
  const clock = defaultClock(t.locale);
  return t.t("approval.dateTime", { time: iso(t, dateTimeText(t.locale, instant, timeZone, clock)), zone: iso(t, zoneName(t.locale, instant, timeZone)) });
}

/** What, when and where, in the booker's words. */
function bookerDetails(t: Translator, facts: BookingMailFacts): MailParagraph {
  const zone = facts.bookerTimeZone;
  const clock = defaultClock(t.locale);
  const when = {
    start: iso(t, dateTimeText(t.locale, facts.start, zone, clock)),
    end: iso(t, timeText(t.locale, facts.end, zone, clock)),
    zone: iso(t, zoneName(t.locale, facts.start, zone)),
  };
  return [
    t.t("approval.details.what", { title: iso(t, singleLine(facts.title)) }),
    t.t("approval.details.when", when),
    t.t("approval.details.where", { location: iso(t, singleLine(facts.location)) }),
  ];
}

const subjectValues = (t: Translator, facts: BookingMailFacts) => ({
  title: iso(t, singleLine(facts.title)),
  host: iso(t, facts.hostUsername),
  date: iso(t, dateTimeText(t.locale, facts.start, facts.bookerTimeZone, defaultClock(t.locale))),
});

/**
 * To the booker: their request reached the host, who answers by `deadline`; the invitation follows an
 * approval. The booker's private link withdraws the request meanwhile.
 */
export function requestReceivedMessages(t: Translator, facts: BookingMailFacts, deadline: number, withdrawUrl: string): OutgoingMessage[] {
  const to = bookerAddress(facts);
  if (!to) return [];
  const host = iso(t, facts.hostUsername);
  return [
    mail("request-received", to, hostAddress(facts), t.t("approval.received.subject", subjectValues(t, facts)), [
      [t.t("approval.greeting", { name: iso(t, singleLine(facts.bookerName)) })],
      [t.t("approval.received.intro", { host })],
      bookerDetails(t, facts),
      [t.t("approval.received.deadline", { host, deadline: bookerTime(t, deadline, facts.bookerTimeZone) })],
      [{ text: `${t.t("approval.received.withdraw")} `, href: withdrawUrl }],
    ]),
  ];
}

/** To the host, whatever their notification setting (the request was theirs to answer): the booker withdrew it. */
export function requestWithdrawnMessages(facts: BookingMailFacts): OutgoingMessage[] {
  const to = hostAddress(facts);
  if (!to) return [];
  const t = facts.words.host;
  const booker = singleLine(facts.bookerName);
  return [
    mail(
      "request-withdrawn",
      to,
      bookerAddress(facts),
      t.t("hostmail.subject.requestWithdrawn", hostSubjectValues(facts)),
      [[t.t("mail.greeting", { name: facts.hostUsername })], [t.t("hostmail.withdrawn.intro", { booker })], detailLines(facts, t, facts.hostTimeZone)],
      t.locale,
    ),
  ];
}

/** The host's subject names the title, the booker and the day, in the host's words and zone. */
const hostSubjectValues = (facts: BookingMailFacts) => ({
  title: facts.title,
  booker: singleLine(facts.bookerName),
  date: subjectDate(facts.words.host, facts.start, facts.hostTimeZone),
});

/** Why a request was declined: by the host (with what they said), or by its deadline passing unanswered. */
export type DeclineCause = { by: "host"; reason: string | null } | { by: "deadline" };

/** To the booker: the request was declined; the time is free again. */
export function requestDeclinedMessages(t: Translator, facts: BookingMailFacts, cause: DeclineCause): OutgoingMessage[] {
  const to = bookerAddress(facts);
  if (!to) return [];
  const host = iso(t, facts.hostUsername);
  const why: MailParagraph[] =
    cause.by === "deadline"
      ? [[t.t("approval.declined.expired", { host })]]
      : [[t.t("approval.declined.byHost", { host })], ...(cause.reason ? [[t.t("approval.declined.reason"), cause.reason]] : [])];
  return [
    mail("request-declined", to, hostAddress(facts), t.t("approval.declined.subject", subjectValues(t, facts)), [
      [t.t("approval.greeting", { name: iso(t, singleLine(facts.bookerName)) })],
      ...why,
      bookerDetails(t, facts),
      [t.t("approval.declined.bookAgain")],
    ]),
  ];
}

/** The host's two signed links for one request. */
export interface DecisionLinks {
  approveUrl: string;
  declineUrl: string;
}

/** To the host, whatever their notification setting (they must answer): the request, its deadline, Approve and Decline. */
export function approvalRequestMessages(facts: BookingMailFacts, links: DecisionLinks, deadline: number): OutgoingMessage[] {
  const to = hostAddress(facts);
  if (!to) return [];
  const t = facts.words.host;
  const bookerName = singleLine(facts.bookerName);
  const bookedBy = facts.bookerEmail ? `${bookerName} <${facts.bookerEmail}>` : bookerName;
  return [
    mail(
      "approval-request",
      to,
      bookerAddress(facts),
      t.t("hostmail.subject.bookingRequest", hostSubjectValues(facts)),
      [
        [t.t("mail.greeting", { name: facts.hostUsername })],
        [t.t("hostmail.request.intro", { booker: bookerName })],
        [t.t("hostmail.request.by", { booker: bookedBy }), ...detailLines(facts, t, facts.hostTimeZone)],
        ...(facts.answers.length > 0 ? [[t.t("hostmail.answers"), ...facts.answers.map((answer) => `${singleLine(answer.label)}: ${answer.value}`)]] : []),
        [
          { text: t.t("hostmail.request.approve"), href: links.approveUrl },
          { text: t.t("hostmail.request.decline"), href: links.declineUrl },
        ],
        [t.t("hostmail.request.deadline", { deadline: zonedMoment(t, deadline, facts.hostTimeZone) })],
      ],
      t.locale,
    ),
  ];
}

/** When the request was for, in the host's words (the approval pages and the Pending tab use the same). */
export const hostWhen = (facts: BookingMailFacts): string => whenText(facts.words.host, facts, facts.hostTimeZone);
