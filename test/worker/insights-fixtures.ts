import { env } from "cloudflare:test";
import type { BookingAnswer } from "../../worker/domain/booking-answer";
import { unique } from "./helpers";

/* Bookings in every final state, written straight into D1 as the booking, cancel, move and no-show writes leave them: Insights reads them. */

export interface InsightBooking {
  hostUserId: number;
  eventTypeId: number | null;
  teamId?: number | null;
  /** A collective booking's other hosts. */
  otherHostIds?: readonly number[];
  start: number;
  minutes?: number;
  status?: "confirmed" | "cancelled" | "pending" | "declined";
  cancelledBy?: "booker" | "host" | null;
  noShow?: "booker" | "host" | null;
  noShowAt?: number | null;
  rescheduleCount?: number;
  seatUid?: string | null;
  answers?: BookingAnswer[];
  /** When it was booked (default: a day before its start). */
  createdAt?: number;
}

export async function seedInsightBooking(booking: InsightBooking): Promise<number> {
  const end = booking.start + (booking.minutes ?? 30) * 60_000;
  const token = unique("insight-");
  const row = await env.DB.prepare(
    `insert into bookings (host_user_id, event_type_id, team_id, title, start_time, end_time, block_start, block_end, booker_name,
       cancellation_token_hash, ics_uid, status, cancelled_at, cancelled_by, no_show, no_show_at, reschedule_count, sequence, seat_uid, answers, created_at)
     values (?, ?, ?, 'Seeded', ?, ?, ?, ?, 'Grace Hopper', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      booking.hostUserId,
      booking.eventTypeId,
      booking.teamId ?? null,
      booking.start,
      end,
      booking.start,
      end,
      token,
      `${token}@hangout`,
      booking.status ?? "confirmed",
      booking.status === "cancelled" ? booking.start - 3_600_000 : null,
      booking.cancelledBy ?? null,
      booking.noShow ?? null,
      booking.noShow ? (booking.noShowAt ?? end) : null,
      booking.rescheduleCount ?? 0,
      booking.rescheduleCount ?? 0,
      booking.seatUid ?? null,
      JSON.stringify(booking.answers ?? []),
      booking.createdAt ?? booking.start - 86_400_000,
    )
    .first<{ id: number }>();
  const others = booking.otherHostIds ?? [];
  if (others.length > 0) {
    await env.DB.batch(others.map((userId) => env.DB.prepare("insert into booking_hosts (booking_id, user_id) values (?, ?)").bind(row!.id, userId)));
  }
  return row!.id;
}
