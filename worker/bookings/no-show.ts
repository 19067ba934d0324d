import { and, eq, sql } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import type { BookingChange } from "../booking-change/booking-change";
import { d1Statement } from "../db/d1-statements";
import { NO_SHOW_UNDO_MS, type NoShowParty, noShowRefusal } from "../domain/no-show";
import type { Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { enqueueBookingWebhooks } from "../webhooks/webhook-queue";
import { webhookStatements } from "../webhooks/webhook-statements";
import { findOwnBooking, type HostBookingResponse } from "./host-bookings";
import { visibleTo } from "./team-bookings";

/** A host's mark: who did not come, or null to undo the mark. */
export interface NoShowMark {
  userId: number;
  bookingId: number;
  party: NoShowParty | null;
  now: number;
}

/**
 * POST /api/bookings/{id}/no-show (docs/INSIGHTS.md): after the end, any host of the booking (a
 * collective booking's too) or an owner or admin of its team marks who did not come, or undoes the
 * mark within a week. The booker is not told; the hosts' webhooks get `booking.no_show`. The update
 * is guarded by the same rules, so a racing mark or one past its week writes nothing, and the webhook
 * rows follow it in its batch only where it took effect. Marking what is already marked changes nothing.
 */
export async function markNoShow(db: Db, env: Env, { userId, bookingId, party, now }: NoShowMark): Promise<HostBookingResponse> {
  const [booking] = await db
    .select({ status: bookings.status, endTime: bookings.endTime, noShow: bookings.noShow, noShowAt: bookings.noShowAt })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), visibleTo(userId)));
  if (!booking) throw notFound("Booking");
  if (booking.noShow === party) return findOwnBooking(db, userId, bookingId);
  const refusal = noShowRefusal(booking, now);
  if (refusal) throw new HttpError(400, refusal);
  const d1 = db.$client;
  const change: BookingChange = { kind: "no_show", bookingRow: sql`id = ${bookingId} and no_show_at = ${now} and no_show is ${party}`, now };
  await d1.batch([
    d1Statement(d1, sql`update bookings set no_show = ${party}, no_show_at = ${now}
      where id = ${bookingId} and status = 'confirmed' and end_time <= ${now} and no_show is not ${party}
        and (no_show is null or no_show_at >= ${now - NO_SHOW_UNDO_MS})`),
    ...webhookStatements(d1, change),
  ]);
  await enqueueBookingWebhooks(env, bookingId);
  return findOwnBooking(db, userId, bookingId);
}
