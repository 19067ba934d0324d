import { sql } from "drizzle-orm";
import type { ChangeToCommit } from "../booking-change/commit-change";
import { d1Statement } from "../db/d1-statements";
import type { OutgoingMessage } from "../email/outgoing-message";
import { type BookingFields, bookerAddressOf, insertBookingWhere, insertHostCalendarEntry, insertOutboxForNewBooking } from "./booking-writes";
import { candidateIsFree, everyHostIsFree, type TeamBookedTime, teamHostRows } from "./slot-guards";

/*
 * A team booking's statements for commitChange's one batch (docs/ARCHITECTURE.md, "Booking changes"):
 * the host is chosen and checked free inside the one INSERT, and everything else is written only if
 * it inserted, so racing requests land on different hosts, or on none.
 */

export interface NewTeamBooking extends TeamBookedTime, BookingFields {
  teamId: number;
}

/** One round-robin candidate's mail: written only if the booking went to them (their name is in it). */
export interface CandidateMail {
  hostUserId: number;
  messages: readonly OutgoingMessage[];
}

/**
 * Round-robin: ONE insert whose host is the first of `booking.hosts` (the candidates, in assignment
 * order) free at the time and under their caps; no row when none is. The winner's calendar entry
 * follows, and of each candidate's mail only the winner's is written.
 */
export function roundRobinStatements(
  d1: D1Database,
  booking: NewTeamBooking,
  { manageUrl, candidates, now }: { manageUrl: string; candidates: readonly CandidateMail[]; now: number },
): Pick<ChangeToCommit, "writes" | "mail"> {
  const insert = insertBookingWhere(d1, booking, {
    host: sql`c.user_id`,
    teamId: booking.teamId,
    from: sql`from ${teamHostRows(booking.hosts)}`,
    guard: candidateIsFree(booking),
    tail: sql`order by c.rank limit 1`,
  });
  return {
    writes: [insert, insertHostCalendarEntry(d1, booking.tokenHash, manageUrl)],
    mail: candidates.flatMap(({ hostUserId, messages }) => {
      const bookerAddress = bookerAddressOf(messages);
      return messages.map((message) => insertOutboxForNewBooking(d1, booking.tokenHash, message, { bookerAddress, now, hostUserId }));
    }),
  };
}

/** The other hosts of a collective booking, once it is inserted. */
function insertOtherHosts(d1: D1Database, booking: NewTeamBooking) {
  const others = JSON.stringify(booking.hosts.slice(1).map((host) => host.userId));
  return d1Statement(d1, sql`
    insert into booking_hosts (booking_id, user_id)
    select b.id, j.value from bookings b, json_each(${others}) j where b.cancellation_token_hash = ${booking.tokenHash}`);
}

/** Each other host's calendar entry for the collective booking, as its first host's. */
function insertOtherHostsCalendarEntries(d1: D1Database, tokenHash: string, manageUrl: string) {
  return d1Statement(d1, sql`
    insert into calendar_events (user_id, title, type, description, location, start_time, end_time, guests,
      booking_id, booker_name, booker_email, manage_url)
    select h.user_id, b.title, 'booked', b.notes, b.location, b.start_time, b.end_time, b.guests,
      b.id, b.booker_name, b.booker_email, ${manageUrl}
    from bookings b join booking_hosts h on h.booking_id = b.id
    where b.cancellation_token_hash = ${tokenHash}`);
}

/**
 * Collective: ONE insert held by the first host (lowest user id), written only if EVERY host is free
 * at the time and under their caps; then a `booking_hosts` row and a calendar entry for each other
 * host, and every host's mail.
 */
export function collectiveStatements(
  d1: D1Database,
  booking: NewTeamBooking,
  { manageUrl, messages, now }: { manageUrl: string; messages: readonly OutgoingMessage[]; now: number },
): Pick<ChangeToCommit, "writes" | "mail"> {
  const [first] = booking.hosts;
  if (!first) throw new Error("a collective booking needs at least one host");
  const insert = insertBookingWhere(d1, booking, { host: first.userId, teamId: booking.teamId, from: sql``, guard: everyHostIsFree(booking), tail: sql`` });
  const bookerAddress = bookerAddressOf(messages);
  return {
    writes: [
      insert,
      insertOtherHosts(d1, booking),
      insertHostCalendarEntry(d1, booking.tokenHash, manageUrl),
      insertOtherHostsCalendarEntries(d1, booking.tokenHash, manageUrl),
    ],
    mail: messages.map((message) => insertOutboxForNewBooking(d1, booking.tokenHash, message, { bookerAddress, now })),
  };
}
