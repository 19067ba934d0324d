import { PLACE_MAIL_LINK_KEYS, meetingLinkFollows, placeLinkOf } from "../../shared/meeting-place";
import { isolateIn } from "../../shared/i18n/bidi";
import { nameList } from "../../shared/i18n/booking-words";
import { directionOf } from "../../shared/i18n/locales";
import type { Translator } from "../../shared/i18n/translator";
import { singleLine } from "./header-safe";
import type { MailLine, MailParagraph } from "./mail-body";
import { listTag, type TimeRange, whenText } from "./mail-dates";
import type { BookingMailFacts } from "./mail-facts";

/* The lines a booking's mails share, in the reader's words: the details, the reason, the booker's links. */

/** Whom the booker meets: the host, or every host of a collective booking ("alice, bob, and carol"). */
export const withWhom = (facts: BookingMailFacts, t: Translator): string =>
  facts.allHosts.length > 1 ? new Intl.ListFormat(listTag(t), { type: "conjunction" }).format(facts.allHosts.map((host) => host.username)) : facts.hostUsername;

/** The guests, as the product's English has always listed them ("a, b"), else as the reader's language does. */
export const guestList = (guests: readonly string[], t: Translator): string =>
  t.locale === "en" ? guests.join(", ") : new Intl.ListFormat(listTag(t), { type: "conjunction" }).format(guests);

/** The place's link under "Where:" (docs/MEETING-PLACES.md): the meeting to join, the address's map, the number to call. */
function placeLinkLine(facts: BookingMailFacts, t: Translator): MailLine[] {
  if (meetingLinkFollows(facts.place)) return [t.t("places.linkFollows")];
  const link = placeLinkOf(facts.place);
  return link === null ? [] : [{ text: t.t(PLACE_MAIL_LINK_KEYS[link.kind]), href: link.href }];
}

/** What, when, where (and the hosts, guests and notes when there are any), times in `timeZone`. */
export function detailLines(facts: BookingMailFacts, t: Translator, timeZone: string): MailParagraph {
  const lines = [
    t.t("mail.detail.what", { title: singleLine(facts.title) }),
    t.t("mail.detail.when", { when: whenText(t, facts, timeZone) }),
    t.t("mail.detail.where", { location: singleLine(facts.location) }),
    ...placeLinkLine(facts, t),
  ];
  if (facts.allHosts.length > 1) lines.push(t.t("mail.detail.hosts", { hosts: withWhom(facts, t) }));
  if (facts.guests.length > 0) lines.push(t.t("mail.detail.guests", { guests: guestList(facts.guests.map(singleLine), t) }));
  if (facts.notes.trim()) lines.push(t.t("mail.detail.notes"), facts.notes.replace(/\r\n?/g, "\n"));
  return lines;
}

/**
 * "Also attending: Grace Hopper and Alan Turing" (a seat's other attendees, names only); none, nothing.
 * Each name that runs against the mail's direction is isolated too, so the list keeps the language's order.
 */
export function alsoAttendingLines(t: Translator, names: readonly string[]): MailParagraph[] {
  if (names.length === 0) return [];
  const direction = directionOf(t.locale);
  const list = nameList(t.locale, names.map(singleLine)).map((part) => (part.type === "element" ? isolateIn(direction, part.value) : part.value));
  return [[t.t("seats.alsoAttending", { names: list.join("") })]];
}

/** The time a booking had before it moved. */
export const previousLine = (t: Translator, previous: TimeRange, timeZone: string): MailParagraph => [t.t("mail.detail.previously", { when: whenText(t, previous, timeZone) })];

/** The reason the side that cancelled gave, as its own paragraph; none given, nothing. */
export const reasonLines = (t: Translator, reason: string | null): MailParagraph[] => (reason ? [[t.t("mail.detail.reason"), reason]] : []);

/** The booker's private links: cancel, and pick another time. */
export interface BookerLinks {
  cancelUrl: string;
  rescheduleUrl: string;
}

/** The paragraph that tells the booker how to change their booking. */
export const bookerLinkLines = (t: Translator, links: BookerLinks): MailParagraph => [
  { text: t.t("mail.links.reschedule"), href: links.rescheduleUrl },
  { text: t.t("mail.links.cancel"), href: links.cancelUrl },
];
