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
  if (schedules.length === 0) return <p className="card empty-state">No schedules yet.</p>;
  return (
    <ul className="schedule-list" aria-label="Schedules">
      {schedules.map((schedule) => {
        const selected = schedule.id === selectedId;
        return (
          <li key={schedule.id} className={`card schedule-card${selected ? " selected" : ""}`} aria-label={schedule.name}>
            <button type="button" className="schedule-select" aria-pressed={selected} onClick={() => onSelect(schedule)}>
              <span className="schedule-name">{schedule.name}</span>
              <span className="schedule-zone">{schedule.timezone}</span>
              {selected && <span className="selected-badge">Currently selected</span>}
            </button>
            <div className="schedule-actions">
              <button type="button" className="button secondary small" onClick={() => onRename(schedule)}>
                Edit
              </button>
              <button type="button" className="button secondary small danger-text" onClick={() => onDelete(schedule)}>
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
