/*
 * No-shows (docs/INSIGHTS.md): after a booking's end one of its hosts (or a team's owner or admin)
 * says who did not come; the mark can be undone for a week.
 */

/** Who did not come: the booker, or the host. */
export const NO_SHOW_PARTIES = ["booker", "host"] as const;
export type NoShowParty = (typeof NO_SHOW_PARTIES)[number];

/** Who cancelled a booking. */
export const CANCELLED_BY = ["booker", "host"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** How long after marking a no-show it can still be changed or undone. */
export const NO_SHOW_UNDO_MS = 7 * 86_400_000;

/** Why a mark cannot be set or cleared now; null: it can. */
export function noShowRefusal(booking: { status: string; endTime: number; noShow: NoShowParty | null; noShowAt: number | null }, now: number): string | null {
  if (booking.status !== "confirmed") return "Only a booking that took place can be marked as a no-show.";
  if (booking.endTime > now) return "A booking can be marked as a no-show only after it has ended.";
  if (booking.noShow !== null && booking.noShowAt !== null && now - booking.noShowAt > NO_SHOW_UNDO_MS) {
    return "This no-show was marked more than 7 days ago and can no longer be changed.";
  }
  return null;
}
