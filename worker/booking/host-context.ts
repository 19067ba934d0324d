import type { Interval } from "../domain/intervals";
import type { DateOverride, WeeklyRule } from "../domain/slots";
import type { CalendarEntry } from "../domain/calendar-entry";
import type { SeatBooking } from "../domain/seat-slots";
import type { EventTypeRow } from "../event-types/view";

export interface BookingHost {
  id: number;
  username: string;
  email: string;
  emailNotifications: boolean;
  /** The host's language (users.locale), which their mail speaks. */
  locale: string;
}

/** A booking of the host as the page reads it: its time, buffered block, type and seat key (docs/SEATS.md). */
export type ExistingBooking = SeatBooking;

/**
 * Everything slots for one host of a booking page need: a personal page's, or one team host's (read
 * for every host in a single D1 round trip by `loadPageContext`, page-context.ts).
 */
export interface HostContext {
  eventType: EventTypeRow;
  host: BookingHost;
  schedule: { timezone: string; rules: WeeklyRule[]; overrides: DateOverride[] };
  /** The host's confirmed bookings, collective ones they are on included. */
  bookings: ExistingBooking[];
  calendarEntries: CalendarEntry[];
  /** Busy time of the host's subscribed calendars, as last synced. */
  subscribedBusy: Interval[];
  /** The span the bookings and calendar entries were read for (the asked range plus margins). */
  readRange: Interval;
}

export const PAGE_NOT_FOUND = "Booking page not found.";

/**
 * Which booking page: by its slug, optionally as a reschedule of one of its bookings sees it; or the
 * page of the booking behind a private link's token hash. A booking being rescheduled never counts
 * as busy against its own new time.
 */
export type PageKey = { slug: string; reschedulingTokenHash?: string } | { bookingTokenHash: string };
