import { type MeetingPlace, meetingLinkFollows, placeLinkOf } from "../../shared/meeting-place";
import type { Translator } from "../../shared/i18n/translator";
import { bdi, tag, text } from "./markup";

/*
 * A booked place as the booker's pages show it (the confirmation, /cancel, /reschedule;
 * docs/MEETING-PLACES.md): a meeting URL or a phone number as a link to it, an address with a link
 * to its map, a custom text as it is; a Meet or Teams place before its link is made says it follows. The SPA's PlaceValue renders the same markup.
 */
export function placeMarkup(t: Translator, place: MeetingPlace): string {
  if (meetingLinkFollows(place)) return text(place.location) + " " + tag("span", { class: "place-link-follows" }, text(t.t("places.linkFollows")));
  const link = placeLinkOf(place);
  if (link === null) return text(place.location);
  // URLs and numbers read left to right in every language.
  if (link.kind === "join") return tag("a", { class: "place-link", href: link.href, rel: "noopener" }, bdi(link.href));
  if (link.kind === "call") return tag("a", { class: "place-link", href: link.href }, bdi(place.location));
  return text(place.location) + " " + tag("a", { class: "place-map-link", href: link.href, rel: "noopener" }, text(t.t("places.link.map")));
}
