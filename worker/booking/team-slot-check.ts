import { HttpError } from "../http/http-error";
import { fullCap, type HostSlotQuery, hostSlots } from "./host-slots";
import { type SlotAsked, takenMessage } from "./slot-check";
import type { TeamContext } from "./team-context-types";
import { teamSlots } from "./team-slots";

/**
 * Why bookings now rule out a start the hosts' schedules offer: the cap every host who refuses it
 * has reached ("day" before "week"), or null when another booking holds one of them.
 */
function teamFullCap(context: TeamContext, query: Omit<HostSlotQuery, "withBookings">, start: number): "day" | "week" | null {
  const refusing = context.hosts.filter(
    (host) => hostSlots(host, { ...query, withBookings: false }).includes(start) && !hostSlots(host, { ...query, withBookings: true }).includes(start),
  );
  const caps = refusing.map((host) => fullCap(host, query, start));
  if (caps.length === 0 || caps.includes(null)) return null;
  return caps.includes("day") ? "day" : "week";
}

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
  if (!slot) throw new HttpError(409, takenMessage(teamFullCap(context, query, start)));
  return slot.hostIds;
}
