import { isProviderMeetingKind } from "../../shared/location-kinds";
import { PLACE_LABELS_EN } from "../../shared/meeting-place";
import { singleLine } from "./header-safe";
import type { BookingMailFacts } from "./mail-facts";
import { detailLines, withWhom } from "./mail-lines";
import { toBothSides } from "./mail-recipients";
import type { OutgoingMessage } from "./outgoing-message";
import { bookerMail, hostMail } from "./side-mail";

/*
 * The mails that follow a Google Meet or Teams booking's confirmation (docs/MEETING-PLACES.md, "A
 * provider's meeting"): its link, once the queue's write into the host's calendar made it, or the
 * word that it could not be made.
 */

/** The link, to both sides; the booker's invitation, the same event (UID and SEQUENCE) stamped later, adds it to their calendar. */
export function meetingLinkMessages(facts: BookingMailFacts, now: number): OutgoingMessage[] {
  return toBothSides(
    facts,
    {
      booker: bookerMail(facts, {
        kind: "meeting-link",
        subject: "places.mail.linkSubject",
        paragraphs: ({ t, timeZone }) => [[t.t("places.mail.linkReady")], detailLines(facts, t, timeZone), [t.t("places.mail.linkInvitation")]],
      }),
      host: hostMail(facts, {
        kind: "host-meeting-link",
        subject: "places.mail.linkSubject",
        paragraphs: ({ t, timeZone }) => [[t.t("places.mail.linkReady")], detailLines(facts, t, timeZone)],
      }),
    },
    { method: "REQUEST", now },
  );
}

/** No link will come: the booker hears that the host will send a way to join, the host that they must. */
export function meetingLinkFailedMessages(facts: BookingMailFacts): OutgoingMessage[] {
  const service = isProviderMeetingKind(facts.place.kind) ? PLACE_LABELS_EN[facts.place.kind] : facts.location;
  // The details name the service without "the link will follow": it will not. The host is told even
  // without notifications on, as of a broken connection: only they can send the booker a way to join.
  const told: BookingMailFacts = { ...facts, notifyHost: true, place: { ...facts.place, kind: "custom" } };
  return toBothSides(
    told,
    {
      booker: bookerMail(told, {
        kind: "meeting-link-failed",
        subject: "places.mail.noLinkSubject",
        paragraphs: ({ t, timeZone }) => [[t.t("places.mail.noLinkBooker", { service, host: withWhom(told, t) })], detailLines(told, t, timeZone)],
      }),
      host: hostMail(told, {
        kind: "host-meeting-link-failed",
        subject: "places.mail.noLinkSubject",
        paragraphs: ({ t, timeZone }) => [[t.t("places.mail.noLinkHost", { service, booker: singleLine(told.bookerName) })], detailLines(told, t, timeZone)],
      }),
    },
    null,
  );
}
