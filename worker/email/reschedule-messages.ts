import { singleLine } from "./header-safe";
import {
  type BookerLinks,
  type BookingMailFacts,
  type OutgoingMessage,
  bookerLinkLines,
  describeWhen,
  detailLines,
  invite,
  reasonLines,
  bookerReader,
  hostReader,
  sideMail,
  toBothSides,
  withWhom,
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
  return toBothSides(
    facts,
    {
      booker: sideMail(facts, bookerReader(facts), {
        kind: "booking-rescheduled",
        label: "Rescheduled",
        paragraphs: (zone) => [
          [`Your booking with ${withWhom(facts)} has moved to a new time.`],
          detailLines(facts, zone),
          [previously(facts, previous, zone)],
          bookerLinkLines(links),
          ["The attached invitation updates this booking in your calendar."],
        ],
      }),
      host: sideMail(facts, hostReader(facts), {
        kind: "host-rescheduled",
        label: "Rescheduled",
        paragraphs: (zone) => [
          [`${singleLine(facts.bookerName)} moved their booking to a new time. The old time is free again.`],
          detailLines(facts, zone),
          [previously(facts, previous, zone)],
          ["The booking has moved in your Hangout calendar; the attached invitation updates other calendars."],
        ],
      }),
    },
    invite(facts, "REQUEST", now),
    "REQUEST",
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
      booker: {
        kind: "booking-cancellation",
        subject: `Please pick a new time: ${facts.title} with ${withWhom(facts)}`,
        paragraphs: [
          [`Hi ${singleLine(facts.bookerName)},`],
          [`${facts.hostUsername} asked you to pick a new time for your booking. The original time has been released.`],
          ...reasonLines(reason),
          detailLines(facts, facts.bookerTimeZone),
          [{ text: "Pick a new time: ", href: bookAgainUrl }],
        ],
      },
      host: null,
    },
    invite(facts, "CANCEL", now),
    "CANCEL",
  );
}
