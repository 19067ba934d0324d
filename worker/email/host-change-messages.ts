import { singleLine } from "./header-safe";
import type { TimeRange } from "./mail-dates";
import type { BookingMailFacts } from "./mail-facts";
import { type BookerLinks, bookerLinkLines, detailLines, previousLine } from "./mail-lines";
import { toBothSides, toHostOnly } from "./mail-recipients";
import type { OutgoingMessage } from "./outgoing-message";
import { bookerMail, hostMail } from "./side-mail";

/** What a round-robin booking's change of host is written from: the booking with its new host, with its old one, and its old time when it moved. */
export interface HostChange {
  /** The booking as it is now, with the host it went to. */
  now: BookingMailFacts;
  /** The same booking with the host it left. */
  before: BookingMailFacts;
  /** Its time before, when the change moved it too. */
  previous: TimeRange | null;
}

/**
 * A round-robin booking went to another host (its new time did not suit its host, or its host left
 * the team): the booker learns whom they meet now (REQUEST, same UID, the new SEQUENCE), the new host
 * gets it as a new booking, and the host it left gets a CANCEL of their invitation. Without `links`
 * (its token is not at hand when a host leaves), the booker's earlier mail keeps them.
 */
export function hostChangeMessages(change: HostChange, links: BookerLinks | null, at: number): OutgoingMessage[] {
  const { now: facts, before, previous } = change;
  const bookerName = singleLine(facts.bookerName);
  const toNewHost = toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "booking-rescheduled",
        subject: "mail.subject.updated",
        paragraphs: ({ t, timeZone }) => [
          [t.t("mail.hostChanged.intro", { host: facts.hostUsername })],
          detailLines(facts, t, timeZone),
          ...(previous ? [previousLine(t, previous, timeZone)] : []),
          ...(links ? [bookerLinkLines(t, links)] : []),
          [t.t("mail.invitationUpdates")],
        ],
      }),
      host: hostMail(facts, {
        kind: "host-notification",
        subject: "hostmail.subject.newBooking",
        paragraphs: ({ t, timeZone }) => [
          [t.t("hostmail.hostChanged.toNew", { booker: bookerName })],
          detailLines(facts, t, timeZone),
          [t.t("hostmail.booked.calendar")],
        ],
      }),
    },
    { method: "REQUEST", now: at },
  );
  const toOldHost = toHostOnly(
    before,
    hostMail(before, {
      kind: "host-cancellation",
      subject: "hostmail.subject.reassigned",
      paragraphs: ({ t, timeZone }) => [[t.t("hostmail.hostChanged.toOld", { booker: bookerName, host: facts.hostUsername })], detailLines(before, t, timeZone)],
    }),
    { method: "CANCEL", now: at },
  );
  return [...toNewHost, ...toOldHost];
}
