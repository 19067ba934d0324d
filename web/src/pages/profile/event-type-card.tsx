import { placeBeforeBooking } from "../../../../shared/meeting-place";
import { durationText } from "../../../../shared/i18n/booking-words";
import { useI18n } from "../../i18n/i18n-context";
import type { PublicProfile } from "./profile-api";

type PublicEventTypeSummary = PublicProfile["eventTypes"][number];

/** One public event type: the whole card is the link to its booking page. */
export function EventTypeCard({ eventType }: { eventType: PublicEventTypeSummary }) {
  const { t } = useI18n();
  return (
    <a className="card profile-event-card" href={`/book/${encodeURIComponent(eventType.slug)}`}>
      {eventType.image_url && <img className="profile-event-image" src={eventType.image_url} alt="" />}
      <h2 className="profile-event-title">{eventType.title}</h2>
      {eventType.description && <p className="profile-event-description">{eventType.description}</p>}
      <ul className="chip-list" aria-label={t("manage.profile.durations")}>
        {eventType.durations.map((minutes) => (
          <li key={minutes}>{durationText({ t }, minutes)}</li>
        ))}
      </ul>
      <p className="profile-event-location">{placeBeforeBooking(t, eventType.location_kind, eventType.location)}</p>
    </a>
  );
}
