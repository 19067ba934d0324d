import { sql } from "drizzle-orm";
import { cancelBookingsAsHosts } from "../booking/cancel-bookings";
import { d1Statement } from "../db/d1-statements";
import type { Db, Env } from "../env";

/** A confirmed team booking still ahead, and the host it is booked under (`bookings.host_user_id`). */
export interface UpcomingTeamBooking {
  id: number;
  host_user_id: number;
}

/**
 * The team's confirmed bookings still ahead, for a batch that changes the team: read in that batch,
 * they are exactly the bookings the change leaves behind. With `hostUserId`, only those the host is
 * on (as the booking's host, or as one of a collective booking's other hosts).
 */
export function upcomingTeamBookings(d1: D1Database, teamId: number, now: number, hostUserId?: number): D1PreparedStatement {
  const ofHost =
    hostUserId === undefined
      ? sql``
      : sql`and (b.host_user_id = ${hostUserId} or exists (select 1 from booking_hosts h where h.booking_id = b.id and h.user_id = ${hostUserId}))`;
  return d1Statement(
    d1,
    sql`select b.id, b.host_user_id from bookings b
      where b.team_id = ${teamId} and b.status = 'confirmed' and b.start_time > ${now} ${ofHost}
      order by b.start_time, b.id`,
  );
}

/**
 * Cancels the bookings as their hosts would (docs/ARCHITECTURE.md, Booking changes): the booker is
 * mailed, calendars and webhooks follow. All of them in a fixed number of round trips, each booking
 * guarded on its own, so one lost race (a booker who cancelled meanwhile) changes nothing for the
 * others (docs/TEAMS.md). Answers how many there were.
 */
export async function cancelUpcoming(db: Db, env: Env, upcoming: readonly UpcomingTeamBooking[], now: number): Promise<number> {
  await cancelBookingsAsHosts(db, env, upcoming.map((booking) => booking.id), now);
  return upcoming.length;
}
