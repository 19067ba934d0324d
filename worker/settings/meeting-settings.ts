import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { users } from "../../drizzle/schema";
import type { Db } from "../env";
import { notFound } from "../http/http-error";
import { jitsiBaseField, storedJitsiBase } from "../meeting/stored-jitsi-base";

/** GET and PUT /api/settings/meetings answer this: the host's own Jitsi server, null for the instance's. */
export interface MeetingSettingsView {
  jitsi_base: string | null;
}

export const meetingSettingsSchema = z.strictObject({ jitsi_base: jitsiBaseField });

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
  const [row] = await db.update(users).set({ jitsiBase: storedJitsiBase(jitsiBase) }).where(eq(users.id, userId)).returning({ jitsiBase: users.jitsiBase });
  return toView(row);
}
