import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { Db } from "../env";
import { notFound } from "../http/http-error";

/** GET and PUT /api/settings answer this. */
export interface SettingsView {
  email_notifications: boolean;
  is_two_factor_enabled: boolean;
}

const columns = { emailNotifications: users.emailNotifications, isTwoFactorEnabled: users.isTwoFactorEnabled };

const toView = (row: { emailNotifications: boolean; isTwoFactorEnabled: boolean } | undefined): SettingsView => {
  // requireAuth has just read the row, so only a deletion racing this request gets here.
  if (!row) throw notFound("Account");
  return { email_notifications: row.emailNotifications, is_two_factor_enabled: row.isTwoFactorEnabled };
};

export async function readSettings(db: Db, userId: number): Promise<SettingsView> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return toView(row);
}

export async function updateSettings(db: Db, userId: number, emailNotifications: boolean): Promise<SettingsView> {
  const [row] = await db.update(users).set({ emailNotifications }).where(eq(users.id, userId)).returning(columns);
  return toView(row);
}
