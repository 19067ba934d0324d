import { useId } from "react";
import { TrashIcon } from "../../components/icons";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { crossesMidnight, type EditableRange } from "./week-ranges";

interface WeekdayBlockProps {
  name: string;
  ranges: EditableRange[];
  onChange: (key: number, change: Partial<Pick<EditableRange, "start" | "end">>) => void;
  onRemove: (key: number) => void;
  /** False when the day has no free minute left for another range. */
  canAdd: boolean;
  onAdd: () => void;
}

/** One weekday of Weekly Hours: its time ranges, or 'Unavailable' when it has none. */
export function WeekdayBlock({ name, ranges, onChange, onRemove, canAdd, onAdd }: WeekdayBlockProps) {
  const nameId = useId();
  const { t } = useHostI18n();
  return (
    <div className="weekday" role="group" aria-labelledby={nameId}>
      <span id={nameId} className="weekday-name">
        {name}
      </span>
      <div className="weekday-ranges">
        {ranges.length === 0 && <span className="muted">{t("availability.unavailable")}</span>}
        {ranges.map((range) => (
          <div key={range.key} className="time-range">
            <input
              type="time"
              aria-label={t("availability.startTime")}
              value={range.start}
              required
              onChange={(event) => onChange(range.key, { start: event.target.value })}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={t("availability.endTime")}
              value={range.end}
              required
              onChange={(event) => onChange(range.key, { end: event.target.value })}
            />
            {crossesMidnight(range) && <span className="next-day">{t("availability.nextDay")}</span>}
            <button
              type="button"
              className="icon-button danger"
              aria-label={t("availability.removeRange")}
              title={t("availability.removeRange")}
              onClick={() => onRemove(range.key)}
            >
              <TrashIcon />
            </button>
          </div>
        ))}
      </div>
      <button type="button" className="button secondary small weekday-add" disabled={!canAdd} onClick={onAdd}>
        {t("availability.addTime")}
      </button>
    </div>
  );
}
