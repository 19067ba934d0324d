import { and, eq, sql } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { commitChanges } from "../booking-change/commit-change";
import { mailWordsFor } from "../email/mail-words";
import type { Db, Env } from "../env";
import { selectBookings } from "./booking-lookup";
import { cancellationChange } from "./cancel-booking";
import { teamBookingHostsOf, teamBookingHostsStatement } from "./team-booking-hosts";

/** SQL: the id is one of `ids`, which ride in one JSON parameter (D1 binds at most 100 values a statement). */
const idIn = (ids: readonly number[]) => sql`${bookings.id} in (select value from json_each(${JSON.stringify(ids)}))`;

/**
 * Cancels confirmed bookings as their hosts would, each exactly as `cancelBookingAsHost` does (the
 * booker and every host mailed, calendars, CalDAV and webhooks following), in three round trips
 * however many there are (docs/TEAMS.md): the bookings, then their hosts in one batch, then every
 * booking's own guarded change in one batch (`commitChanges`). A booking cancelled meanwhile (a booker's race) has its
 * statements write nothing; the others are not held up by it. Answers how many this cancelled.
 */
export async function cancelBookingsAsHosts(db: Db, env: Env, bookingIds: readonly number[], now: number): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const d1 = db.$client;
  const found = await selectBookings(db, and(idIn(bookingIds), eq(bookings.status, "confirmed")));
  if (found.length === 0) return 0;
  const hostsRead = await d1.batch(found.map(({ booking }) => teamBookingHostsStatement(d1, booking)));
  const changes = await Promise.all(
    found.map(async (booking, index) => {
      const hosts = booking.booking.teamId === null ? [] : teamBookingHostsOf(hostsRead[index]);
      const words = await mailWordsFor(env.ASSETS, booking.booking.locale, [booking.host.locale, ...hosts.map((host) => host.locale)]);
      return cancellationChange(db, booking, { cancellation: { by: "host", reason: null }, bookerTimeZone: booking.booking.bookerTimeZone, words, now }, hosts);
    }),
  );
  const committed = await commitChanges(db, env, changes);
  return committed.filter((done) => done !== null).length;
}
