import { useHostI18n } from "../../i18n/host-i18n-context";
import type { Schedule } from "./availability-api";

interface ScheduleListProps {
  schedules: Schedule[];
  selectedId: number | null;
  onSelect: (schedule: Schedule) => void;
  onRename: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

/** The schedule cards: name, Edit, Delete, and 'Currently selected' on the chosen one. */
export function ScheduleList({ schedules, selectedId, onSelect, onRename, onDelete }: ScheduleListProps) {
  const { t } = useHostI18n();
  if (schedules.length === 0) return <p className="card empty-state">{t("availability.noSchedules")}</p>;
  return (
    <ul className="schedule-list" aria-label={t("availability.schedules")}>
      {schedules.map((schedule) => {
        const selected = schedule.id === selectedId;
        return (
          <li key={schedule.id} className={`card schedule-card${selected ? " selected" : ""}`} aria-label={schedule.name}>
            <button type="button" className="schedule-select" aria-pressed={selected} onClick={() => onSelect(schedule)}>
              <span className="schedule-name">{schedule.name}</span>
              <span className="schedule-zone">{schedule.timezone}</span>
              {selected && <span className="selected-badge">{t("availability.currentlySelected")}</span>}
            </button>
            <div className="schedule-actions">
              <button type="button" className="button secondary small" onClick={() => onRename(schedule)}>
                {t("availability.edit")}
              </button>
              <button type="button" className="button secondary small danger-text" onClick={() => onDelete(schedule)}>
                {t("app.delete")}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
