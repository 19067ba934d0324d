import { HttpError } from "../http/http-error";
import { SLOT_TAKEN, type SlotAsked } from "./slot-check";
import type { TeamContext } from "./team-context-types";
import { teamSlots } from "./team-slots";

/**
 * A team page's start must be one it would offer right now: 400 if it never was, 409 if bookings
 * now rule it out. Answers the hosts free at it (a collective type's: every host), the candidates of
 * the guarded write.
 */
export function refuseUnofferedTeamSlot(context: TeamContext, { start, durationMinutes, utcDay, now }: SlotAsked): number[] {
  // As for one host (slot-check.ts): UTC's 15-minute grid stands for the visitor's.
  const query = { durationMinutes, range: utcDay, visitorTimeZone: "UTC", now };
  if (!teamSlots(context, { ...query, withBookings: false }).some((slot) => slot.start === start)) {
    throw new HttpError(400, "That time is not available for booking.");
  }
  const slot = teamSlots(context, { ...query, withBookings: true }).find((offered) => offered.start === start);
  if (!slot) throw new HttpError(409, SLOT_TAKEN);
  return slot.hostIds;
}
