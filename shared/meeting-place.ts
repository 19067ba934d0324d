import { isProviderMeetingKind, type LocationKind } from "./location-kinds";

/*
 * Where a booking's people meet, as the worker and the SPA both show it (docs/MEETING-PLACES.md).
 * Pure: the kinds' labels, the links a place gets (map, phone, meeting URL). A place is what a
 * booking stores: its kind, `location` (the address, number, URL or custom text) and `meetingUrl`.
 */

export interface MeetingPlace {
  kind: LocationKind;
  location: string;
  meetingUrl: string | null;
}

/** The kinds whose place is shown only after booking: before it, only their label is. */
export type LabelledKind = Exclude<LocationKind, "custom">;

/** The catalogue key of each kind's label ("places.kind.…", places.json). */
export const PLACE_LABEL_KEYS = {
  in_person: "places.kind.inPerson",
  host_phone: "places.kind.phone",
  booker_phone: "places.kind.phone",
  link: "places.kind.link",
  jitsi: "places.kind.jitsi",
  google_meet: "places.kind.googleMeet",
  teams: "places.kind.teams",
} as const satisfies Record<LabelledKind, string>;

/** The labels in English: the public API's `location` before booking (API clients read English, spec §8). */
export const PLACE_LABELS_EN: Record<LabelledKind, string> = {
  in_person: "In person",
  host_phone: "Phone call",
  booker_phone: "Phone call",
  link: "Online meeting",
  jitsi: "Video call",
  google_meet: "Google Meet",
  teams: "Microsoft Teams",
};

/** What the public sees of a type's place before booking: a custom text as is, any other kind only its label. */
export const publicLocationOf = (kind: LocationKind, location: string): string => (kind === "custom" ? location : PLACE_LABELS_EN[kind]);

/** A page's words for a type's place before booking: a custom text as is, any other kind its label in the page's language. */
export const placeBeforeBooking = (translate: (key: (typeof PLACE_LABEL_KEYS)[LabelledKind]) => string, kind: LocationKind, location: string): string =>
  kind === "custom" ? location : translate(PLACE_LABEL_KEYS[kind]);

/** A search for the address on OpenStreetMap: no API key, no tracking by a map vendor. */
export const mapLinkOf = (address: string): string => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** A `tel:` URI (RFC 3966) of a number as people write it: its digits, and a leading + if it had one. */
export const telUriOf = (phone: string): string => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/**
 * A Google Meet or Teams place whose link the provider has not made yet: it comes with the queue's write
 * into the host's calendar, after the booking (docs/MEETING-PLACES.md, "A provider's meeting"), so
 * pages and mails say it will follow by e-mail.
 */
export const meetingLinkFollows = (place: MeetingPlace): boolean => place.meetingUrl === null && isProviderMeetingKind(place.kind);

/** The link that takes a person to the place: the meeting URL, the map search, or the phone; none for a custom text. */
export type PlaceLink = { kind: "join" | "map" | "call"; href: string };

export function placeLinkOf(place: MeetingPlace): PlaceLink | null {
  if (place.meetingUrl !== null) return { kind: "join", href: place.meetingUrl };
  if (place.kind === "in_person" && place.location.trim() !== "") return { kind: "map", href: mapLinkOf(place.location) };
  // Only the host's number is one to call: the booker's is the number they will be called at.
  if (place.kind === "host_phone" && place.location.trim() !== "") return { kind: "call", href: telUriOf(place.location) };
  return null;
}

/** The catalogue key of a mail's line before the place's link ("Join: https://…"). */
export const PLACE_MAIL_LINK_KEYS = { join: "places.mail.join", map: "places.mail.map", call: "places.mail.call" } as const satisfies Record<PlaceLink["kind"], string>;

/** RFC 7986 CONFERENCE of a place: the video room or link, or the phone to call; none for a place in the world. */
export function conferenceOf(place: MeetingPlace): { uri: string; feature: "VIDEO" | "AUDIO" } | null {
  if (place.meetingUrl !== null) return { uri: place.meetingUrl, feature: "VIDEO" };
  // Either side's number: the event is a phone call between them, whoever dials.
  if ((place.kind === "host_phone" || place.kind === "booker_phone") && place.location.trim() !== "") return { uri: telUriOf(place.location), feature: "AUDIO" };
  return null;
}

/** What a calendar event carries beyond LOCATION: the meeting URL and the conference (worker/domain/ics/ics-meeting.ts). */
export const calendarMeetingOf = (place: MeetingPlace) => ({ url: place.meetingUrl, conference: conferenceOf(place) });
