import { and, eq, gt, or, sql } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { type BookingChange, hostsOfBooking } from "../booking-change/booking-change";
import { type ChangeToCommit, commitChanges } from "../booking-change/commit-change";
import { calendarWriteStatements, splitCalendarWriteIds } from "../caldav/calendar-writes";
import { MINUTE_MS } from "../domain/calendar-days";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { hostChangeMessages } from "../email/host-change-messages";
import { bookingMailFacts } from "../email/mail-facts";
import { mailWordsFor } from "../email/mail-words";
import { enqueueOutbox } from "../email/outbox";
import type { Db, Env } from "../env";
import { cancelBookingsAsHosts } from "./cancel-bookings";
import { type FoundBooking, selectBookings } from "./booking-lookup";
import { loadBookingPageContexts } from "./page-context";
import { candidateReminders } from "./reminder-writes";
import { type MoveKey, movedBooking } from "./reschedule-writes";
import { utcDayAround } from "./slot-check";
import { candidatesOf, hostTime } from "./team-candidates";
import type { TeamContext } from "./team-context-types";
import { roundRobinMoveStatements, teamMoveTimes } from "./team-reschedule-writes";
import { teamSlots } from "./team-slots";

/** A member leaving a team with `upcoming: "reassign"`, once their membership and type hosting are gone. */
export interface LeavingHost {
  teamId: number;
  userId: number;
  now: number;
}

/** What became of the leaving host's upcoming team bookings. */
export interface Reassigned {
  reassigned: number;
  cancelled: number;
  /** Collective bookings that go on without them. */
  dropped: number;
}

/** The team's confirmed bookings still ahead that `userId` is on, as its host or one of a collective booking's others. */
const upcomingOf = ({ teamId, userId, now }: LeavingHost) =>
  and(
    eq(bookings.teamId, teamId),
    eq(bookings.status, "confirmed"),
    gt(bookings.startTime, now),
    or(eq(bookings.hostUserId, userId), sql`exists (select 1 from booking_hosts where booking_id = ${bookings.id} and user_id = ${userId})`),
  );

/** The hosts free at the booking's own time, minimum notice aside: the booking is already made. */
function freeAtItsTime(context: TeamContext, found: FoundBooking, now: number): number[] {
  const { startTime, endTime } = found.booking;
  const query = {
    durationMinutes: (endTime - startTime) / MINUTE_MS,
    range: utcDayAround(startTime),
    visitorTimeZone: "UTC",
    now: Math.min(now, startTime - context.eventType.minNotice * MINUTE_MS),
    withBookings: true,
  };
  return teamSlots(context, query).find((slot) => slot.start === startTime)?.hostIds ?? [];
}

/**
 * A round-robin booking goes, at its own time, to the first free host in assignment order, inside
 * its update; the booker and the new host are mailed. Its reminders are written anew for whoever
 * took it (the booker's naming them, theirs as host; the leaver's withdrawn), and the leaver's
 * webhooks hear of the change as the new host's do. Null when no other host is free at its time.
 */
async function handOverChange(db: Db, env: Env, found: FoundBooking, context: TeamContext, leaving: LeavingHost): Promise<ChangeToCommit | null> {
  const candidates = candidatesOf(context, freeAtItsTime(context, found, leaving.now)).filter((host) => host.host.id !== leaving.userId);
  if (candidates.length === 0) return null;
  const { booking } = found;
  const { eventType } = context;
  const key: MoveKey = { bookingId: booking.id, fromSequence: booking.sequence, changeKey: crypto.randomUUID() };
  const move = {
    ...teamMoveTimes(eventType, { start: booking.startTime, end: booking.endTime }, key, booking.hostUserId),
    hosts: candidates.map((host) => hostTime(host, booking.startTime)),
  };
  const mailed = { ...booking, sequence: booking.sequence + 1 };
  const words = await mailWordsFor(env.ASSETS, booking.locale, [found.host.locale, ...candidates.map(({ host }) => host.locale)]);
  const before = bookingMailFacts(mailed, found.host, { booker: booking.bookerTimeZone, host: "UTC", words });
  const perCandidate = candidates.map((host) => {
    const facts = bookingMailFacts(mailed, host.host, { booker: booking.bookerTimeZone, host: host.schedule.timezone, words });
    return { hostUserId: host.host.id, facts, messages: hostChangeMessages({ now: facts, before, previous: null }, null, leaving.now) };
  });
  const bookingRow = movedBooking(key);
  return {
    change: { kind: "rescheduled", bookingRow, formerHostUserId: booking.hostUserId, now: leaving.now },
    ...roundRobinMoveStatements(db.$client, move, { candidates: perCandidate, now: leaving.now }),
    // The booking's token is not at hand: the booker's reminders go without links (reminder-messages.ts).
    reminders: candidateReminders(db.$client, booking.id, { bookingRow, links: null, eventType, start: booking.startTime, now: leaving.now }, perCandidate),
  };
}

