import { timeLabel } from "./event-chip";
import { type CalendarEvent, isCurrent, isPast } from "./event-model";
import { arcPath, type DialItem, pointAt } from "./clock-math";
import { minutesIntoDay } from "./dates";
import { useHostI18n } from "../../i18n/host-i18n-context";

const SIZE = 300;
const CENTER = SIZE / 2;
const RIM = 136;
const OUTER_LANE = 98;
const LANE_STEP = 14;
const INNERMOST_LANE = 42;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface Props {
  items: DialItem[];
  now: Date;
  /** The current-time hand shows on today's dial only. */
  showHand: boolean;
  label: string;
  onOpenEvent: (event: CalendarEvent) => void;
}

const laneRadius = (lane: number) => Math.max(INNERMOST_LANE, OUTER_LANE - lane * LANE_STEP);

/** The clock view: the day's timed events as arcs (dots for points in time) on a 24-hour dial. */
export function ClockDial({ items, now, showHand, label, onOpenEvent }: Props) {
  const i18n = useHostI18n();
  const hand = pointAt(CENTER, RIM - 14, minutesIntoDay(now));
  const stateOf = (event: CalendarEvent) => (isPast(event, now) ? " past" : isCurrent(event, now) ? " current" : "");
  return (
    <svg className="clock-dial" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <circle className="dial-face" cx={CENTER} cy={CENTER} r={RIM} />
      {HOURS.map((hour) => {
        const major = hour % 6 === 0;
        const outer = pointAt(CENTER, RIM, hour * 60);
        const inner = pointAt(CENTER, RIM - (major ? 10 : 5), hour * 60);
        const text = pointAt(CENTER, RIM - 21, hour * 60);
        return (
          <g key={hour}>
            <line className={`dial-tick${major ? " major" : ""}`} x1={outer.x} y1={outer.y} x2={inner.x} y2={inner.y} />
            {hour % 3 === 0 && (
              <text className="dial-hour" x={text.x} y={text.y} textAnchor="middle" dominantBaseline="central">
                {String(hour).padStart(2, "0")}
              </text>
            )}
          </g>
        );
      })}
      {items.map((item) => {
        const radius = laneRadius(item.lane);
        const title = <title>{`${item.event.title} · ${timeLabel(i18n, item.event)}`}</title>;
        const classes = `dial-event type-${item.event.type}${stateOf(item.event)}`;
        if (item.point) {
          const dot = pointAt(CENTER, OUTER_LANE, item.start);
          return (
            // The dial is a picture; the event list beside it is the keyboard's way in.
            <circle key={`${item.event.id}@${item.event.start_time}`} className={`${classes} dial-dot`} cx={dot.x} cy={dot.y} r={6} onClick={() => onOpenEvent(item.event)}>
              {title}
            </circle>
          );
        }
        return (
          // As above, the event list beside the dial is the keyboard's way in.
          <path key={`${item.event.id}@${item.event.start_time}`} className={`${classes} dial-arc`} d={arcPath(CENTER, radius, item.start, item.end)} onClick={() => onOpenEvent(item.event)}>
            {title}
          </path>
        );
      })}
      {showHand && <line className="dial-hand" x1={CENTER} y1={CENTER} x2={hand.x} y2={hand.y} />}
      <circle className="dial-center" cx={CENTER} cy={CENTER} r={4} />
    </svg>
  );
}
