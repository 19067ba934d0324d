import { findOwnBooking, type HostBookingResponse } from "../bookings/host-bookings";
import type { Db, Env } from "../env";
import { type Decision, decideRequest } from "./decide-request";
import { findHostRequest } from "./request-lookup";

/**
 * POST /api/bookings/{id}/approve | decline: the signed-in host decides one of their requests, as the
 * mailed links do; answers the booking as the Bookings list shows it.
 */
export async function decideAsHost(db: Db, env: Env, hostUserId: number, bookingId: number, decision: Decision): Promise<HostBookingResponse> {
  await decideRequest(db, env, await findHostRequest(db, hostUserId, bookingId), decision);
  return findOwnBooking(db, hostUserId, bookingId);
}