/** The statements of a collective booking's drop that write CalDAV changes (their ids go to the queue) start here. */
const DROP_CALENDAR_WRITES_AT = 4;

/**
 * A collective booking goes on without the leaver: their `booking_hosts` row goes, or when they held
 * it the next host (lowest user id) takes their place; their calendar row goes, their CalDAV event is
 * deleted and their availability version moves. The booking itself stays as it is.
 */
function dropStatements(d1: D1Database, found: FoundBooking, { userId, now }: LeavingHost): D1PreparedStatement[] {
  const id = found.booking.id;
  const next = sql`(select min(user_id) from booking_hosts where booking_id = ${id} and user_id <> ${userId})`;
  const change: BookingChange = { kind: "rescheduled", bookingRow: sql`id = ${id}`, now };
  return [
    d1Statement(d1, sql`update bookings set host_user_id = ${next} where id = ${id} and host_user_id = ${userId} and ${next} is not null`),
    d1Statement(d1, sql`delete from booking_hosts where booking_id = ${id} and (user_id = ${userId} or user_id = (select host_user_id from bookings where id = ${id}))`),
    d1Statement(d1, sql`delete from calendar_events where booking_id = ${id} and user_id = ${userId} and ${userId} not in (${hostsOfBooking(sql`${id}`)})`),
    d1Statement(d1, sql`update users set availability_version = availability_version + 1 where id = ${userId}`),
    ...calendarWriteStatements(d1, change),
  ];
}

/** Every collective booking drops the leaver, all in one batch. */
async function dropFromAll(db: Db, env: Env, collective: readonly FoundBooking[], leaving: LeavingHost): Promise<void> {
  if (collective.length === 0) return;
  const perBooking = collective.map((found) => dropStatements(db.$client, found, leaving));
  const ids = await batchReturningIds(db.$client, perBooking.flat());
  let start = 0;
  const calendarIds = splitCalendarWriteIds(
    perBooking.flatMap((statements) => {
      const own = ids.slice(start + DROP_CALENDAR_WRITES_AT, start + statements.length);
      start += statements.length;
      return own;
    }),
  );
  await enqueueOutbox(env, [], calendarIds.caldav, calendarIds.provider);
}

/**
 * A member leaves a team with `upcoming: "reassign"` (called once they are off its types): each of
 * their upcoming round-robin bookings on the team goes to another free host by the assignment rule,
 * or is cancelled with mail when none is free; collective bookings drop them. Set-based, in a fixed
 * number of round trips however many bookings (docs/TEAMS.md): the bookings; every booking's page in
 * one batch; every hand-over in one batch, each its own guarded change (so one lost race changes
 * nothing for the others, and a host one of them took is not free for the next); every drop in one
 * batch; the cancellations (`cancelBookingsAsHosts`).
 */
export async function reassignUpcomingBookings(db: Db, env: Env, leaving: LeavingHost): Promise<Reassigned> {
  const upcoming = await selectBookings(db, upcomingOf(leaving));
  const pages = await loadBookingPageContexts(
    db,
    upcoming.map(({ booking }) => ({ bookingTokenHash: booking.cancellationTokenHash, range: utcDayAround(booking.startTime) })),
  );
  const collective: FoundBooking[] = [];
  const handOvers: { found: FoundBooking; commit: ChangeToCommit }[] = [];
  const toCancel: number[] = [];
  for (const [index, found] of upcoming.entries()) {
    const page = pages[index];
    const context = page?.kind === "team" ? page.context : null;
    if (context?.assignment === "collective" || (context === null && found.booking.hostUserId !== leaving.userId)) {
      collective.push(found);
      continue;
    }
    const commit = context ? await handOverChange(db, env, found, context, leaving) : null;
    if (commit) handOvers.push({ found, commit });
    else toCancel.push(found.booking.id);
  }
  const committed = await commitChanges(db, env, handOvers.map(({ commit }) => commit));
  // A hand-over whose every candidate was taken by the time it ran is cancelled like one that had none.
  toCancel.push(...handOvers.filter((_, index) => committed[index] === null).map(({ found }) => found.booking.id));
  await dropFromAll(db, env, collective, leaving);
  await cancelBookingsAsHosts(db, env, toCancel, leaving.now);
  return { reassigned: committed.filter((done) => done !== null).length, cancelled: toCancel.length, dropped: collective.length };
}
