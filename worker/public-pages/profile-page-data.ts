import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { ProfilePageData as SharedProfilePageData } from "../../shared/public-page-data";
import type { AppEnv, Db } from "../env";
import { bookerLocale, pageI18n } from "../i18n/booker-locale";
import { type PublicProfile, readPublicProfile } from "../profile/public-profile";
import type { PageContent } from "./page-html";
import { pageLanguage } from "./page-language";
import { eventTypeCard, profileMain } from "./profile-markup";

export type ProfilePageData = SharedProfilePageData<PublicProfile>;

/** What /u/{username} shows, as GET /api/public/user/{username} answers it. */
async function readProfilePageData(db: Db, username: string): Promise<ProfilePageData & { found: true }> {
  return { found: true, ...(await readPublicProfile(db, username)) };
}

/** The host's default language (users.locale); null for an unknown user. Usernames are stored lower-case. */
async function hostLocaleOf(db: Db, username: string): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.username, username.toLowerCase()));
  return row?.locale ?? null;
}

/**
 * /u/{username}: the profile in the booker's language, the host's default language last among the
 * choices, written as the SPA's profile page renders it (it reads without a script) and inlined for
 * that page to take over. An unknown user is the loader's 404 (serve-page's not-found screen).
 */
export async function profilePageContent(c: Context<AppEnv>, username: string): Promise<PageContent> {
  // Side by side: the language read costs no extra wait.
  const [data, hostDefault] = await Promise.all([readProfilePageData(c.var.db, username), hostLocaleOf(c.var.db, username)]);
  const i18n = await pageI18n(c, bookerLocale(c, { hostDefault }));
  const lang = pageLanguage(i18n);
  const name = data.user.username;
  const markup = profileMain(lang, {
    name,
    heading: "manage.profile.heading",
    empty: "manage.profile.empty",
    cards: data.eventTypes.map((eventType) => eventTypeCard(lang, eventType)),
    switches: { action: `/u/${encodeURIComponent(name)}`, keep: {} },
  });
  return { title: lang.t("manage.profile.heading", { name }), data, markup, i18n };
}
