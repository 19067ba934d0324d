import { type CalendarView, unitName, VIEW_LABELS, VIEWS } from "./calendar-view";

interface Props {
  view: CalendarView;
  title: string;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  onView: (view: CalendarView) => void;
  onAddEvent: () => void;
}

/** The colour legend; Birthday has a colour of its own too. */
const LEGEND = [
  { label: "Booked", swatch: "type-booked" },
  { label: "Personal", swatch: "type-personal" },
  { label: "Blocked", swatch: "type-blocked" },
  { label: "Birthday", swatch: "type-birthday" },
  { label: "Past Event", swatch: "past" },
  { label: "Current Event", swatch: "current" },
];

/** The calendar's header: Today, previous/next, title, legend, view switcher and Add Event. */
export function CalendarToolbar({ view, title, onToday, onStep, onView, onAddEvent }: Props) {
  return (
    <div className="calendar-toolbar">
      <div className="calendar-nav">
        <button type="button" className="button secondary small" onClick={onToday}>
          Today
        </button>
        <div className="row calendar-steps">
          <button type="button" className="icon-button" aria-label={`Previous ${unitName(view)}`} title={`Previous ${unitName(view)}`} onClick={() => onStep(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="icon-button" aria-label={`Next ${unitName(view)}`} title={`Next ${unitName(view)}`} onClick={() => onStep(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <h1 className="calendar-title" aria-live="polite">
          {title}
        </h1>
      </div>
      <div className="calendar-actions">
        <div className="view-switcher" role="group" aria-label="Calendar view">
          {VIEWS.map((option) => (
            <button key={option} type="button" className="view-option" aria-pressed={view === option} onClick={() => onView(option)}>
              {VIEW_LABELS[option]}
            </button>
          ))}
        </div>
        <button type="button" className="button primary small" onClick={onAddEvent}>
          Add Event
        </button>
      </div>
      <ul className="calendar-legend" aria-label="Legend">
        {LEGEND.map(({ label, swatch }) => (
          <li key={label}>
            <span className={`legend-swatch ${swatch}`} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
