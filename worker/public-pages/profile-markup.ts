import { durationText } from "../../shared/i18n/booking-words";
import type { MessageKey } from "../../shared/i18n/message-keys";
import type { Translator } from "../../shared/i18n/translator";
import type { LocationKind } from "../../shared/location-kinds";
import { placeBeforeBooking } from "../../shared/meeting-place";
import { type SwitchTarget, localeSwitches } from "./locale-switch-markup";
import { bdi, sentence, tag, text } from "./markup";
import type { PageLanguage } from "./page-language";

/*
 * The profile pages' markup, /u/{username} and /team/{slug}: the elements and classes of the SPA's
 * profile page (web/src/pages/profile/), so its script takes /u over without anything moving, and
 * the team page, which has no script, reads the same.
 */

/** What a card shows of a public type: the profile's and the team's types both have it. */
export interface CardType {
  slug: string;
  title: string;
  description: string;
  durations: number[];
  location: string;
  location_kind: LocationKind;
  image_url: string | null;
}

/** One public type, the whole card a link to its booking page (the SPA's EventTypeCard); `more` follows its place. */
export function eventTypeCard(t: Translator, eventType: CardType, more = ""): string {
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
      more,
  );
}

interface ProfileView {
  /** The name in the heading, its first letter the avatar. */
  name: string;
  heading: Extract<MessageKey, "manage.profile.heading" | "manage.team.heading">;
  empty: Extract<MessageKey, "manage.profile.empty" | "manage.team.empty">;
  /** The cards, already written. */
  cards: string[];
  switches: SwitchTarget;
}

/** The page: the language and clock switches, the header, then the cards or the line that says there are none. */
export function profileMain(lang: PageLanguage, { name, heading, empty, cards, switches }: ProfileView): string {
  const header = tag(
    "header",
    { class: "profile-header" },
    tag("div", { class: "avatar profile-avatar", "aria-hidden": "true" }, text(([...name][0] ?? "").toUpperCase())) +
      tag("h1", { class: "page-title" }, sentence(lang, heading, { name: bdi(name) })) +
      tag("p", { class: "muted" }, text(lang.t("manage.profile.intro"))),
  );
  const list =
    cards.length === 0
      ? tag("p", { class: "card profile-empty" }, text(lang.t(empty)))
      : tag("ul", { class: "profile-event-types" }, cards.map((card) => tag("li", {}, card)).join(""));
  return tag("main", { class: "profile-page" }, localeSwitches(lang, switches) + header + list);
}
