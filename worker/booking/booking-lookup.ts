import { eq, sql, type SQL } from "drizzle-orm";
import { bookingHosts, bookings, eventTypes, schedules, users } from "../../drizzle/schema";
import type { LocationKind } from "../../shared/location-kinds";
import { MINUTE_MS } from "../domain/calendar-days";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { hashLinkToken, isWellFormedLinkToken } from "../http/link-token";
import { attendeeNames, otherSeatNames } from "../seats/seat-attendees";
import { TIME_HOLDING_STATUSES } from "./booking-status";

/*
 * One booking with what changing it needs: its host, the host's zone and the event type's cut-off.
 * Shared by cancellation and reschedule, and by the booker's private links.
 */

export const BOOKING_NOT_FOUND = "Booking not found.";

/** What the cancel and reschedule pages may show: nothing about the booker, nothing the host keeps private. */
export interface PublicBookingView {
  title: string;
  start_time: string;
  end_time: string;
  status: string;
  ownerUsername: string;
  /** Everyone the booker meets: the host, then a collective booking's other hosts (docs/DECISIONS.md, Teams). */
  hosts: string[];
  /** The last moment the booker may cancel or reschedule (the event type's cut-off); null: until it starts. */
  changes_until: string | null;
  /** The booking page a reschedule opens; null once the event type is gone. */
  event_type_slug: string | null;
  /** Where to meet, as booked (docs/MEETING-PLACES.md); the booker's own link shows it. */
  location: string;
  location_kind: LocationKind;
  meeting_url: string | null;
  /**
   * The names (never the addresses) of the other seats holding the time, when the type
   * shows attendees to each other (docs/SEATS.md); empty otherwise, and once this booking left it.
   */
  attendees: string[];
}

/** A collective booking's other hosts' usernames (its `host_user_id` is the first), as a JSON array by user id. */
const otherHostNames = sql<string>`(select json_group_array(host_username) from (select ${users.username} as host_username from ${bookingHosts} join ${users} on ${users.id} = ${bookingHosts.userId} where ${bookingHosts.bookingId} = ${bookings.id} order by ${users.id}))`.as(
  "other_host_names",
);

export function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      // Aliased: the booking has a locale too, and D1 batch results are keyed by column name.
      host: { username: users.username, email: users.email, emailNotifications: users.emailNotifications, locale: sql<string>`${users.locale}`.as("host_locale") },
      hostTimeZone: schedules.timezone,
      changeCutoff: eventTypes.changeCutoff,
      eventTypeSlug: eventTypes.slug,
      otherSeatNames,
      otherHostNames,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.hostUserId))
    .leftJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .leftJoin(schedules, eq(schedules.id, eventTypes.scheduleId))
    .where(where);
}

export type FoundBooking = Awaited<ReturnType<typeof selectBookings>>[number];

export async function findBooking(db: Db, where: SQL | undefined): Promise<FoundBooking> {
  const [row] = await selectBookings(db, where);
  if (!row) throw new HttpError(404, BOOKING_NOT_FOUND);
  return row;
}

/** The stored hash a private link's token stands for; a malformed token is a 404 like an unknown one. */
export function tokenHashOf(token: string): string {
  if (!isWellFormedLinkToken(token)) throw new HttpError(404, BOOKING_NOT_FOUND);
  return hashLinkToken(token);
}

export const findByToken = (db: Db, token: string): Promise<FoundBooking> => findBooking(db, eq(bookings.cancellationTokenHash, tokenHashOf(token)));

/** When the booker's last chance to change the booking ends: the event type's cut-off before the start, else the start. */
export const changesUntil = ({ booking, changeCutoff }: FoundBooking) => booking.startTime - (changeCutoff ?? 0) * MINUTE_MS;

const holdsTimeAs = (status: string) => TIME_HOLDING_STATUSES.some((holding) => holding === status);

export const toView = (found: FoundBooking, status = found.booking.status): PublicBookingView => ({
  title: found.booking.title,
  start_time: new Date(found.booking.startTime).toISOString(),
  end_time: new Date(found.booking.endTime).toISOString(),
  status,
  ownerUsername: found.host.username,
  hosts: [found.host.username, ...(JSON.parse(found.otherHostNames) as string[])],
  changes_until: found.changeCutoff ? new Date(changesUntil(found)).toISOString() : null,
  event_type_slug: found.eventTypeSlug,
  location: found.booking.location,
  location_kind: found.booking.locationKind,
  meeting_url: found.booking.meetingUrl,
  // A view of a booking just cancelled is read before the cancel: it no longer shares the time.
  attendees: holdsTimeAs(status) ? attendeeNames(found.otherSeatNames) : [],
});
