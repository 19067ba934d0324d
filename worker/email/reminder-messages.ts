import { singleLine } from "./header-safe";
import { type BookerLinks, type BookingMailFacts, type OutgoingMessage, bookerLinkLines, detailLines, shortDate, toBothSides } from "./booking-messages";

/** Whether the host gets reminders too (the event type's choice) on top of their notification setting. */
export interface ReminderAudience {
  remindHost: boolean;
}

/**
 * The reminders one booking's time gets, each written when it is booked or moved and sent when due.
 * No invitation is attached: the calendar has the event already.
 */
export function reminderMessages(facts: BookingMailFacts, links: BookerLinks, audience: ReminderAudience): OutgoingMessage[] {
  const bookerName = singleLine(facts.bookerName);
  return toBothSides(
    facts,
    {
      booker: {
        kind: "booking-reminder",
        subject: `Reminder: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
        paragraphs: [
          [`Hi ${bookerName},`],
          [`This is a reminder of your booking with ${facts.hostUsername}.`],
          detailLines(facts, facts.bookerTimeZone),
          bookerLinkLines(links),
        ],
      },
      host: audience.remindHost
        ? {
            kind: "host-reminder",
            subject: `Reminder: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
            paragraphs: [[`Hi ${facts.hostUsername},`], [`This is a reminder of your booking with ${bookerName}.`], detailLines(facts, facts.hostTimeZone)],
          }
        : null,
    },
    null,
    null,
  );
}
