import { sql } from "drizzle-orm";
import { hostsOfBooking } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";
import { type BookingMailFacts, bookingMailFacts, type MailedBooking } from "../email/mail-facts";
import type { BookingWords } from "../email/mail-words";

/** One host of a stored team booking, as its mail needs them: their address and the zone of their schedule for the type. */
export interface TeamBookingHost {
  id: number;
  username: string;
  email: string;
  emailNotifications: boolean;
  locale: string;
  timeZone: string;
}

interface TeamBookingHostRow {
  id: number;
  username: string;
  email: string;
  locale: string;
  notify: number;
  timeZone: string;
}

/**
 * Every host of a booking (its holder, then the other hosts of a collective booking, by user id), each
 * with the zone of their schedule for the type: the one they chose, else their default (lowest id).
 * A statement, so that many bookings' hosts are read in one batch (`teamBookingHostsOf`).
 */
export function teamBookingHostsStatement(d1: D1Database, booking: { id: number; eventTypeId: number | null }): D1PreparedStatement {
  return d1Statement(
    d1,
    sql`select u.id, u.username, u.email, u.locale, u.email_notifications as notify, coalesce((select s.timezone from schedules s where s.id = coalesce(
        (select h.schedule_id from event_type_hosts h where h.event_type_id = ${booking.eventTypeId} and h.user_id = u.id),
        (select min(d.id) from schedules d where d.user_id = u.id))), 'UTC') as timeZone
      from users u where u.id in (${hostsOfBooking(sql`${booking.id}`)}) order by u.id`,
  );
}

/** The hosts a `teamBookingHostsStatement` read. */
export const teamBookingHostsOf = (result: D1Result<unknown> | undefined): TeamBookingHost[] =>
  ((result?.results ?? []) as TeamBookingHostRow[]).map(({ notify, ...host }) => ({ ...host, emailNotifications: notify === 1 }));

export async function readTeamBookingHosts(d1: D1Database, booking: { id: number; eventTypeId: number | null }): Promise<TeamBookingHost[]> {
  return teamBookingHostsOf(await teamBookingHostsStatement(d1, booking).all<TeamBookingHostRow>());
}

/** Each host's mail facts of a team booking: the times in their own zone, and (collective) every host named. */
export function factsPerHost(
  booking: MailedBooking,
  hosts: readonly TeamBookingHost[],
  { bookerTimeZone, words }: { bookerTimeZone: string; words: BookingWords },
): BookingMailFacts[] {
  const allHosts = hosts.length > 1 ? hosts.map(({ username, email }) => ({ username, email })) : [];
  return hosts.map((host) => bookingMailFacts(booking, host, { booker: bookerTimeZone, host: host.timeZone, words }, allHosts));
}
