import { commitChange } from "../booking-change/commit-change";
import type { BookingMade, TeamBookingAsked } from "../booking/create-team-booking";
import type { HostContext } from "../booking/host-context";
import { type NewBooking, bookerAddressOf, insertOutboxForNewBooking, newBookingRow } from "../booking/booking-writes";
import { SLOT_TAKEN, bookedTimeOf } from "../booking/slot-check";
import { bookingConfirmationMessages } from "../email/booking-messages";
import { bookingMailFacts } from "../email/mail-facts";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { insertSeatIfFree, seatUidOf, timeEntryStatements } from "./seat-writes";
import { seatReminders } from "./seat-reminders";
import { seatsTakenLine } from "./seat-words";

/** A seat asked for on a personal type with seats: as a personal booking is, plus the type's capacity. */
export type SeatAsked = Omit<TeamBookingAsked, "context" | "freeHostIds"> & {
  context: HostContext;
  capacity: number;
  newSeatUid: string;
  /** The names of the seats holding the time when it was read, if its type shows attendees (seat-attendees.ts). */
  alsoAttending: readonly string[];
};

/**
 * Books one seat of a time (docs/SEATS.md) in the one batch of a booking change: the guarded insert
 * (seat-writes.ts), the host's one calendar entry for the time rebuilt with the new attendee, the
 * booker's confirmation and the host's notification saying how many seats are now taken, and the
 * seat's reminders. The booker's mail names no other attendee unless the type shows attendees to
 * each other, and then by name only.
 */
export async function createSeat(db: Db, env: Env, asked: SeatAsked): Promise<BookingMade> {
  const { context, fields, start, end, bookerTimeZone, words, links, now, capacity, newSeatUid, alsoAttending } = asked;
  const { eventType, host } = context;
  const d1 = db.$client;
  const booking: NewBooking = { ...bookedTimeOf(context, host.id, { start, end }), ...fields };
  const facts = bookingMailFacts(booking, host, { booker: bookerTimeZone, host: context.schedule.timezone, words });
  const bookingRow = newBookingRow(booking.tokenHash);
  const messages = bookingConfirmationMessages(facts, links, now, alsoAttending);
  const bookerAddress = bookerAddressOf(messages);
  const hostLine = seatsTakenLine(facts.words.host, seatUidOf(bookingRow), capacity);
  const committed = await commitChange(db, env, {
    change: { kind: "created", bookingRow, now },
    writes: [insertSeatIfFree(d1, { booking, capacity, newSeatUid }), ...timeEntryStatements(d1, seatUidOf(bookingRow))],
    mail: messages.map((message) => insertOutboxForNewBooking(d1, booking.tokenHash, message, { bookerAddress, now, seat: { line: hostLine, icsUid: booking.icsUid } })),
    reminders: seatReminders(d1, { bookingRow, facts, links, eventType, start, now }),
  });
  if (!committed) throw new HttpError(409, SLOT_TAKEN);
  return { bookingId: committed.bookingId, hosts: [{ username: host.username }] };
}

