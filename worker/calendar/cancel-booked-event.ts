import { and, eq } from "drizzle-orm";
import { calendarEvents } from "../../drizzle/schema";
import { cancelBookingAsHost } from "../booking/cancel-booking";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";

/**
 * DELETE /api/events/bookings/{bookingId}. The host cancels the booking: it leaves every calendar
 * and the booker is emailed (through the outbox). A booker who saved someone else's booking into
 * their own calendar removes that copy; the booking itself stays (they cancel it by its link).
 */
export async function cancelBookedEvent(db: Db, env: Env, userId: number, bookingId: number): Promise<{ message: string }> {
  try {
    await cancelBookingAsHost(db, env, { hostUserId: userId, bookingId, now: Date.now(), reason: null });
    return { message: "Booking cancelled." };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
  }
  const removed = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), eq(calendarEvents.bookingId, bookingId)))
    .returning({ id: calendarEvents.id });
  if (removed.length === 0) throw new HttpError(404, "Booking not found.");
  return { message: "Event removed from your calendar." };
}
