import { commitChange } from "../booking-change/commit-change";
import { publicOrigin } from "../config/public-origin";
import { bookingMailFacts } from "../email/mail-facts";
import { mailWordsFor } from "../email/mail-words";
import { bookingRescheduleMessages } from "../email/reschedule-messages";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { bookerLinks } from "./booker-links";
import { type PublicBookingView, toView } from "./booking-lookup";
import { checkedMove } from "./checked-move";
import { bookingReminders, whenChanged, withdrawReminders } from "./reminder-writes";
import { type BookingMove, movedBooking, moveStatements } from "./reschedule-writes";
import { rescheduleTeamBooking } from "./reschedule-team-booking";
import type { RescheduleBody } from "./schemas";
import { seatMoveStatements } from "../seats/move-seat";
import { seatPlace } from "../seats/seat-room";
import { newSeatUid } from "../seats/seat-uid";
import { bookedTimeOf, SLOT_TAKEN } from "./slot-check";

/**
 * POST /api/public/bookings/{token}/reschedule: the booker moves their booking (docs/ARCHITECTURE.md, Booking changes). Two round
 * trips as for a booking: the checked read, then one batch with the guarded move, its calendar rows,
 * the mail (REQUEST, same UID, SEQUENCE + 1) and its reminders written anew. Of racing moves and
 * bookings for one time exactly one wins; the old time is free at once. Picking the booking's own
 * time again changes nothing.
 */
/** A booker's move: the booking's private token, the new time, the client's address and when it arrived. */
export interface MoveRequest {
  token: string;
  body: RescheduleBody;
  address: string;
  now: number;
}

export async function rescheduleBooking(db: Db, env: Env, { token, body, address, now }: MoveRequest): Promise<PublicBookingView> {
  const checked = await checkedMove(db, { token, body, address, now });
  const { current, start, end } = checked;
  if (start === current.booking.startTime) return toView(current);
  const links = bookerLinks(publicOrigin(env), token);
  const bookerTimeZone = body.timeZone ?? "UTC";
  // The booking keeps the language it was made in; its catalogue is loaded before the batch.
  const hostLocales = [current.host.locale, ...(checked.kind === "team" ? checked.context.hosts.map(({ host }) => host.locale) : [])];
  const words = await mailWordsFor(env.ASSETS, current.booking.locale, hostLocales);
  const moved = { ...current.booking, startTime: start, endTime: end, sequence: current.booking.sequence + 1 };
  if (checked.kind === "team") {
    const { context, freeHostIds } = checked;
    const { hostUserId } = await rescheduleTeamBooking(db, env, { current, context, freeHostIds, start, end, bookerTimeZone, words, links, now });
    // A round-robin booking may have gone to another host: the view names who holds it now.
    const holder = context.hosts.find((host) => host.host.id === hostUserId)?.host ?? current.host;
    return toView({ ...current, booking: { ...moved, hostUserId }, host: { ...current.host, username: holder.username } });
  }
  const { context } = checked;
  const seats = context.eventType.seats;
  // A seat joining a time meets in the time's room, and is told so (docs/SEATS.md, "One room per time").
  const placed = seats === null ? moved : { ...moved, ...seatPlace({ kind: current.booking.locationKind, location: current.booking.location, meetingUrl: current.booking.meetingUrl }, checked.seatTime) };
  const move: BookingMove = {
    ...bookedTimeOf(context, current.booking.hostUserId, { start, end }),
    bookingId: current.booking.id,
    fromSequence: current.booking.sequence,
    changeKey: crypto.randomUUID(),
  };
  const facts = bookingMailFacts(placed, current.host, { booker: bookerTimeZone, host: context.schedule.timezone, words });
  const previous = { start: current.booking.startTime, end: current.booking.endTime };
  const bookingRow = movedBooking(move);
  const messages = bookingRescheduleMessages(facts, previous, links, now);
  const reminderPlan = { bookingRow, facts, links, eventType: context.eventType, start, now };
  const writes =
    seats === null
      ? {
          ...moveStatements(db.$client, move, { messages, now }),
          reminders: [withdrawReminders(db.$client, move.bookingId, whenChanged(bookingRow)), ...bookingReminders(db.$client, reminderPlan)],
        }
      : seatMoveStatements(db.$client, { move, capacity: seats, newSeatUid: newSeatUid(env), previousSeatUid: current.booking.seatUid, bookerEmail: current.booking.bookerEmail, meetingUrl: placed.meetingUrl }, { messages, now, reminderPlan });
  const committed = await commitChange(db, env, {
    change: { kind: "rescheduled", bookingRow, previous: { startTime: previous.start, endTime: previous.end }, now },
    ...writes,
  });
  if (!committed) throw new HttpError(409, SLOT_TAKEN);
  // The names read with the booking are of the time it left; the booker's link reads the new time's.
  return toView({ ...current, booking: placed, otherSeatNames: null });
}
