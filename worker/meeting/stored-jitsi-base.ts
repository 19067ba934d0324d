import * as z from "zod/mini";
import { HttpError } from "../http/http-error";
import { jitsiBaseOf } from "./jitsi-base";

/*
 * A Jitsi server as a host (Settings → Video calls) or a team's owners and admins (the team's
 * screen) set it: the same rule and the same 400 for both (docs/MEETING-PLACES.md).
 */

export const JITSI_BASE_RULE = "The Jitsi server must be an https:// address.";

/** `jitsi_base`: text (checked by `storedJitsiBase`, so its 400 reads as the rule itself), or null for the instance's default. */
export const jitsiBaseField = z.nullable(z.string(JITSI_BASE_RULE).check(z.maxLength(200, JITSI_BASE_RULE)));

/** The base to store: an https address without its trailing slash; null (or an empty text) for the instance's. */
export function storedJitsiBase(text: string | null): string | null {
  if (text === null || text.trim() === "") return null;
  const base = jitsiBaseOf(text);
  if (base === null) throw new HttpError(400, JITSI_BASE_RULE);
  return base;
}
