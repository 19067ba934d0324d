import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { ProfilePageData as SharedProfilePageData } from "../../shared/public-page-data";
import type { AppEnv, Db } from "../env";
import { bookerLocale, pageI18n } from "../i18n/booker-locale";
import { type PublicProfile, readPublicProfile } from "../profile/public-profile";
import type { PageContent } from "./page-html";
import { pageLanguage } from "./page-language";

export type ProfilePageData = SharedProfilePageData<PublicProfile>;

/** What /u/{username} shows, as GET /api/public/user/{username} answers it. */
async function readProfilePageData(db: Db, username: string): Promise<ProfilePageData> {
  return { found: true, ...(await readPublicProfile(db, username)) };
}

/** The host's default language (users.locale); null for an unknown user. Usernames are stored lower-case. */
async function hostLocaleOf(db: Db, username: string): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.username, username.toLowerCase()));
  return row?.locale ?? null;
}

/** /u/{username}: the profile in the booker's language, the host's default language last among the choices. */
export async function profilePageContent(c: Context<AppEnv>, username: string): Promise<PageContent> {
  // Side by side: the language read costs no extra wait.
  const [data, hostDefault] = await Promise.all([readProfilePageData(c.var.db, username), hostLocaleOf(c.var.db, username)]);
  const i18n = await pageI18n(c, bookerLocale(c, { hostDefault }));
  const title = data.found ? pageLanguage(i18n).t("manage.profile.heading", { name: data.user.username }) : undefined;
  return { title, data, i18n };
}
