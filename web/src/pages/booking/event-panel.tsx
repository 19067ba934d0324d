import { placeBeforeBooking } from "../../../../shared/meeting-place";
import { durationText, hostsSentence } from "../../../../shared/i18n/booking-words";
import { useI18n } from "../../i18n/i18n-context";
import { richText } from "../../i18n/rich-text";
import { optionsPath, type PublicEventType } from "./booking-api";

/** Slot interval options, default 15. */
export const SLOT_INTERVALS = [15, 30, 60] as const;

interface EventPanelProps {
  eventType: PublicEventType;
  duration: number;
  interval: number;
  onIntervalChange: (interval: number) => void;
  /** The interval cannot change while a slot is chosen. */
  intervalLocked: boolean;
}

/** The booking page's left panel: who, what, how long, where, and the interval select. */
export function EventPanel({ eventType, duration, interval, onIntervalChange, intervalLocked }: EventPanelProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const hosts = hostsSentence(i18n, eventType);
  return (
    <aside className="event-panel">
      {eventType.image_url && <img className="event-image" src={eventType.image_url} alt="" />}
      <a className="back-link" href={optionsPath(eventType)}>
        {t("booking.backToOptions")}
      </a>
      <p className="event-owner">{eventType.ownerUsername}</p>
      {hosts && (
        <p className="event-owner">
          {richText(i18n, hosts.key, { names: hosts.names.map((part, index) => (part.type === "element" ? <bdi key={index}>{part.value}</bdi> : part.value)) })}
        </p>
      )}
      <h1 className="event-title">{eventType.title}</h1>
      <dl className="event-facts">
        <div>
          <dt>{t("booking.duration")}</dt>
          <dd>{durationText(i18n, duration)}</dd>
        </div>
        <div>
          <dt>{t("booking.location")}</dt>
          <dd>{placeBeforeBooking(t, eventType.location_kind, eventType.location)}</dd>
        </div>
      </dl>
      {eventType.description && <p className="event-description">{eventType.description}</p>}
      <div className="field interval-field">
        <label htmlFor="slot-interval">{t("booking.slotInterval")}</label>
        <select
          id="slot-interval"
          value={interval}
          disabled={intervalLocked}
          onChange={(event) => onIntervalChange(Number(event.target.value))}
        >
          {SLOT_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t("booking.intervalMinutes", { minutes })}
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}
