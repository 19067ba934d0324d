import { useEffect, useRef } from "react";
import { fullDate, timeText } from "../../../../shared/i18n/date-labels";
import { useI18n } from "../../i18n/i18n-context";

interface SlotListProps {
  date: string | null;
  /** Starts on the chosen interval, none past (slot-math visibleSlots). */
  slots: number[];
  /** A seated type's capacity and the seats left at each start (docs/SEATS.md); null for other types. */
  seats: { capacity: number; left: ReadonlyMap<number, number> } | null;
  revealed: boolean;
  timeZone: string;
  onChoose: (start: number) => void;
  /** True once the visitor picked the day: focus then moves to its times (not on the first load). */
  focusOnDate: boolean;
}

/** The available times of the chosen day as buttons on the booker's clock, or the empty state. */
export function SlotList({ date, slots, seats, revealed, timeZone, onChoose, focusOnDate }: SlotListProps) {
  const { t, locale, clock } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnDate && date) heading.current?.focus();
  }, [focusOnDate, date]);

  return (
    <div className="slot-column">
      {date && (
        <h3 className="slot-date" ref={heading} tabIndex={-1}>
          {fullDate(locale, date)}
        </h3>
      )}
      {!revealed ? (
        <div className="slot-loading" role="status" aria-label={t("booking.loadingTimes")}>
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : slots.length === 0 ? (
        <div className="slot-empty">
          <p>{t("booking.noSlots")}</p>
          <p className="muted">{t("booking.tryAnotherDate")}</p>
        </div>
      ) : (
        <ul className="slot-list" aria-label={t("booking.availableTimes")}>
          {slots.map((start) => {
            const left = seats?.left.get(start);
            return (
              <li key={start}>
                <button type="button" className="slot-button" onClick={() => onChoose(start)}>
                  {timeText(locale, start, timeZone, clock)}
                  {seats && left !== undefined && <span className="slot-seats">{t("seats.left", { left, capacity: seats.capacity })}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
