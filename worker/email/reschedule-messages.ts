import { singleLine } from "./header-safe";
import type { BookingMailFacts } from "./mail-facts";
import { type BookerLinks, bookerLinkLines, detailLines, previousLine, reasonLines, withWhom } from "./mail-lines";
import type { TimeRange } from "./mail-dates";
import { toBothSides } from "./mail-recipients";
import type { OutgoingMessage } from "./outgoing-message";
import { bookerMail, hostMail } from "./side-mail";

/**
 * A moved booking's mail: REQUEST with the same UID and the booking's new SEQUENCE, so calendars move
 * the one event; the booker gets their links again, the host (if they take notifications) the news.
 */
export function bookingRescheduleMessages(facts: BookingMailFacts, previous: TimeRange, links: BookerLinks, now: number): OutgoingMessage[] {
  return toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "booking-rescheduled",
        subject: "mail.subject.rescheduled",
        paragraphs: ({ t, timeZone }) => [
          [t.t("mail.rescheduled.intro", { hosts: withWhom(facts, t) })],
          detailLines(facts, t, timeZone),
          previousLine(t, previous, timeZone),
          bookerLinkLines(t, links),
          [t.t("mail.invitationUpdates")],
        ],
      }),
      host: hostMail(facts, {
        kind: "host-rescheduled",
        subject: "hostmail.subject.rescheduled",
        paragraphs: ({ t, timeZone }) => [
          [t.t("hostmail.rescheduled.intro", { booker: singleLine(facts.bookerName) })],
          detailLines(facts, t, timeZone),
          previousLine(t, previous, timeZone),
          [t.t("hostmail.rescheduled.calendar")],
        ],
      }),
    },
    { method: "REQUEST", now },
  );
}

/**
 * The host asked the booker to pick another time: the booking is cancelled (METHOD:CANCEL) and the
 * booker gets a link to book again, with their name and address filled in.
 */
export function rescheduleRequestMessages(facts: BookingMailFacts, bookAgainUrl: string, now: number, reason: string | null): OutgoingMessage[] {
  return toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "booking-cancellation",
        subject: "mail.subject.pickNewTime",
        paragraphs: ({ t, timeZone }) => [
          [t.t("mail.pickNewTime.intro", { host: facts.hostUsername })],
          ...reasonLines(t, reason),
          detailLines(facts, t, timeZone),
          [{ text: t.t("mail.pickNewTime.link"), href: bookAgainUrl }],
        ],
      }),
      host: null,
    },
    { method: "CANCEL", now },
  );
}
