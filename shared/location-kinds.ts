/**
 * Where a booking's people meet (docs/MEETING-PLACES.md): how an event type's `location`
 * is read. Shared by the worker and the SPA's editor.
 */
export const LOCATION_KINDS = ["custom", "in_person", "host_phone", "booker_phone", "link", "jitsi"] as const;

export type LocationKind = (typeof LOCATION_KINDS)[number];
