import type { InviteMethod } from "../domain/ics/ics-invite";
import { invite } from "./booking-invite";
import { headerSafeSubject, isDeliverableAddress } from "./header-safe";
import { paragraphsAsHtmlIn, paragraphsAsText } from "./mail-body";
import type { BookingMailFacts } from "./mail-facts";
import type { OutboxKind, OutgoingMessage } from "./outgoing-message";
import type { SideMail } from "./side-mail";

/*
 * Who gets a booking's mail: each side at its address when it has one it can be reached at, with
 * Reply-To the other side, and the invitation in that side's own words.
 */

/** The invitation a booking's mail carries: its method, written at `now`. */
export interface Invitation {
  method: InviteMethod;
  now: number;
}

function message(mail: SideMail, to: string, replyTo: string | null, ics: string | null, method: InviteMethod | null): OutgoingMessage {
  return {
    kind: mail.kind,
    toAddress: to,
    replyTo,
    subject: headerSafeSubject(mail.subject),
    body: paragraphsAsText(mail.paragraphs),
    html: paragraphsAsHtmlIn(mail.locale, mail.paragraphs),
    ics,
    icsMethod: method,
  };
}

const bookerAddress = (facts: BookingMailFacts) => (facts.bookerEmail && isDeliverableAddress(facts.bookerEmail) ? facts.bookerEmail : null);
const hostAddress = (facts: BookingMailFacts) => (facts.notifyHost && isDeliverableAddress(facts.hostEmail) ? facts.hostEmail : null);
/** Where the booker's reply goes: the host, whether or not the host takes notifications. */
const hostReplyAddress = (facts: BookingMailFacts) => (isDeliverableAddress(facts.hostEmail) ? facts.hostEmail : null);

/** The mail to the host, when they take notifications and are reachable; replies reach the booker. */
function hostMessage(facts: BookingMailFacts, mail: SideMail, invitation: Invitation | null): OutgoingMessage[] {
  const host = hostAddress(facts);
  if (!host) return [];
  const ics = invitation ? invite(facts, invitation.method, invitation.now, facts.words.host) : null;
  return [message(mail, host, bookerAddress(facts), ics, invitation?.method ?? null)];
}

/**
 * A booking's mail to its two sides, each only when given and reachable: the booker at their address
 * (replies reach the host), the host at theirs when they take notifications (replies reach the booker).
 */
export function toBothSides(facts: BookingMailFacts, mails: { booker: SideMail; host: SideMail | null }, invitation: Invitation | null): OutgoingMessage[] {
  const booker = bookerAddress(facts);
  const ics = booker && invitation ? invite(facts, invitation.method, invitation.now, facts.words.booker) : null;
  return [
    ...(booker ? [message(mails.booker, booker, hostReplyAddress(facts), ics, invitation?.method ?? null)] : []),
    ...(mails.host ? hostMessage(facts, mails.host, invitation) : []),
  ];
}

/** A mail to the host alone (when they take notifications and are reachable); replies reach the booker. */
export const toHostOnly = (facts: BookingMailFacts, mail: SideMail, invitation: Invitation | null): OutgoingMessage[] => hostMessage(facts, mail, invitation);

/** The host's side of each kind of mail: a booking with several hosts sends one to each. */
export const HOST_KINDS: ReadonlySet<OutboxKind> = new Set(["host-notification", "host-cancellation", "host-rescheduled", "host-reminder", "host-meeting-link", "host-meeting-link-failed"]);

/**
 * A booking's mail when it has several hosts: `build` writes both sides for one host's facts; the
 * booker's mail is kept once (from the first host's facts), each host's own mail from theirs.
 */
export function toEveryHost(perHost: readonly BookingMailFacts[], build: (facts: BookingMailFacts) => OutgoingMessage[]): OutgoingMessage[] {
  return perHost.flatMap((facts, index) => build(facts).filter((message) => index === 0 || HOST_KINDS.has(message.kind)));
}
