import { Temporal } from "temporal-polyfill";
import type { BookingAnswer } from "./booking-answer";

export const WEBHOOK_EVENT_TYPES = ["booking.created", "booking.rescheduled", "booking.cancelled", "booking.no_show", "ping"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A booking as it was when the event happened: what `webhookStatements` stores with each delivery. */
export interface BookingSnapshot {
  id: number;
  status: string;
  slug: string | null;
  title: string;
  start: number;
  end: number;
  timeZone: string;
  bookerName: string;
  bookerEmail: string | null;
  answers: BookingAnswer[];
  previousStart: number | null;
  previousEnd: number | null;
  /** Every host of the booking, first host first; absent in snapshots stored before teams. */
  hosts?: { username: string; email: string }[];
  /** Where to meet (docs/MEETING-PLACES.md); absent in snapshots stored before it. */
  location?: string;
  locationKind?: string;
  meetingUrl?: string | null;
  /** A seat's time after the change: seats taken of its capacity; null or absent for a booking without seats. */
  seats?: { taken: number; capacity: number | null } | null;
  /** Who did not come, as a host marked it after the end (docs/INSIGHTS.md); null: the mark was undone. Only `booking.no_show` carries it. */
  noShow?: "booker" | "host" | null;
}

export interface WebhookSnapshot {
  created: number;
  booking: BookingSnapshot | null;
}

const utc = (instant: number) => new Date(instant).toISOString();
/** "2026-03-09T15:00:00+01:00": the wall clock in the host's zone with its offset. */
const local = (instant: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone).toString({ timeZoneName: "never", smallestUnit: "second" });

const times = (start: number, end: number, timeZone: string) => ({
  start_time: utc(start),
  end_time: utc(end),
  start_time_local: local(start, timeZone),
  end_time_local: local(end, timeZone),
});

function bookingPayload(booking: BookingSnapshot) {
  return {
    id: booking.id,
    status: booking.status,
    event_type: { slug: booking.slug, title: booking.title },
    host_time_zone: booking.timeZone,
    ...times(booking.start, booking.end, booking.timeZone),
    booker: { name: booking.bookerName, email: booking.bookerEmail },
    hosts: booking.hosts ?? [],
    answers: booking.answers,
    ...(booking.location === undefined ? {} : { location: booking.location, location_kind: booking.locationKind ?? "custom", meeting_url: booking.meetingUrl ?? null }),
    ...(booking.previousStart !== null && booking.previousEnd !== null
      ? { previous: times(booking.previousStart, booking.previousEnd, booking.timeZone) }
      : {}),
    // Additive: only a seat's event carries it, so receivers of other bookings see what they always did.
    ...(booking.seats ? { seats: booking.seats } : {}),
    ...(booking.noShow === undefined ? {} : { no_show: booking.noShow }),
  };
}

/** The request body: the same bytes on every attempt, since it depends only on what was stored. */
export function webhookBody(eventId: string, type: string, snapshot: WebhookSnapshot): string {
  return JSON.stringify({
    id: eventId,
    type,
    created_at: utc(snapshot.created),
    data: snapshot.booking ? { booking: bookingPayload(snapshot.booking) } : {},
  });
}
