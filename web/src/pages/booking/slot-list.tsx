import { useEffect, useRef } from "react";
import { fullDate } from "../../lib/date-strings";
import { formatTime } from "../../lib/zoned-time";

interface SlotListProps {
  date: string | null;
  /** Starts on the chosen interval, none past (slot-math visibleSlots). */
  slots: number[];
  revealed: boolean;
  timeZone: string;
  onChoose: (start: number) => void;
  /** True once the visitor picked the day: focus then moves to its times (not on the first load). */
  focusOnDate: boolean;
}

/** The available times of the chosen day as HH:mm buttons, or the empty state. */
export function SlotList({ date, slots, revealed, timeZone, onChoose, focusOnDate }: SlotListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnDate && date) heading.current?.focus();
  }, [focusOnDate, date]);

  return (
    <div className="slot-column">
      {date && (
        <h3 className="slot-date" ref={heading} tabIndex={-1}>
          {fullDate(date)}
        </h3>
      )}
      {!revealed ? (
        <div className="slot-loading" role="status" aria-label="Loading available times">
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : slots.length === 0 ? (
        <div className="slot-empty">
          <p>No available slots for this day.</p>
          <p className="muted">Try selecting a different date</p>
        </div>
      ) : (
        <ul className="slot-list" aria-label="Available times">
          {slots.map((start) => (
            <li key={start}>
              <button type="button" className="slot-button" onClick={() => onChoose(start)}>
                {formatTime(start, timeZone)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
