import { type SQL, sql } from "drizzle-orm";
import type { Interval } from "../domain/intervals";
import { holdsTime } from "./booking-status";

/*
 * The conditions a booking write carries inside its own statement (docs/DECISIONS.md, Bookings): D1 runs a batch as one
 * transaction and serialises writes, so of any number of racing requests for one time exactly one
 * finds these true.
 */

/** A booking's time and its buffered block, as written. */
export interface BookedTime {
  hostUserId: number;
  eventTypeId: number;
  startTime: number;
  endTime: number;
  blockStart: number;
  blockEnd: number;
  /** The event type's daily and weekly caps with the schedule's day and week around the start. */
  caps: { maxPerDay: number | null; day: Interval; maxPerWeek: number | null; week: Interval };
}

/** A host as a guard names them: a user id, or a column of the statement's candidates. */
type HostRef = number | SQL;

/** Leaves out the booking being moved, which must not count against its own new time. */
const other = (column: SQL, exceptId: number | null) => (exceptId === null ? sql`1` : sql`${column} <> ${exceptId}`);

/** The time a seat joins (docs/SEATS.md): its own seats are no clash, whatever else of the host is. */
type SeatTime = Pick<BookedTime, "eventTypeId" | "startTime" | "endTime">;

/**
 * The `bookings` row is one of the seats of `time` (same event type, start and end, with a seat key);
 * the host is the caller's condition. Null `time`: a booking without seats, for which nothing is a seat.
 */
const seatOf = (time: SeatTime | null): SQL =>
  time === null
    ? sql`0`
    : sql`(seat_uid is not null and event_type_id = ${time.eventTypeId} and start_time = ${time.startTime} and end_time = ${time.endTime})`;

/**
 * No booking of the host that holds its time (confirmed, or a pending request) clashes, buffers
 * included both ways (the existing block touches the new booking, or the new block touches the
 * existing one): neither one they host
 * (`host_user_id`) nor a collective one they are on (`booking_hosts`). `block_start < new block end`
 * holds for every clash and lets the host/status/block_start index narrow the first scan. Given
 * `seatTime`, the seats of that time are no clash: a seat shares its time with them (docs/SEATS.md).
 */
function noClash(host: HostRef, b: Omit<BookedTime, "hostUserId" | "caps">, exceptId: number | null, seatTime: SeatTime | null = null): SQL {
  return sql`not exists (
    select 1 from bookings
    where host_user_id = ${host} and ${holdsTime(sql`status`)} and block_start < ${b.blockEnd} and ${other(sql`id`, exceptId)}
      and not ${seatOf(seatTime)}
      and ((block_start < ${b.endTime} and block_end > ${b.startTime})
        or (start_time < ${b.blockEnd} and end_time > ${b.blockStart}))
  ) and not exists (
    select 1 from booking_hosts oh join bookings ob on ob.id = oh.booking_id
    where oh.user_id = ${host} and ${holdsTime(sql`ob.status`)} and ob.block_start < ${b.blockEnd} and ${other(sql`ob.id`, exceptId)}
      and ((ob.block_start < ${b.endTime} and ob.block_end > ${b.startTime})
        or (ob.start_time < ${b.blockEnd} and ob.end_time > ${b.blockStart}))
  )`;
}

/** True when the event type's other bookings holding their time in `span` are fewer than `max` (no cap: always). */
function underCap(b: BookedTime, max: number | null, span: Interval, exceptId: number | null): SQL {
  return max === null
    ? sql`1`
    : sql`(select count(*) from bookings where event_type_id = ${b.eventTypeId} and ${holdsTime(sql`status`)} and ${other(sql`id`, exceptId)}
        and start_time >= ${span.start} and start_time < ${span.end}) < ${max}`;
}

/** The time is free of the host's other bookings and the event type's caps still have room. */
export const timeIsFree = (b: BookedTime, exceptId: number | null = null): SQL =>
  sql`${noClash(b.hostUserId, b, exceptId)} and ${underCap(b, b.caps.maxPerDay, b.caps.day, exceptId)} and ${underCap(b, b.caps.maxPerWeek, b.caps.week, exceptId)}`;

/** The seats of `b`'s time that hold it, but the moved one: the rows a seat joins. */
export const seatsOfTime = (b: BookedTime, exceptId: number | null = null): SQL =>
  sql`host_user_id = ${b.hostUserId} and ${seatOf(b)} and ${holdsTime(sql`status`)} and ${other(sql`id`, exceptId)}`;

/**
 * A seated type's cap counts TIMES, not seats (docs/SEATS.md): the distinct seat keys of the type
 * holding a start in `span` (a booking without a key, made before the type had seats, is a time of
 * its own), this time left out.
 */
function underTimeCap(b: BookedTime, max: number | null, span: Interval, exceptId: number | null): SQL {
  return max === null
    ? sql`1`
    : sql`(select count(distinct coalesce(seat_uid, 'id:' || id)) from bookings where event_type_id = ${b.eventTypeId}
        and ${holdsTime(sql`status`)} and ${other(sql`id`, exceptId)} and not ${seatOf(b)}
        and start_time >= ${span.start} and start_time < ${span.end}) < ${max}`;
}

