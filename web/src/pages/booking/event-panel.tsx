import { durationLabel } from "../../lib/durations";
import { optionsPath, type PublicEventType, withHosts } from "./booking-api";

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
  return (
    <aside className="event-panel">
      {eventType.image_url && <img className="event-image" src={eventType.image_url} alt="" />}
      <a className="back-link" href={optionsPath(eventType)}>
        ← All booking options
      </a>
      <p className="event-owner">{eventType.ownerUsername}</p>
      {eventType.hosts && <p className="event-owner">{withHosts(eventType)}</p>}
      <h1 className="event-title">{eventType.title}</h1>
      <dl className="event-facts">
        <div>
          <dt>Duration</dt>
          <dd>{durationLabel(duration)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{eventType.location}</dd>
        </div>
      </dl>
      {eventType.description && <p className="event-description">{eventType.description}</p>}
      <div className="field interval-field">
        <label htmlFor="slot-interval">Time slot interval</label>
        <select
          id="slot-interval"
          value={interval}
          disabled={intervalLocked}
          onChange={(event) => onIntervalChange(Number(event.target.value))}
        >
          {SLOT_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}
