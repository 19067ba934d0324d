import { and, eq } from "drizzle-orm";
import { bookings } from "../../drizzle/schema";
import { type FoundBooking, findBooking, selectBookings } from "../booking/booking-lookup";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { type DecisionAction, isValidSignature } from "./decision-links";

export const INVALID_LINK = "This link is not valid.";

/** The request a signed link names; a wrong id, action or signature is a 404 that tells nothing more. */
export async function findSignedRequest(db: Db, secret: string, link: { id: number; action: DecisionAction; signature: string }): Promise<FoundBooking> {
  const [found] = await selectBookings(db, eq(bookings.id, link.id));
  if (!found || !isValidSignature(secret, link.action, found.booking.icsUid, link.signature)) throw new HttpError(404, INVALID_LINK);
  return found;
}

/** One of the host's own bookings (personal types hold requests); another's, or none, is a 404. */
export const findHostRequest = (db: Db, hostUserId: number, bookingId: number): Promise<FoundBooking> =>
  findBooking(db, and(eq(bookings.id, bookingId), eq(bookings.hostUserId, hostUserId)));
