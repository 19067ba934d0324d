import { singleLine } from "./header-safe";
import {
  type BookerLinks,
  type BookingMailFacts,
  type OutgoingMessage,
  bookerLinkLines,
  bookerReader,
  detailLines,
  hostReader,
  sideMail,
  toBothSides,
  withWhom,
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
  return toBothSides(
    facts,
    {
      booker: sideMail(facts, bookerReader(facts), {
        kind: "booking-reminder",
        label: "Reminder",
        paragraphs: (zone) => [[`This is a reminder of your booking with ${withWhom(facts)}.`], detailLines(facts, zone), bookerLinkLines(links)],
      }),
      host: audience.remindHost
        ? sideMail(facts, hostReader(facts), {
            kind: "host-reminder",
            label: "Reminder",
            paragraphs: (zone) => [[`This is a reminder of your booking with ${singleLine(facts.bookerName)}.`], detailLines(facts, zone)],
          })
        : null,
    },
    null,
    null,
  );
}
