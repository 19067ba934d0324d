import { eq } from "drizzle-orm";
import { teams, users } from "../../drizzle/schema";
import type { LocationKind } from "../../shared/location-kinds";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { effectiveJitsiBase } from "./jitsi-base";
import { newRoomName, roomUrl } from "./jitsi-room";
import { PHONE_NUMBER_RULE, isPhoneNumber } from "../domain/phone-number";

/** Where a new booking meets, as it stores it: the place itself and, for a link or a room, its URL. */
export interface NewBookingPlace {
  location: string;
  meetingUrl: string | null;
}

export const BOOKER_PHONE_REQUIRED = "Please enter your phone number.";

/** The booking type's side of it: how its location is read, the location, and whose Jitsi server a room is made on. */
export interface PlacedType {
  locationKind: LocationKind;
  location: string;
  /** A personal type's owner: their `jitsi_base` is the room's server. */
  userId: number;
  /** A team type's team: the team's `jitsi_base` is, never a member's (docs/MEETING-PLACES.md). */
  teamId: number | null;
}

/** 400 unless the booker gave a phone number where the type asks for one; the number, trimmed. */
function bookerPhone(phone: string | undefined): string {
  const number = (phone ?? "").trim();
  if (number === "") throw new HttpError(400, BOOKER_PHONE_REQUIRED);
  if (!isPhoneNumber(number)) throw new HttpError(400, PHONE_NUMBER_RULE);
  return number;
}

/** The server the type's owner chose: the team's for a team type, else the host's own; null for the instance's. */
async function chosenJitsiBase(db: Db, type: PlacedType): Promise<string | null> {
  const [row] =
    type.teamId === null
      ? await db.select({ jitsiBase: users.jitsiBase }).from(users).where(eq(users.id, type.userId))
      : await db.select({ jitsiBase: teams.jitsiBase }).from(teams).where(eq(teams.id, type.teamId));
  return row?.jitsiBase ?? null;
}

/**
 * The place of a booking about to be made (docs/MEETING-PLACES.md). Only a video room reads the
 * database (its server): every other kind costs a booking no extra round trip. A video room gets
 * `roomName` when given (a seated time's, worker/seats/seat-room.ts), else a random one.
 */
export async function newBookingPlace(db: Db, env: Env, type: PlacedType, phone: string | undefined, roomName?: string): Promise<NewBookingPlace> {
  switch (type.locationKind) {
    case "booker_phone":
      return { location: bookerPhone(phone), meetingUrl: null };
    case "link":
      return { location: type.location, meetingUrl: type.location };
    case "jitsi": {
      const url = roomUrl(effectiveJitsiBase(await chosenJitsiBase(db, type), env.JITSI_BASE), roomName ?? newRoomName());
      return { location: url, meetingUrl: url };
    }
    default:
      return { location: type.location, meetingUrl: null };
  }
}
