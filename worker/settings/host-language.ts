import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { Db } from "../env";
import { notFound } from "../http/http-error";

/** GET and PUT /api/settings/language answer this: the language of the host's booking pages when nothing else names one. */
export interface HostLanguageView {
  locale: string;
}

const toView = (row: { locale: string } | undefined): HostLanguageView => {
  // requireAuth has just read the row, so only a deletion racing this request gets here.
  if (!row) throw notFound("Account");
  return { locale: row.locale };
};

export async function readHostLanguage(db: Db, userId: number): Promise<HostLanguageView> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return toView(row);
}

export async function updateHostLanguage(db: Db, userId: number, locale: string): Promise<HostLanguageView> {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, userId)).returning({ locale: users.locale });
  return toView(row);
}
