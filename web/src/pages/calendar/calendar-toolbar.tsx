import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { type CalendarView, STEP_LABELS, VIEW_LABELS, VIEWS } from "./calendar-view";

interface Props {
  view: CalendarView;
  title: string;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  onView: (view: CalendarView) => void;
  onAddEvent: () => void;
}

/** The colour legend; Birthday has a colour of its own too. */
const LEGEND: { label: HostMessageKey; swatch: string }[] = [
  { label: "calendar.type.booked", swatch: "type-booked" },
  { label: "calendar.type.personal", swatch: "type-personal" },
  { label: "calendar.type.blocked", swatch: "type-blocked" },
  { label: "calendar.type.birthday", swatch: "type-birthday" },
  { label: "calendar.legend.past", swatch: "past" },
  { label: "calendar.legend.current", swatch: "current" },
];

/** The calendar's header: Today, previous/next, title, legend, view switcher and Add Event. */
export function CalendarToolbar({ view, title, onToday, onStep, onView, onAddEvent }: Props) {
  const { t, dir } = useHostI18n();
  const steps = STEP_LABELS[view];
  // Earlier is the way the text starts: left in English, right in Arabic and Hebrew.
  const [earlier, later] = dir === "rtl" ? ["›", "‹"] : ["‹", "›"];
  return (
    <div className="calendar-toolbar">
      <div className="calendar-nav">
        <button type="button" className="button secondary small" onClick={onToday}>
          {t("calendar.today")}
        </button>
        <div className="row calendar-steps">
          <button type="button" className="icon-button" aria-label={t(steps.previous)} title={t(steps.previous)} onClick={() => onStep(-1)}>
            <span aria-hidden="true">{earlier}</span>
          </button>
          <button type="button" className="icon-button" aria-label={t(steps.next)} title={t(steps.next)} onClick={() => onStep(1)}>
            <span aria-hidden="true">{later}</span>
          </button>
        </div>
        <h1 className="calendar-title" aria-live="polite">
          {title}
        </h1>
      </div>
      <div className="calendar-actions">
        <div className="view-switcher" role="group" aria-label={t("calendar.view")}>
          {VIEWS.map((option) => (
            <button key={option} type="button" className="view-option" aria-pressed={view === option} onClick={() => onView(option)}>
              {t(VIEW_LABELS[option])}
            </button>
          ))}
        </div>
        <button type="button" className="button primary small" onClick={onAddEvent}>
          {t("calendar.addEvent")}
        </button>
      </div>
      <ul className="calendar-legend" aria-label={t("calendar.legend")}>
        {LEGEND.map(({ label, swatch }) => (
          <li key={label}>
            <span className={`legend-swatch ${swatch}`} aria-hidden="true" />
            {t(label)}
          </li>
        ))}
      </ul>
    </div>
  );
}
