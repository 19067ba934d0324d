import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { users } from "../../drizzle/schema";
import type { Db } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { jitsiBaseOf } from "../meeting/jitsi-base";

/** GET and PUT /api/settings/meetings answer this: the host's own Jitsi server, null for the instance's. */
export interface MeetingSettingsView {
  jitsi_base: string | null;
}

export const JITSI_BASE_RULE = "The Jitsi server must be an https:// address.";

/** `jitsi_base`: text (checked by `updateMeetingSettings`, so its 400 reads as the rule itself), or null for the instance's default. */
export const meetingSettingsSchema = z.strictObject({
  jitsi_base: z.nullable(z.string(JITSI_BASE_RULE).check(z.maxLength(200, JITSI_BASE_RULE))),
});

/** The base to store: an https address without its trailing slash; null (or an empty text) for the instance's. */
function storedBase(text: string | null): string | null {
  if (text === null || text.trim() === "") return null;
  const base = jitsiBaseOf(text);
  if (base === null) throw new HttpError(400, JITSI_BASE_RULE);
  return base;
}

const toView = (row: { jitsiBase: string | null } | undefined): MeetingSettingsView => {
  // requireAuth has just read the row, so only a deletion racing this request gets here.
  if (!row) throw notFound("Account");
  return { jitsi_base: row.jitsiBase };
};

export async function readMeetingSettings(db: Db, userId: number): Promise<MeetingSettingsView> {
  const [row] = await db.select({ jitsiBase: users.jitsiBase }).from(users).where(eq(users.id, userId));
  return toView(row);
}

/** Only later bookings' rooms use the new server: a booked room keeps its address (docs/MEETING-PLACES.md). */
export async function updateMeetingSettings(db: Db, userId: number, jitsiBase: string | null): Promise<MeetingSettingsView> {
  const [row] = await db.update(users).set({ jitsiBase: storedBase(jitsiBase) }).where(eq(users.id, userId)).returning({ jitsiBase: users.jitsiBase });
  return toView(row);
}
