import { type MeetingPlace, meetingLinkFollows, placeLinkOf } from "../../../../shared/meeting-place";
import { useI18n } from "../../i18n/i18n-context";

/**
 * A booked place (docs/MEETING-PLACES.md): a meeting URL or a phone number as a link to it, an
 * address with a link to its map, a custom text as it is; a Meet or Teams place before its link is made says it follows. The worker writes the same markup
 * (worker/public-pages/place-markup.ts).
 */
export function PlaceValue({ place }: { place: MeetingPlace }) {
  const { t } = useI18n();
  if (meetingLinkFollows(place))
    return (
      <>
        {place.location} <span className="place-link-follows">{t("places.linkFollows")}</span>
      </>
    );
  const link = placeLinkOf(place);
  if (link === null) return <>{place.location}</>;
  // URLs and numbers read left to right in every language.
  if (link.kind === "join")
    return (
      <a className="place-link" href={link.href} rel="noopener">
        <bdi>{link.href}</bdi>
      </a>
    );
  if (link.kind === "call")
    return (
      <a className="place-link" href={link.href}>
        <bdi>{place.location}</bdi>
      </a>
    );
  return (
    <>
      {place.location}{" "}
      <a className="place-map-link" href={link.href} rel="noopener">
        {t("places.link.map")}
      </a>
    </>
  );
}
