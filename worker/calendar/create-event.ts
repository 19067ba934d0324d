import { and, eq, or } from "drizzle-orm";
import { bookings, calendarEvents } from "../../drizzle/schema";
import { splitManageLink } from "../booking/manage-link";
import { publicOrigin } from "../config/public-origin";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { refuseOverloadedCalendar } from "./calendar-load";
import { eventInputOf } from "./event-input";
import type { EventBody } from "./event-schemas";
import { eventFields, type EventFields } from "./event-values";
import { type CalendarEventJson, rowJson } from "./event-view";

/**
 * A booking saved into a calendar ("add to my calendar" after booking): only the host's or
 * the booker's own confirmed booking, once; its time, place and booker come from the booking.
 */
async function bookedFields(db: Db, env: Env, userId: number, bookingId: number, fields: EventFields) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, "confirmed"),
        or(eq(bookings.hostUserId, userId), eq(bookings.bookerUserId, userId)),
      ),
    );
  if (!booking) throw new HttpError(404, "Booking not found.");
  const [saved] = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), eq(calendarEvents.bookingId, bookingId)));
  if (saved) throw new HttpError(409, "This booking is already in your calendar.");
  const { description, manageUrl } = splitManageLink(fields.description, booking.cancellationTokenHash, publicOrigin(env));
  return {
    ...fields,
    description,
    manageUrl,
    isAllDay: false,
    startTime: booking.startTime,
    endTime: booking.endTime,
    startDate: null,
    endDate: null,
    location: fields.location || booking.location,
    bookingId,
    bookerName: booking.bookerName,
    bookerEmail: booking.bookerEmail,
  };
}

/** POST /api/events/manual → 201 with the event (a series answers as its first occurrence). */
export async function createEvent(db: Db, env: Env, userId: number, body: EventBody, now: number): Promise<CalendarEventJson> {
  const input = eventInputOf(body);
  const fields = eventFields(input);
  const values = input.bookingId !== null ? await bookedFields(db, env, userId, input.bookingId, fields) : fields;
  if (values.recurrenceFreq) await refuseOverloadedCalendar(env.DB, userId, [values], {}, now);
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...values, userId, recurrenceId: input.recurrence ? crypto.randomUUID() : null })
    .returning();
  return rowJson(row!);
}
