import type { RecurrenceRule } from "./recurrence";

/** What a calendar entry is (spec §3 Event): booked ones come from bookings only. */
export const CALENDAR_EVENT_TYPES = ["personal", "blocked", "birthday", "booked"] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/**
 * A calendar entry as the domain reads it: what expansion and busy time need, already parsed. The
 * worker maps stored rows to entries where it queries them (worker/calendar/calendar-entries.ts).
 */
export interface CalendarEntry {
  type: CalendarEventType;
  isAllDay: boolean;
  /** Timed: epoch ms. All-day: midnight UTC of the first day. */
  startTime: number;
  /** Null: a point in time. */
  endTime: number | null;
  /** All-day entries: first and last day (epoch days), inclusive; null when timed. */
  startDay: number | null;
  endDay: number | null;
  /** The zone a series repeats its wall-clock time in. */
  timezone: string;
  /** Null: a single entry. */
  rule: RecurrenceRule | null;
  /** Original occurrence starts (epoch ms) removed or detached from the series. */
  exdates: ReadonlySet<number>;
  /** False for entries marked free: shown, never blocking. */
  isBusy: boolean;
  /** The host's copy of a booking: the booking itself blocks, so its entry does not. */
  mirrorsBooking: boolean;
}
