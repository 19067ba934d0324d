import { singleLine } from "./header-safe";
import {
  type BookerLinks,
  type BookingMailFacts,
  type OutgoingMessage,
  bookerLinkLines,
  bookerReader,
  describeWhen,
  detailLines,
  hostReader,
  invite,
  sideMail,
  toBothSides,
  toHostOnly,
} from "./booking-messages";

/** What a round-robin booking's change of host is written from: the booking with its new host, with its old one, and its old time when it moved. */
export interface HostChange {
  /** The booking as it is now, with the host it went to. */
  now: BookingMailFacts;
  /** The same booking with the host it left. */
  before: BookingMailFacts;
  /** Its time before, when the change moved it too. */
  previous: { start: number; end: number } | null;
}

/**
 * A round-robin booking went to another host (its new time did not suit its host, or its host left
 * the team): the booker learns whom they meet now (REQUEST, same UID, the new SEQUENCE), the new host
 * gets it as a new booking, and the host it left gets a CANCEL of their invitation.
 */
export function hostChangeMessages(change: HostChange, links: BookerLinks, at: number): OutgoingMessage[] {
  const { now: facts, before, previous } = change;
  const bookerName = singleLine(facts.bookerName);
  const earlier = (zone: string) => (previous ? [[`Previously: ${describeWhen({ ...facts, ...previous }, zone)}`]] : []);
  const toNewHost = toBothSides(
    facts,
    {
      booker: sideMail(facts, bookerReader(facts), {
        kind: "booking-rescheduled",
        label: "Updated",
        paragraphs: (zone) => [
          [`Your booking is now with ${facts.hostUsername}.`],
          detailLines(facts, zone),
          ...earlier(zone),
          bookerLinkLines(links),
          ["The attached invitation updates this booking in your calendar."],
        ],
      }),
      host: sideMail(facts, hostReader(facts), {
        kind: "host-notification",
        label: "New booking",
        paragraphs: (zone) => [
          [`${bookerName}'s booking is now with you.`],
          detailLines(facts, zone),
          ["The booking is in your Hangout calendar; the attached invitation adds it to other calendars."],
        ],
      }),
    },
    invite(facts, "REQUEST", at),
    "REQUEST",
  );
  const toOldHost = toHostOnly(
    before,
    sideMail(before, hostReader(before), {
      kind: "host-cancellation",
      label: "Reassigned",
      paragraphs: (zone) => [[`${bookerName}'s booking is now with ${facts.hostUsername}. The time is free again.`], detailLines(before, zone)],
    }),
    invite(before, "CANCEL", at),
    "CANCEL",
  );
  return [...toNewHost, ...toOldHost];
}
