import type { Context } from "hono";
import type { PageData } from "../../shared/public-page-data";
import { intlTag } from "../../shared/i18n/calendar-conventions";
import type { Translator } from "../../shared/i18n/translator";
import type { AppEnv } from "../env";
import { bookerLocale, pageI18n } from "../i18n/booker-locale";
import { type PublicTeamEventType, type PublicTeamProfile, readPublicTeamProfile } from "../teams/public-team-profile";
import { bdi, sentence, tag } from "./markup";
import type { PageContent } from "./page-html";
import { type PageLanguage, pageLanguage } from "./page-language";
import { eventTypeCard, profileMain } from "./profile-markup";

/*
 * /team/{slug}: the team's public booking types, each a link to its booking page, written
 * by the worker in the profile page's markup. The public build has no team screen, so the page is
 * served without its script: what the worker wrote is the page. A team has no language of its own:
 * the page speaks the request's (?lang=, the remembered choice, Accept-Language).
 */

export type TeamPageData = PageData<PublicTeamProfile>;

/** "With alice and bob", "With one of alice, bob": whom the booker meets, names listed as the language lists them. */
function hostsLine(t: Translator, eventType: PublicTeamEventType): string {
  const names = eventType.hosts.map((host) => host.username);
  if (names.length === 0) return "";
  const oneOf = eventType.assignment === "round-robin" && names.length > 1;
  // A choice among hosts is a plain list ("alice, bob"); Intl's "unit" lists add "and" in some languages.
  const list = oneOf ? names.join(t.t("manage.team.listSeparator")) : new Intl.ListFormat(intlTag(t.locale), { type: "conjunction" }).format(names);
  return sentence(t, oneOf ? "manage.team.withOneOf" : "manage.team.withHosts", { names: bdi(list) });
}

/** The team's page, with its language switch (docs/LANGUAGES.md). */
export function teamMarkup(lang: PageLanguage, profile: PublicTeamProfile): string {
  return profileMain(lang, {
    name: profile.team.name,
    heading: "manage.team.heading",
    empty: "manage.team.empty",
    cards: profile.event_types.map((eventType) => eventTypeCard(lang, eventType, tag("p", { class: "muted" }, hostsLine(lang, eventType)))),
    switches: { action: `/team/${encodeURIComponent(profile.team.slug)}`, keep: {} },
  });
}

/** The page's content; an unknown team is the loader's 404, which serve-page turns into the not-found screen. */
export async function teamPageContent(c: Context<AppEnv>, slug: string): Promise<PageContent> {
  const profile = await readPublicTeamProfile(c.var.db, slug);
  const i18n = await pageI18n(c, bookerLocale(c));
  const t = pageLanguage(i18n);
  const data: TeamPageData = { found: true, ...profile };
  return { title: t.t("manage.team.heading", { name: profile.team.name }), data, markup: teamMarkup(t, profile), script: false, i18n };
}
