import type { BookingMailFacts } from "./mail-facts";
import { detailLines } from "./mail-lines";
import { toHostOnly } from "./mail-recipients";
import type { OutgoingMessage } from "./outgoing-message";
import { hostMail } from "./side-mail";

/**
 * The host's reminder of a seated time (docs/SEATS.md): one per time, whichever seat carries it, so it
 * names no attendee (seats come and go after it is written); who is coming is in the host's calendar.
 */
export const seatHostReminderMessages = (facts: BookingMailFacts): OutgoingMessage[] =>
  toHostOnly(
    facts,
    hostMail(facts, {
      kind: "host-reminder",
      subject: "hostmail.subject.reminder",
      paragraphs: ({ t, timeZone }) => [
        [t.t("hostmail.reminder.seats")],
        detailLines(facts, t, timeZone),
      ],
    }),
    null,
  );
