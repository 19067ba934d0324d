import type { Context } from "hono";
import type { PageData } from "../../shared/public-page-data";
import { durationLabel } from "../../shared/calendar-labels";
import { withHosts } from "../../shared/team-hosts";
import type { AppEnv } from "../env";
import { type PublicTeamEventType, type PublicTeamProfile, readPublicTeamProfile } from "../teams/public-team-profile";
import { tag, text } from "./markup";
import type { PageContent } from "./page-html";

/*
 * /team/{slug} (issue 27): the team's public booking types, each a link to its booking page, written
 * by the worker in the profile page's markup. The public build has no team screen, so the page is
 * served without its script: what the worker wrote is the page.
 */

export type TeamPageData = PageData<PublicTeamProfile>;

/** "With alice and bob", "With one of alice, bob": the booking page's words, as a sentence. */
const hostsLine = (eventType: PublicTeamEventType) => {
  const line = withHosts(eventType) ?? "";
  return line.charAt(0).toUpperCase() + line.slice(1);
};

function typeCard(eventType: PublicTeamEventType): string {
  return tag(
    "a",
    { class: "card profile-event-card", href: `/book/${encodeURIComponent(eventType.slug)}` },
    (eventType.image_url ? tag("img", { class: "profile-event-image", src: eventType.image_url, alt: "" }) : "") +
      tag("h2", { class: "profile-event-title" }, text(eventType.title)) +
      (eventType.description ? tag("p", { class: "profile-event-description" }, text(eventType.description)) : "") +
      tag("ul", { class: "chip-list", "aria-label": "Durations" }, eventType.durations.map((minutes) => tag("li", {}, durationLabel(minutes))).join("")) +
      tag("p", { class: "profile-event-location" }, text(eventType.location)) +
      tag("p", { class: "muted" }, text(hostsLine(eventType))),
  );
}

export function teamMarkup(profile: PublicTeamProfile): string {
  const name = profile.team.name;
  const header = tag(
    "header",
    { class: "profile-header" },
    tag("div", { class: "avatar profile-avatar", "aria-hidden": "true" }, text(([...name][0] ?? "").toUpperCase())) +
      tag("h1", { class: "page-title" }, text(`Book a hangout with ${name}`)) +
      tag("p", { class: "muted" }, "Select one of the event types below to get started."),
  );
  const list =
    profile.event_types.length === 0
      ? tag("p", { class: "card profile-empty" }, "This team has no public event types available.")
      : tag("ul", { class: "profile-event-types" }, profile.event_types.map((eventType) => tag("li", {}, typeCard(eventType))).join(""));
  return tag("main", { class: "profile-page" }, header + list);
}

/** The page's content; an unknown team is the loader's 404, which serve-page turns into the not-found screen. */
export async function teamPageContent(c: Context<AppEnv>, slug: string): Promise<PageContent> {
  const profile = await readPublicTeamProfile(c.var.db, slug);
  const data: TeamPageData = { found: true, ...profile };
  return { title: `Book a hangout with ${profile.team.name}`, data, markup: teamMarkup(profile), script: false };
}
