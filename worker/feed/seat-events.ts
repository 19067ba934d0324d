import type { Translator } from "../../shared/i18n/translator";
import type { FeedEvent } from "../domain/ics/ics-feed";
import { bookingEvent, type FeedBooking } from "./booking-event";

/*
 * The host's one event per seated time (docs/SEATS.md), for the feed and for CalDAV: its UID is the
 * time's seat key, its description lists the attendees holding a seat, and it is cancelled only once
 * no seat holds the time.
 */

/** A booking as the feed reads it, with its seat key (null: a booking without seats). */
export interface FeedSeat extends FeedBooking {
  seatUid: string | null;
}

/** "Ada <ada@example.com>", or the name alone. */
const attendee = (seat: FeedBooking) => (seat.bookerEmail ? `${seat.bookerName} <${seat.bookerEmail}>` : seat.bookerName);

/**
 * One time's event from its seats (any order, cancelled ones included). The SEQUENCE is the highest
 * of its seats' plus how many left, so a seat leaving or a time ending still raises it.
 */
export function seatTimeEvent(seatUid: string, seats: readonly FeedBooking[], t: Translator): FeedEvent {
  const holding = seats.filter((seat) => seat.status === "confirmed");
  const [first] = holding.length > 0 ? holding : seats;
  if (!first) throw new Error("a seated time has at least one seat");
  const left = seats.length - holding.length;
  const count = holding.length;
  return {
    ...bookingEvent({ ...first, status: count > 0 ? "confirmed" : "cancelled" }, t),
    uid: seatUid,
    sequence: Math.max(...seats.map((seat) => seat.sequence)) + left,
    summary: t.t("hostmail.feed.seatSummary", { title: first.title, count }),
    description: [t.t("hostmail.feed.attendees"), ...holding.map(attendee)].join("\n"),
  };
}

/** Bookings as feed events in the host's words `t`: each one without seats as itself, the seats of a time as that time's one event. */
export function feedEvents(rows: readonly FeedSeat[], t: Translator): FeedEvent[] {
  const times = new Map<string, FeedSeat[]>();
  const events: FeedEvent[] = [];
  for (const row of rows) {
    if (row.seatUid === null) {
      events.push(bookingEvent(row, t));
      continue;
    }
    const seats = times.get(row.seatUid);
    if (seats) seats.push(row);
    else times.set(row.seatUid, [row]);
  }
  for (const [seatUid, seats] of times) events.push(seatTimeEvent(seatUid, seats, t));
  return events;
}
