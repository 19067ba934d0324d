import type { NewBookingPlace } from "../meeting/booking-place";
import type { SeatTimeFound } from "./seat-time-read";

/*
 * The one video room of a seated time (docs/SEATS.md, docs/MEETING-PLACES.md). A seat joining a
 * time takes the room the checked read found; the first seat names it from the time and the read's
 * booking mark with an HMAC under the instance's secret, so seats racing to open one time compute
 * the same room. The name stays 128 unguessable bits, as a random room's.
 */

/** The room name of a time nobody holds yet, as every racing first seat computes it. */
export async function openingRoomName(secret: string, time: { hostUserId: number; eventTypeId: number; start: number; end: number }, mark: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const text = `seat-room\n${time.hostUserId}\n${time.eventTypeId}\n${time.start}\n${time.end}\n${mark}`;
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
  return Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A seat's place: the time's room when it holds one and the type meets online, else the place made for it. */
export const seatPlace = (place: NewBookingPlace, found: SeatTimeFound): NewBookingPlace =>
  found.room !== null && place.meetingUrl !== null ? { ...place, location: found.room, meetingUrl: found.room } : place;
