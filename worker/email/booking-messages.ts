import type { Translator } from "../../shared/i18n/translator";
import type { BookingAnswer } from "../domain/booking-answer";
import { singleLine } from "./header-safe";
import type { MailParagraph } from "./mail-body";
import type { BookingMailFacts } from "./mail-facts";
import { type BookerLinks, alsoAttendingLines, bookerLinkLines, detailLines, reasonLines, withWhom } from "./mail-lines";
import { toBothSides } from "./mail-recipients";
import type { OutgoingMessage } from "./outgoing-message";
import { bookerMail, hostMail } from "./side-mail";

/*
 * The mails a booking sends when it is made and when it is cancelled, as plain data ready for the
 * outbox: the same paragraphs as plain text and as HTML (whatever a visitor typed escaped), with the
 * .ics invitation beside them.
 */

/** The booker's answers as their own paragraph, one "label: value" each; none given, nothing. */
export const answerLines = (t: Translator, answers: readonly BookingAnswer[]): MailParagraph[] =>
  answers.length > 0 ? [[t.t("hostmail.answers"), ...answers.map((answer) => `${singleLine(answer.label)}: ${answer.value.replace(/\r\n?/g, "\n")}`)]] : [];

/**
 * Booker confirmation (if they gave an address) and host notification (if the host wants them).
 * `alsoAttending`: the other seats' names a seat's booker may read (docs/SEATS.md); none for any other booking.
 */
export function bookingConfirmationMessages(facts: BookingMailFacts, links: BookerLinks, now: number, alsoAttending: readonly string[] = []): OutgoingMessage[] {
  const bookerName = singleLine(facts.bookerName);
  const bookedBy = facts.bookerEmail ? `${bookerName} <${facts.bookerEmail}>` : bookerName;
  return toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "booking-confirmation",
        subject: "mail.subject.confirmed",
        paragraphs: ({ t, timeZone }) => [
          [t.t("mail.confirmed.intro", { hosts: withWhom(facts, t) })],
          detailLines(facts, t, timeZone),
          ...alsoAttendingLines(t, alsoAttending),
          bookerLinkLines(t, links),
          [t.t("mail.confirmed.invitation")],
        ],
      }),
      host: hostMail(facts, {
        kind: "host-notification",
        subject: "hostmail.subject.newBooking",
        paragraphs: ({ t, timeZone }) => [
          [t.t("hostmail.booked.intro", { booker: bookerName })],
          [t.t("hostmail.booked.by", { booker: bookedBy }), ...detailLines(facts, t, timeZone)],
          ...answerLines(t, facts.answers),
          [t.t("hostmail.booked.calendar")],
        ],
      }),
    },
    { method: "REQUEST", now },
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
  return toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "booking-cancellation",
        subject: "mail.subject.cancelled",
        paragraphs: ({ t, timeZone }) => [
          [cancelledBy === "booker" ? t.t("mail.cancelled.byBooker") : t.t("mail.cancelled.byHost", { host: facts.hostUsername })],
          ...reasonLines(t, reason),
          detailLines(facts, t, timeZone),
        ],
      }),
      host:
        cancelledBy === "booker" || facts.allHosts.length > 1
          ? hostMail(facts, {
              kind: "host-cancellation",
              subject: "hostmail.subject.cancelled",
              paragraphs: ({ t, timeZone }) => [
                [t.t(cancelledBy === "booker" ? "hostmail.cancelled.byBooker" : "hostmail.cancelled.byHost", { booker: bookerName })],
                ...reasonLines(t, reason),
                detailLines(facts, t, timeZone),
              ],
            })
          : null,
    },
    { method: "CANCEL", now },
  );
}
