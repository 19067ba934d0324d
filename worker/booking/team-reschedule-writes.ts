import { sql } from "drizzle-orm";
import type { ChangeToCommit } from "../booking-change/commit-change";
import { d1Statement } from "../db/d1-statements";
import { MINUTE_MS } from "../domain/calendar-days";
import type { Interval } from "../domain/intervals";
import type { EventTypeRow } from "../event-types/view";
import type { OutgoingMessage } from "../email/outgoing-message";
import { type MoveKey, insertMoveMail, moveCalendarRows, movedBooking, moveWhere } from "./reschedule-writes";
import { everyHostIsFree, firstFreeHost, type TeamBookedTime } from "./slot-guards";
import type { CandidateMail } from "./team-booking-writes";

/** A team booking's move: its new time, the hosts it may go to (round-robin, its own host first) or is on (collective). */
export interface TeamMove extends TeamBookedTime, MoveKey {
  /** Who holds the booking as it was read. */
  fromHostUserId: number;
}

/**
 * A team booking's move to `time` without its hosts: the buffered block and the type's caps as the
 * guarded update holds them.
 */
export function teamMoveTimes(eventType: EventTypeRow, time: Interval, key: MoveKey, fromHostUserId: number): Omit<TeamMove, "hosts"> {
  const bufferMs = eventType.bufferTime * MINUTE_MS;
  return {
    ...key,
    eventTypeId: eventType.id,
    startTime: time.start,
    endTime: time.end,
    blockStart: time.start - bufferMs,
    blockEnd: time.end + bufferMs,
    maxPerDay: eventType.maxPerDay,
    maxPerWeek: eventType.maxPerWeek,
    fromHostUserId,
  };
}

/** The calendar rows follow the booking, the row of the host it left going to the host it went to. */
function moveCalendarRowsToHost(d1: D1Database, move: TeamMove) {
  return d1Statement(d1, sql`
    update calendar_events set start_time = ${move.startTime}, end_time = ${move.endTime},
      user_id = case when user_id = ${move.fromHostUserId} then (select host_user_id from bookings where id = ${move.bookingId}) else user_id end
    where booking_id = ${move.bookingId} and exists (select 1 from bookings where ${movedBooking(move)})`);
}

/** The host a booking left has its time back: their availability version moves too (the change's follow-ups bump only its hosts now). */
function bumpLeftHost(d1: D1Database, move: TeamMove) {
  return d1Statement(d1, sql`
    update users set availability_version = availability_version + 1
    where id = ${move.fromHostUserId} and exists (select 1 from bookings where ${movedBooking(move)} and host_user_id <> ${move.fromHostUserId})`);
}

/**
 * Round-robin: ONE update that keeps the booking's host when they are free at the new time, else
 * gives it to the first free candidate (`move.hosts`: its own host first, then the others in
 * assignment order), and moves nothing when none is. Of each candidate's mail only the one that
 * names who holds it afterwards is written.
 */
export function roundRobinMoveStatements(
  d1: D1Database,
  move: TeamMove,
  { candidates, now }: { candidates: readonly CandidateMail[]; now: number },
): Pick<ChangeToCommit, "writes" | "mail"> {
  const chosen = firstFreeHost(move, move.bookingId);
  return {
    writes: [moveWhere(d1, move, { host: chosen, guard: sql`${chosen} is not null` }), moveCalendarRowsToHost(d1, move), bumpLeftHost(d1, move)],
    mail: candidates.flatMap(({ hostUserId, messages }) => messages.map((message) => insertMoveMail(d1, move, message, now, hostUserId))),
  };
}

/** Collective: the booking moves only if EVERY host is free at the new time; every host's calendar row follows it. */
export function collectiveMoveStatements(
  d1: D1Database,
  move: TeamMove,
  { messages, now }: { messages: readonly OutgoingMessage[]; now: number },
): Pick<ChangeToCommit, "writes" | "mail"> {
  return {
    writes: [moveWhere(d1, move, { host: null, guard: everyHostIsFree(move, move.bookingId) }), moveCalendarRows(d1, move)],
    mail: messages.map((message) => insertMoveMail(d1, move, message, now)),
  };
}
