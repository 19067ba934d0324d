import type { CSSProperties } from "react";
import { type CalendarEvent, isCurrent, isPast } from "./event-model";
import type { HostI18n } from "../../i18n/host-i18n-context";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { clockTime } from "./format";

/** The classes every event card carries: its type's colour, and past (greyed) or current (ring). */
export function eventClasses(event: CalendarEvent, now: Date): string {
  const state = isPast(event, now) ? " past" : isCurrent(event, now) ? " current" : "";
  return `event-card type-${event.type}${state}${event.end_time === null && !event.is_all_day ? " point" : ""}`;
}

/** "14:00 – 15:00", "14:00" for a point in time, "All day". */
export function timeLabel(i18n: HostI18n, event: CalendarEvent): string {
  if (event.is_all_day) return i18n.t("calendar.allDay");
  const start = clockTime(i18n, new Date(event.start_time));
  return event.end_time === null ? start : `${start} – ${clockTime(i18n, new Date(event.end_time))}`;
}

interface Props {
  event: CalendarEvent;
  now: Date;
  onOpen: (event: CalendarEvent) => void;
  /** Month cells show the start time only; lists show the whole range. */
  variant: "compact" | "row";
  style?: CSSProperties;
}

/** One event card: a button that opens the event's details. */
export function EventChip({ event, now, onOpen, variant, style }: Props) {
  const i18n = useHostI18n();
  const time = event.is_all_day ? null : variant === "compact" ? clockTime(i18n, new Date(event.start_time)) : timeLabel(i18n, event);
  return (
    <button type="button" className={`${eventClasses(event, now)} event-${variant}`} style={style} onClick={() => onOpen(event)} title={`${event.title} · ${timeLabel(i18n, event)}`}>
      {time && <span className="event-time">{time}</span>}
      <span className="event-title">{event.title}</span>
    </button>
  );
}
