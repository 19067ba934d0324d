/*
 * Seats: which times of a seated booking type a page offers, and how many seats each has
 * left (docs/SEATS.md). A "time" is the host's one meeting at one start and end; each of its seats is
 * a booking, and all seats of one time share `seat_uid`. Pure: the bookings and the engine's starts in,
 * the offer out.
 */

/** A booking as the seat rules read it (the page context's rows carry these fields). */
export interface SeatBooking {
  eventTypeId: number | null;
  seatUid: string | null;
  startTime: number;
  endTime: number;
  blockStart: number;
  blockEnd: number;
}

/** One time of a seated type: its seats' shared span and buffered block, and how many seats hold it. */
export interface SeatTime {
  seatUid: string;
  start: number;
  end: number;
  blockStart: number;
  blockEnd: number;
  taken: number;
}

/** A start a page offers, with the seats left at it (the capacity for a time nobody holds yet). */
export interface SeatedSlot {
  start: number;
  seatsLeft: number;
}

/** The times of `eventTypeId` held by seats, one per `seat_uid`, in the order their first seat comes. */
export function seatTimesOf(bookings: readonly SeatBooking[], eventTypeId: number): SeatTime[] {
  const times = new Map<string, SeatTime>();
  for (const booking of bookings) {
    if (booking.eventTypeId !== eventTypeId || booking.seatUid === null) continue;
    const time = times.get(booking.seatUid);
    if (time) time.taken++;
    else
      times.set(booking.seatUid, {
        seatUid: booking.seatUid,
        start: booking.startTime,
        end: booking.endTime,
        blockStart: booking.blockStart,
        blockEnd: booking.blockEnd,
        taken: 1,
      });
  }
  return [...times.values()];
}

/** The times a visitor asking for `durationMs` may take a seat at: room left, and exactly that length. */
export const joinableTimes = (times: readonly SeatTime[], capacity: number, durationMs: number): SeatTime[] =>
  times.filter((time) => time.taken < capacity && time.end - time.start === durationMs);

/**
 * The starts of `eventTypeId`'s bookings that its daily and weekly caps count: a time's seats once
 * (a cap counts times, not seats, so joining a time never fails it), every other booking once.
 */
export function capCountedStarts(bookings: readonly SeatBooking[], eventTypeId: number): number[] {
  const seen = new Set<string>();
  const starts: number[] = [];
  for (const booking of bookings) {
    if (booking.eventTypeId !== eventTypeId) continue;
    if (booking.seatUid !== null) {
      if (seen.has(booking.seatUid)) continue;
      seen.add(booking.seatUid);
    }
    starts.push(booking.startTime);
  }
  return starts;
}

/**
 * Whether a new seat at `time` would clash with `other`, a different time: `other` holds its own
 * buffered block or the new buffer around itself, whichever is wider (the rule every booking's guard
 * applies, host-slots.ts `bookingBusy`).
 */
function clashes(time: SeatTime, other: SeatTime, bufferMs: number): boolean {
  const start = other.start - Math.max(other.start - other.blockStart, bufferMs);
  const end = other.end + Math.max(other.blockEnd - other.end, bufferMs);
  return time.start < end && start < time.end;
}

export interface SeatOffer {
  /** The engine's starts with every booking busy and the caps applied: times nobody holds yet. */
  fresh: readonly number[];
  /** The engine's starts with the joinable times' seats left out of the busy time, caps not applied. */
  freed: readonly number[];
  /** The times with room left at the asked duration (`joinableTimes`). */
  joinable: readonly SeatTime[];
  capacity: number;
  /** The type's buffer now, in ms. */
  bufferMs: number;
}

/**
 * The starts a seated type offers, ascending, each with its seats left. A fresh start has them all.
 * A joinable time is offered when nothing else the host has keeps its start busy (it is among the
 * `freed` starts, which also brings the schedule, notice and window to bear) and no other joinable
 * time clashes with it (those were left out of `freed` together). A full time, or a start overlapping
 * a time at another start or end, is busy in both lists and so never offered.
 */
export function seatedSlots({ fresh, freed, joinable, capacity, bufferMs }: SeatOffer): SeatedSlot[] {
  const free = new Set(freed);
  const joined = joinable
    .filter((time) => free.has(time.start) && !joinable.some((other) => other !== time && clashes(time, other, bufferMs)))
    .map((time) => ({ start: time.start, seatsLeft: capacity - time.taken }));
  return [...fresh.map((start) => ({ start, seatsLeft: capacity })), ...joined].sort((a, b) => a.start - b.start);
}
