/*
 * What the worker inlines into a public page (worker/public-pages/) and the page reads back
 * (web/src/public/page-data.ts): one definition for both sides, so they cannot drift apart.
 * The page's own types (event type, profile) come in as parameters: the worker passes its rows'
 * views, the SPA the same bodies as its typed client infers them.
 */

/** The id of the `<script type="application/json">` block holding a page's first data. */
export const PAGE_DATA_ID = "page-data";

/**
 * Every bookable start of the default duration in [from, to). Slots are instants on a quarter-hour
 * grid that every zone in use shares, so the page groups them into its own zone's days itself: the
 * inlined data serves a visitor in any zone, with no request of its own.
 */
export interface InlinedSlots {
  duration: number;
  from: number;
  to: number;
  /** Epoch ms, ascending. */
  starts: number[];
  /** A seated type's (docs/SEATS.md): the seats left at each start, parallel to `starts`. */
  seatsLeft?: number[];
}

/** An unknown slug or user: the page shows this message (its API's 404 text) in its not-found screen. */
export interface PageNotFound {
  found: false;
  error: string;
}

/** A page's data: what it shows, or why there is nothing to show. */
export type PageData<Found extends object> = ({ found: true } & Found) | PageNotFound;

/**
 * What the worker rendered /book/{slug} as, so the page takes over the same view: the zone its times
 * are in (and whether the visitor chose it, by ?tz= or the zone cookie, or the worker guessed it),
 * the month and day shown, and the time whose form is open.
 */
export interface BookingView {
  timeZone: string;
  zoneChosen: boolean;
  month: string;
  date: string | null;
  start: number | null;
}

/** The cookie holding the visitor's zone (their browser's, or the one they chose), read by the worker. */
export const ZONE_COOKIE = "hangout_tz";

/**
 * /book/{slug}: the event type and the slots of the visitor's first month with a free day, the view
 * rendered, and the host's availability version those slots are of (the page's month requests carry it).
 */
export type BookingPageData<EventType> = PageData<{ eventType: EventType; slots: InlinedSlots; view?: BookingView; version?: number }>;

/** /u/{username}: the profile as GET /api/public/user/{username} answers it. */
export type ProfilePageData<Profile extends object> = PageData<Profile>;
