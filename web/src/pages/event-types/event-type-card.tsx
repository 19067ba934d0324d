import { useHostI18n } from "../../i18n/host-i18n-context";
import { EmbedSnippet } from "./embed-snippet";
import type { EventType } from "./event-types-api";
import { NoBookableTimeNote } from "./no-bookable-time-note";
import { placeSummary } from "./place-fields";

interface EventTypeCardProps {
  eventType: EventType;
  /** Who is booked and when: its schedule's name, or a team type's kind and hosts. */
  availability: string;
  /** Null where the user may only look (a plain member's view of a team's types). */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}

/** One booking type: title, Public/Private, durations, where to meet, seats, confirmation, whether anyone can book it soon, its booking page, Edit and Delete. */
export function EventTypeCard({ eventType, availability, onEdit, onDelete }: EventTypeCardProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <li className="card event-type-card" aria-label={eventType.title}>
      {eventType.image_url && <img className="event-type-image" src={eventType.image_url} alt="" />}
      <div className="event-type-body">
        <div className="event-type-title-row">
          <h2 className="event-type-title">{eventType.title}</h2>
          <span className={`visibility-badge ${eventType.is_public ? "public" : "private"}`}>
            {eventType.is_public ? t("eventtypes.public") : t("eventtypes.private")}
          </span>
        </div>
        <ul className="chip-list" aria-label={t("eventtypes.durations")}>
          {eventType.durations.map((minutes) => (
            <li key={minutes} className={minutes === eventType.default_duration ? "default" : undefined}>
              {t("eventtypes.minutes", { minutes })}
            </li>
          ))}
        </ul>
        <ul className="event-type-facts" aria-label={t("eventtypes.details")}>
          <li className="event-type-location">{placeSummary(i18n, eventType.location_kind, eventType.location)}</li>
          {eventType.seats !== null && <li>{t("eventtypes.seatsPerTime", { seats: eventType.seats })}</li>}
          {eventType.requires_confirmation && <li>{t("eventtypes.requiresConfirmation")}</li>}
        </ul>
        {eventType.description && <p className="event-type-description">{eventType.description}</p>}
        <p className="event-type-schedule">{availability}</p>
        <NoBookableTimeNote eventType={eventType} />
      </div>
      <div className="event-type-actions">
        {/* A full page load: the public pages are their own light entry, outside the host app's router. */}
        <a href={`/book/${eventType.slug}`} className="booking-link">
          {t("eventtypes.viewBookingPage")}
        </a>
        <span className="footer-spacer" />
        {onEdit && (
          <button type="button" className="button secondary small" onClick={onEdit}>
            {t("eventtypes.edit")}
          </button>
        )}
        {onDelete && (
          <button type="button" className="button secondary small danger-text" onClick={onDelete}>
            {t("app.delete")}
          </button>
        )}
      </div>
      <EmbedSnippet slug={eventType.slug} title={eventType.title} />
    </li>
  );
}
