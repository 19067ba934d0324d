import * as z from "zod/mini";
import { isProviderMeetingKind, LOCATION_KINDS, type LocationKind } from "../../shared/location-kinds";
import { HttpError } from "../http/http-error";
import { PHONE_NUMBER_RULE, isPhoneNumber } from "../domain/phone-number";

/*
 * Where to meet: `location_kind` says how the type's `location` is read (docs/MEETING-PLACES.md).
 * The kind and the text are checked together, as they will be stored (an update may change either).
 */

export const locationKindField = {
  location_kind: z.optional(z.enum(LOCATION_KINDS, `location_kind must be one of ${LOCATION_KINDS.join(", ")}.`)),
};

function protocolOf(text: string): string | null {
  try {
    return new URL(text).protocol;
  } catch {
    return null;
  }
}

/** 400 unless `location` is a place of its kind: an https URL for a link, a phone number for the host's phone. */
export function checkMeetingPlace(kind: LocationKind, location: string): void {
  if (kind === "link") {
    if (protocolOf(location) !== "https:") throw new HttpError(400, "The meeting link must be an https:// address.");
  }
  if (kind === "host_phone" && !isPhoneNumber(location)) throw new HttpError(400, PHONE_NUMBER_RULE);
}

export const PROVIDER_MEETING_RULE = "Google Meet and Microsoft Teams meetings are made in the host's own calendar account: only personal booking types without seats can have them.";

/**
 * 400 for a Meet or Teams place on a team type or a type with seats (docs/MEETING-PLACES.md, "A
 * provider's meeting"): a team's host is picked inside the booking's batch, after the place is
 * settled, and a seated time's one room would need one meeting for many bookings.
 */
export function refuseProviderMeetingWith(kind: LocationKind, { team, seats }: { team: boolean; seats: number | null }): void {
  if (isProviderMeetingKind(kind) && (team || seats !== null)) throw new HttpError(400, PROVIDER_MEETING_RULE);
}
