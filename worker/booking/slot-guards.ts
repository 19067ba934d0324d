import { type SQL, sql } from "drizzle-orm";
import type { Interval } from "../domain/intervals";

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

/** Leaves out the booking being moved, which must not count against its own new time. */
const other = (exceptId: number | null) => (exceptId === null ? sql`1` : sql`id <> ${exceptId}`);

/**
 * No confirmed booking of the host clashes, buffers included both ways (the existing block touches
 * the new booking, or the new block touches the existing one). `block_start < new block end` holds
 * for every clash and lets the host/status/block_start index narrow the scan.
 */
function noClash(b: BookedTime, exceptId: number | null): SQL {
  return sql`not exists (
    select 1 from bookings
    where host_user_id = ${b.hostUserId} and status = 'confirmed' and block_start < ${b.blockEnd} and ${other(exceptId)}
      and ((block_start < ${b.endTime} and block_end > ${b.startTime})
        or (start_time < ${b.blockEnd} and end_time > ${b.blockStart}))
  )`;
}

/** True when the event type's other confirmed bookings in `span` are fewer than `max` (no cap: always). */
function underCap(b: BookedTime, max: number | null, span: Interval, exceptId: number | null): SQL {
  return max === null
    ? sql`1`
    : sql`(select count(*) from bookings where event_type_id = ${b.eventTypeId} and status = 'confirmed' and ${other(exceptId)}
        and start_time >= ${span.start} and start_time < ${span.end}) < ${max}`;
}

/** The time is free of the host's other bookings and the event type's caps still have room. */
export const timeIsFree = (b: BookedTime, exceptId: number | null = null): SQL =>
  sql`${noClash(b, exceptId)} and ${underCap(b, b.caps.maxPerDay, b.caps.day, exceptId)} and ${underCap(b, b.caps.maxPerWeek, b.caps.week, exceptId)}`;
