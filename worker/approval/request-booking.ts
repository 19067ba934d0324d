import { sql } from "drizzle-orm";
import { commitChange } from "../booking-change/commit-change";
import { insertBookingWhere, insertOutboxForNewBooking, newBookingRow, type NewBooking } from "../booking/booking-writes";
import type { BookingMade, TeamBookingAsked } from "../booking/create-team-booking";
import type { HostContext } from "../booking/host-context";
import { bookingReminders } from "../booking/reminder-writes";
import { timeIsFree } from "../booking/slot-guards";
import { bookedTimeOf, SLOT_TAKEN } from "../booking/slot-check";
import { publicOrigin } from "../config/public-origin";
import { d1Statement } from "../db/d1-statements";
import { approvalRequestMessages, requestReceivedMessages } from "../email/approval-messages";
import { bookingConfirmationMessages } from "../email/booking-messages";
import { bookingMailFacts } from "../email/mail-facts";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { translatorFor } from "../i18n/catalogues";
import { decisionLinks, REQUEST_ID_SLOT } from "./decision-links";
import { holdBackForDecision, insertRequestMail } from "./request-mail";

const HOUR_MS = 3_600_000;

/** A type that requires confirmation makes every booking a request, except its own host's (signed in, booking themself). */
export const needsApproval = (context: HostContext, booker: { id: number } | null): boolean =>
  context.eventType.requiresConfirmation && booker?.id !== context.host.id;

/** When an unanswered request is declined: the type's hours from now, and never later than its start. */
export const decisionDeadlineOf = (confirmationHours: number, start: number, now: number): number => Math.min(now + confirmationHours * HOUR_MS, start);

/** A request as it is asked: a personal booking's fields (with the booker's language: their mail speaks it) and the mail's words. */
export type BookingRequestAsked = Omit<TeamBookingAsked, "context" | "freeHostIds"> & { context: HostContext };

/**
 * Books the time as a request in ONE batch, like any booking: the guarded insert (so a request
 * holds its time like a confirmed booking, and of racing requests one wins), marked 'pending' with its
 * deadline in the same transaction. The booker's receipt and the host's Approve/Decline mail go now. The
 * confirmation, its invitation and the reminders are written too, from what only this request knows
 * (the booker's private links), but as 'awaiting' rows: an approval releases them, a decline cancels
 * them. No calendar entry, webhook or calendar write until then ("requested" follows up with the
 * availability version alone).
 */
export async function createBookingRequest(db: Db, env: Env, asked: BookingRequestAsked): Promise<BookingMade & { decisionDeadline: number }> {
  const { context, fields, start, end, bookerTimeZone, words, links, now } = asked;
  const { eventType, host } = context;
  const d1 = db.$client;
  const booking: NewBooking = { ...bookedTimeOf(context, host.id, { start, end }), ...fields };
  const deadline = decisionDeadlineOf(eventType.confirmationHours, start, now);
  const facts = bookingMailFacts(booking, host, { booker: bookerTimeZone, host: context.schedule.timezone, words });
  const bookingRow = newBookingRow(booking.tokenHash);
  const confirmation = bookingConfirmationMessages(facts, links, now);
  const bookerAddress = confirmation.find((message) => message.kind === "booking-confirmation")?.toAddress ?? null;
  const translator = await translatorFor(env.ASSETS, fields.locale);
  const hostLinks = decisionLinks(publicOrigin(env), env.JWT_SECRET, { bookingId: REQUEST_ID_SLOT, icsUid: booking.icsUid });
  const requestMail = [...requestReceivedMessages(translator, facts, deadline, links.cancelUrl), ...approvalRequestMessages(facts, hostLinks, deadline)];
  const committed = await commitChange(db, env, {
    change: { kind: "requested", bookingRow, now },
    writes: [
      insertBookingWhere(d1, booking, { host: booking.hostUserId, teamId: null, from: sql``, guard: timeIsFree(booking), tail: sql`` }),
      d1Statement(d1, sql`update bookings set status = 'pending', decision_deadline = ${deadline} where ${bookingRow}`),
      ...confirmation.map((message) => insertOutboxForNewBooking(d1, booking.tokenHash, message, { bookerAddress, now })),
      ...bookingReminders(d1, { bookingRow, facts, links, eventType, start, now }),
      holdBackForDecision(d1, bookingRow),
    ],
    mail: requestMail.map((message) => insertRequestMail(d1, bookingRow, message, now)),
    reminders: [],
  });
  if (!committed) throw new HttpError(409, SLOT_TAKEN);
  return { bookingId: committed.bookingId, hosts: [{ username: host.username }], decisionDeadline: deadline };
}
