import { and, eq, isNotNull } from "drizzle-orm";
import { calendarConnections, teams, users } from "../../drizzle/schema";
import { type LocationKind, PROVIDER_MEETING_KINDS, type ProviderMeetingKind } from "../../shared/location-kinds";
import { PLACE_LABELS_EN } from "../../shared/meeting-place";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { effectiveJitsiBase } from "./jitsi-base";
import { newRoomName, roomUrl } from "./jitsi-room";
import { PHONE_NUMBER_RULE, isPhoneNumber } from "../domain/phone-number";

/** Where a new booking meets, as it stores it: its kind, the place itself and, for a link or a room, its URL. */
export interface NewBookingPlace {
  /** The type's kind, or `jitsi` where a Meet or Teams type's host cannot make one (`providerMeetingOrRoom`). */
  kind: LocationKind;
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

/** Whether the host's booking calendar is in an active account of the provider: only then does the queue's write make the meeting. */
async function writesToProvider(db: Db, userId: number, kind: ProviderMeetingKind): Promise<boolean> {
  const [found] = await db
    .select({ id: calendarConnections.id })
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, userId),
        eq(calendarConnections.provider, PROVIDER_MEETING_KINDS[kind]),
        eq(calendarConnections.status, "active"),
        isNotNull(calendarConnections.writeCalendarId),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * A Google Meet or Teams booking (docs/MEETING-PLACES.md, "A provider's meeting"): its link comes after
 * the booking, with the queue's write into the host's calendar. A host whose booking calendar is no
 * longer in that account (disconnected, broken, another calendar chosen) could never make one, so the
 * booking gets a video room of its own instead, and its mails and pages name that room.
 */
async function providerMeetingOrRoom(db: Db, env: Env, type: PlacedType, kind: ProviderMeetingKind): Promise<NewBookingPlace> {
  if (type.teamId === null && (await writesToProvider(db, type.userId, kind))) return { kind, location: PLACE_LABELS_EN[kind], meetingUrl: null };
  return newBookingPlace(db, env, { ...type, locationKind: "jitsi" }, undefined);
}

/**
 * The place of a booking about to be made (docs/MEETING-PLACES.md). Only a video room (its server) and
 * a Meet or Teams place (the host's account) read the database: every other kind costs a booking no extra round trip. A video room gets
 * `roomName` when given (a seated time's, worker/seats/seat-room.ts), else a random one.
 */
export async function newBookingPlace(db: Db, env: Env, type: PlacedType, phone: string | undefined, roomName?: string): Promise<NewBookingPlace> {
  const kind = type.locationKind;
  switch (kind) {
    case "booker_phone":
      return { kind, location: bookerPhone(phone), meetingUrl: null };
    case "link":
      return { kind, location: type.location, meetingUrl: type.location };
    case "jitsi": {
      const url = roomUrl(effectiveJitsiBase(await chosenJitsiBase(db, type), env.JITSI_BASE), roomName ?? newRoomName());
      return { kind, location: url, meetingUrl: url };
    }
    case "google_meet":
    case "teams":
      return providerMeetingOrRoom(db, env, type, kind);
    default:
      return { kind, location: type.location, meetingUrl: null };
  }
}
