import { singleLine } from "./header-safe";
import type { BookingMailFacts } from "./mail-facts";
import { type BookerLinks, bookerLinkLines, detailLines, withWhom } from "./mail-lines";
import { toBothSides } from "./mail-recipients";
import type { OutgoingMessage } from "./outgoing-message";
import { bookerMail, hostMail } from "./side-mail";

/** Whether the host gets reminders too (the event type's choice) on top of their notification setting. */
export interface ReminderAudience {
  remindHost: boolean;
}

/**
 * The reminders one booking's time gets, each written when it is booked or moved and sent when due
 * (so in the booking's language, which the cron that releases them never needs to know).
 * No invitation is attached: the calendar has the event already. Without `links` (a host leaving the
 * team hands the booking over without its token at hand) the booker's earlier mail keeps them.
 */
export function reminderMessages(facts: BookingMailFacts, links: BookerLinks | null, audience: ReminderAudience): OutgoingMessage[] {
  return toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "booking-reminder",
        subject: "mail.subject.reminder",
        paragraphs: ({ t, timeZone }) => [[t.t("mail.reminder.intro", { hosts: withWhom(facts, t) })], detailLines(facts, t, timeZone), ...(links ? [bookerLinkLines(t, links)] : [])],
      }),
      host: audience.remindHost
        ? hostMail(facts, {
            kind: "host-reminder",
            subject: "hostmail.subject.reminder",
            paragraphs: ({ t, timeZone }) => [[t.t("hostmail.reminder.intro", { booker: singleLine(facts.bookerName) })], detailLines(facts, t, timeZone)],
          })
        : null,
    },
    null,
  );
}
