import { calendarMeetingOf } from "../../shared/meeting-place";
import type { Translator } from "../../shared/i18n/translator";
import { buildInvite, type InviteMethod, inviteSequence } from "../domain/ics/ics-invite";
import { isDeliverableAddress } from "./header-safe";
import type { BookingMailFacts } from "./mail-facts";
import { withWhom } from "./mail-lines";

/*
 * A booking's .ics invitation for one side: the host's title, notes and location as they are, the
 * words Hangout adds (whom the event is between) in that side's language.
 */

const organizerOf = (facts: BookingMailFacts) => {
  const first = facts.allHosts[0];
  return first ? { name: first.username, email: first.email } : { name: facts.hostUsername, email: facts.hostEmail };
};

export function invite(facts: BookingMailFacts, method: InviteMethod, now: number, t: Translator): string {
  return buildInvite({
    method,
    uid: facts.icsUid,
    sequence: inviteSequence(method, facts.sequence),
    start: facts.start,
    end: facts.end,
    stamp: now,
    summary: t.t("mail.ics.summary", { title: facts.title, hosts: withWhom(facts, t), booker: facts.bookerName }),
    description: facts.notes,
    location: facts.location,
    meeting: calendarMeetingOf(facts.place),
    // One invitation for a collective booking: the first host organizes it, every host attends.
    organizer: organizerOf(facts),
    attendees: [
      { name: facts.bookerName, email: facts.bookerEmail },
      ...facts.allHosts.map((host) => ({ name: host.username, email: isDeliverableAddress(host.email) ? host.email : null })),
    ],
  });
}