/** An address as the one-seat-per-person rule compares it: trimmed, ASCII case folded (SQLite's `lower`). */
export const comparableAddress = (address: unknown): SQL => sql`lower(trim(${address}))`;

/** No seat of `b`'s time but the moved one has `address` (none: nothing to compare, always true). */
const noSeatOf = (b: BookedTime, address: string | null, exceptId: number | null): SQL =>
  address === null
    ? sql`1`
    : sql`not exists (select 1 from bookings where ${seatsOfTime(b, exceptId)} and ${comparableAddress(sql`booker_email`)} = ${comparableAddress(address)})`;

/** The seat a guard is about: the one being moved (left out of every count), and its booker's address. */
export interface SeatTaker {
  exceptId?: number | null;
  bookerEmail: string | null;
}

/**
 * A seat of `b`'s time may be taken (docs/SEATS.md): fewer than `capacity` seats hold it, none of
 * them has the taker's address (one seat per person and time), nothing else of the host clashes (its
 * own seats do not), and either the time already has a seat (joining never fails a cap) or the caps,
 * counting times, have room for one more.
 */
export const seatIsFree = (b: BookedTime, capacity: number, { exceptId = null, bookerEmail }: SeatTaker): SQL =>
  sql`(select count(*) from bookings where ${seatsOfTime(b, exceptId)}) < ${capacity}
    and ${noSeatOf(b, bookerEmail, exceptId)}
    and ${noClash(b.hostUserId, b, exceptId, b)}
    and (exists (select 1 from bookings where ${seatsOfTime(b, exceptId)})
      or (${underTimeCap(b, b.caps.maxPerDay, b.caps.day, exceptId)} and ${underTimeCap(b, b.caps.maxPerWeek, b.caps.week, exceptId)}))`;

/** One host of a team booking as its guard checks them: their caps' day and week in their own schedule's zone. */
export interface TeamHostTime {
  userId: number;
  day: Interval;
  week: Interval;
}

/** A team booking's time: the type's caps, and every host it may go to (round-robin) or goes to (collective), in order. */
export interface TeamBookedTime extends Omit<BookedTime, "hostUserId" | "caps"> {
  maxPerDay: number | null;
  maxPerWeek: number | null;
  hosts: readonly TeamHostTime[];
}

/**
 * The team booking's hosts as rows of one JSON parameter (a statement binds at most 100 values, a
 * team has up to 20 hosts): `c.user_id`, their cap spans, and `c.rank`, their place in the order.
 */
export function teamHostRows(hosts: readonly TeamHostTime[]): SQL {
  const rows = JSON.stringify(hosts.map((host) => [host.userId, host.day.start, host.day.end, host.week.start, host.week.end]));
  return sql`(select json_extract(value, '$[0]') as user_id, json_extract(value, '$[1]') as day_start,
    json_extract(value, '$[2]') as day_end, json_extract(value, '$[3]') as week_start, json_extract(value, '$[4]') as week_end,
    key as rank from json_each(${rows})) c`;
}

/** Each host's caps count that host's bookings of the type: those they host and those they are on. */
function hostUnderCap(b: TeamBookedTime, max: number | null, span: { start: SQL; end: SQL }, exceptId: number | null): SQL {
  return max === null
    ? sql`1`
    : sql`(select count(*) from bookings cb where cb.event_type_id = ${b.eventTypeId} and ${holdsTime(sql`cb.status`)} and ${other(sql`cb.id`, exceptId)}
        and cb.start_time >= ${span.start} and cb.start_time < ${span.end}
        and (cb.host_user_id = c.user_id or exists (select 1 from booking_hosts ch where ch.booking_id = cb.id and ch.user_id = c.user_id))) < ${max}`;
}

/** The candidate row `c` (teamHostRows) is free at the time and under their caps. */
export const candidateIsFree = (b: TeamBookedTime, exceptId: number | null = null): SQL =>
  sql`${noClash(sql`c.user_id`, b, exceptId)}
    and ${hostUnderCap(b, b.maxPerDay, { start: sql`c.day_start`, end: sql`c.day_end` }, exceptId)}
    and ${hostUnderCap(b, b.maxPerWeek, { start: sql`c.week_start`, end: sql`c.week_end` }, exceptId)}`;

/** Collective: every host is free at the time and under their caps. */
export const everyHostIsFree = (b: TeamBookedTime, exceptId: number | null = null): SQL =>
  sql`not exists (select 1 from ${teamHostRows(b.hosts)} where not (${candidateIsFree(b, exceptId)}))`;

/** Round-robin: the first host in order who is free at the time, or none. */
export const firstFreeHost = (b: TeamBookedTime, exceptId: number | null = null): SQL =>
  sql`(select c.user_id from ${teamHostRows(b.hosts)} where ${candidateIsFree(b, exceptId)} order by c.rank limit 1)`;
