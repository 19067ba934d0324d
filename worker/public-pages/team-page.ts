import type { Context } from "hono";
import type { PageData } from "../../shared/public-page-data";
import { intlTag } from "../../shared/i18n/calendar-conventions";
import { durationText } from "../../shared/i18n/booking-words";
import { placeBeforeBooking } from "../../shared/meeting-place";
import type { Translator } from "../../shared/i18n/translator";
import type { AppEnv } from "../env";
import { bookerLocale, pageI18n } from "../i18n/booker-locale";
import { type PublicTeamEventType, type PublicTeamProfile, readPublicTeamProfile } from "../teams/public-team-profile";
import { bdi, sentence, tag, text } from "./markup";
import type { PageContent } from "./page-html";
import { pageLanguage } from "./page-language";

/*
 * /team/{slug} (issue 27): the team's public booking types, each a link to its booking page, written
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

function typeCard(t: Translator, eventType: PublicTeamEventType): string {
  return tag(
    "a",
    { class: "card profile-event-card", href: `/book/${encodeURIComponent(eventType.slug)}` },
    (eventType.image_url ? tag("img", { class: "profile-event-image", src: eventType.image_url, alt: "" }) : "") +
      tag("h2", { class: "profile-event-title" }, text(eventType.title)) +
      (eventType.description ? tag("p", { class: "profile-event-description" }, text(eventType.description)) : "") +
      tag(
        "ul",
        { class: "chip-list", "aria-label": t.t("manage.profile.durations") },
        eventType.durations.map((minutes) => tag("li", {}, text(durationText(t, minutes)))).join(""),
      ) +
      tag("p", { class: "profile-event-location" }, text(placeBeforeBooking((key) => t.t(key), eventType.location_kind, eventType.location))) +
      tag("p", { class: "muted" }, hostsLine(t, eventType)),
  );
}

export function teamMarkup(t: Translator, profile: PublicTeamProfile): string {
  const name = profile.team.name;
  // Where the language switch goes (worker/public-pages/locale-switch-markup.ts, wired by the lead): atop the header.
  const header = tag(
    "header",
    { class: "profile-header" },
    tag("div", { class: "avatar profile-avatar", "aria-hidden": "true" }, text(([...name][0] ?? "").toUpperCase())) +
      tag("h1", { class: "page-title" }, sentence(t, "manage.team.heading", { name: bdi(name) })) +
      tag("p", { class: "muted" }, text(t.t("manage.profile.intro"))),
  );
  const list =
    profile.event_types.length === 0
      ? tag("p", { class: "card profile-empty" }, text(t.t("manage.team.empty")))
      : tag("ul", { class: "profile-event-types" }, profile.event_types.map((eventType) => tag("li", {}, typeCard(t, eventType))).join(""));
  return tag("main", { class: "profile-page" }, header + list);
}

/** The page's content; an unknown team is the loader's 404, which serve-page turns into the not-found screen. */
export async function teamPageContent(c: Context<AppEnv>, slug: string): Promise<PageContent> {
  const profile = await readPublicTeamProfile(c.var.db, slug);
  const i18n = await pageI18n(c, bookerLocale(c));
  const t = pageLanguage(i18n);
  const data: TeamPageData = { found: true, ...profile };
  return { title: t.t("manage.team.heading", { name: profile.team.name }), data, markup: teamMarkup(t, profile), script: false, i18n };
}
