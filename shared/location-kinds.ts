/**
 * Where a booking's people meet (docs/MEETING-PLACES.md): how an event type's `location`
 * is read. Shared by the worker and the SPA's editor.
 */
export const LOCATION_KINDS = ["custom", "in_person", "host_phone", "booker_phone", "link", "jitsi", "google_meet", "teams"] as const;

export type LocationKind = (typeof LOCATION_KINDS)[number];

/**
 * The kinds whose meeting the host's calendar provider makes when the booking is written there (Google
 * Meet, Microsoft Teams), each with its provider (docs/MEETING-PLACES.md, "A provider's meeting").
 */
export const PROVIDER_MEETING_KINDS = { google_meet: "google", teams: "microsoft" } as const;

export type ProviderMeetingKind = keyof typeof PROVIDER_MEETING_KINDS;

export const isProviderMeetingKind = (kind: LocationKind): kind is ProviderMeetingKind => kind in PROVIDER_MEETING_KINDS;
