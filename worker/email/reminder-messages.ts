import { singleLine } from "./header-safe";
import {
  type BookerLinks,
  type BookingMailFacts,
  type OutgoingMessage,
  bookerAddress,
  bookerLinkLines,
  detailLines,
  hostAddress,
  hostReplyAddress,
  message,
  shortDate,
} from "./booking-messages";

/** Whether the host gets reminders too (the event type's choice) on top of their notification setting. */
export interface ReminderAudience {
  remindHost: boolean;
}

/**
 * The reminders one booking's time gets, each written when it is booked or moved and sent when due.
 * No invitation is attached: the calendar has the event already.
 */
export function reminderMessages(facts: BookingMailFacts, links: BookerLinks, audience: ReminderAudience): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  const booker = bookerAddress(facts);
  const host = audience.remindHost ? hostAddress(facts) : null;
  const bookerName = singleLine(facts.bookerName);
  if (booker) {
    messages.push(
      message(
        {
          kind: "booking-reminder",
          to: booker,
          replyTo: hostReplyAddress(facts),
          subject: `Reminder: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
          paragraphs: [
            [`Hi ${bookerName},`],
            [`This is a reminder of your booking with ${facts.hostUsername}.`],
            detailLines(facts, facts.bookerTimeZone),
            bookerLinkLines(links),
          ],
        },
        null,
        null,
      ),
    );
  }
  if (host) {
    messages.push(
      message(
        {
          kind: "host-reminder",
          to: host,
          replyTo: booker,
          subject: `Reminder: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
          paragraphs: [[`Hi ${facts.hostUsername},`], [`This is a reminder of your booking with ${bookerName}.`], detailLines(facts, facts.hostTimeZone)],
        },
        null,
        null,
      ),
    );
  }
  return messages;
}
