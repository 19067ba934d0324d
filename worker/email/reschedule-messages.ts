import { singleLine } from "./header-safe";
import {
  type BookerLinks,
  type BookingMailFacts,
  type OutgoingMessage,
  bookerAddress,
  bookerLinkLines,
  describeWhen,
  detailLines,
  hostAddress,
  hostReplyAddress,
  invite,
  message,
  reasonLines,
  shortDate,
} from "./booking-messages";

/** The time a booking had before it moved, in one recipient's zone. */
const previously = (facts: BookingMailFacts, previous: { start: number; end: number }, timeZone: string) =>
  `Previously: ${describeWhen({ ...facts, ...previous }, timeZone)}`;

/**
 * A moved booking's mail: REQUEST with the same UID and the booking's new SEQUENCE, so calendars move
 * the one event; the booker gets their links again, the host (if they take notifications) the news.
 */
export function bookingRescheduleMessages(
  facts: BookingMailFacts,
  previous: { start: number; end: number },
  links: BookerLinks,
  now: number,
): OutgoingMessage[] {
  const ics = invite(facts, "REQUEST", now);
  const messages: OutgoingMessage[] = [];
  const booker = bookerAddress(facts);
  const host = hostAddress(facts);
  const bookerName = singleLine(facts.bookerName);
  if (booker) {
    messages.push(
      message(
        {
          kind: "booking-rescheduled",
          to: booker,
          replyTo: hostReplyAddress(facts),
          subject: `Rescheduled: ${facts.title} with ${facts.hostUsername} on ${shortDate(facts, facts.bookerTimeZone)}`,
          paragraphs: [
            [`Hi ${bookerName},`],
            [`Your booking with ${facts.hostUsername} has moved to a new time.`],
            detailLines(facts, facts.bookerTimeZone),
            [previously(facts, previous, facts.bookerTimeZone)],
            bookerLinkLines(links),
            ["The attached invitation updates this booking in your calendar."],
          ],
        },
        ics,
        "REQUEST",
      ),
    );
  }
  if (host) {
    messages.push(
      message(
        {
          kind: "host-rescheduled",
          to: host,
          replyTo: booker,
          subject: `Rescheduled: ${facts.title} with ${bookerName} on ${shortDate(facts, facts.hostTimeZone)}`,
          paragraphs: [
            [`Hi ${facts.hostUsername},`],
            [`${bookerName} moved their booking to a new time. The old time is free again.`],
            detailLines(facts, facts.hostTimeZone),
            [previously(facts, previous, facts.hostTimeZone)],
            ["The booking has moved in your Hangout calendar; the attached invitation updates other calendars."],
          ],
        },
        ics,
        "REQUEST",
      ),
    );
  }
  return messages;
}

/**
 * The host asked the booker to pick another time: the booking is cancelled (METHOD:CANCEL) and the
 * booker gets a link to book again, with their name and address filled in.
 */
export function rescheduleRequestMessages(facts: BookingMailFacts, bookAgainUrl: string, now: number, reason: string | null): OutgoingMessage[] {
  const booker = bookerAddress(facts);
  if (!booker) return [];
  return [
    message(
      {
        kind: "booking-cancellation",
        to: booker,
        replyTo: hostReplyAddress(facts),
        subject: `Please pick a new time: ${facts.title} with ${facts.hostUsername}`,
        paragraphs: [
          [`Hi ${singleLine(facts.bookerName)},`],
          [`${facts.hostUsername} asked you to pick a new time for your booking. The original time has been released.`],
          ...reasonLines(reason),
          detailLines(facts, facts.bookerTimeZone),
          [{ text: "Pick a new time: ", href: bookAgainUrl }],
        ],
      },
      invite(facts, "CANCEL", now),
      "CANCEL",
    ),
  ];
}
