/*
 * The keys of the English catalogue, the source of every key (docs/LANGUAGES.md): a key no English
 * message has is a type error, and test/domain/catalogues.test.ts holds every other catalogue to the
 * same keys. Types only: the catalogues themselves are loaded at run time, one locale at a time.
 */
type Common = typeof import("./messages/en/common.json");
type Booking = typeof import("./messages/en/booking.json");
type Manage = typeof import("./messages/en/manage.json");
type Mail = typeof import("./messages/en/mail.json");
type Errors = typeof import("./messages/en/errors.json");
type Approval = typeof import("./messages/en/approval.json");
type Seats = typeof import("./messages/en/seats.json");
type Places = typeof import("./messages/en/places.json");
type Embed = typeof import("./messages/en/embed.json");
type HostMail = typeof import("./messages/en/hostmail.json");
type HostErrors = typeof import("./messages/en/hosterrors.json");
type HostPages = typeof import("./messages/en/hostpages.json");

export type MessageKey = keyof Common | keyof Booking | keyof Manage | keyof Mail | keyof Errors | keyof Approval | keyof Seats | keyof Places | keyof Embed | keyof HostMail | keyof HostErrors | keyof HostPages;

/** The namespaces, one JSON file each per catalogue; keys start with their namespace ("booking.…"). */
export const NAMESPACES = ["common", "booking", "manage", "mail", "errors", "approval", "seats", "places", "embed", "hostmail", "hosterrors", "hostpages"] as const;
export type Namespace = (typeof NAMESPACES)[number];
