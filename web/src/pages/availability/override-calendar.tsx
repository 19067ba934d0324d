import { dayOfMonth, dayTitle } from "../../lib/date-strings";
import { WEEKDAYS, monthWeeks } from "../../lib/month-layout";
import type { Override } from "./availability-api";

/** What a day's badge says: 'Unavailable' or its custom hours. */
function overrideLabel(override: Override): string {
  return override.is_unavailable ? "Unavailable" : `${override.start_time ?? ""}–${override.end_time ?? ""}`;
}

interface OverrideCalendarProps {
  month: string;
  today: string;
  overrides: ReadonlyMap<string, Override>;
  onSelectDay: (date: string) => void;
}

/** A Sunday-first month grid; each day is a button, badged with its override. Past days cannot change. */
export function OverrideCalendar({ month, today, overrides, onSelectDay }: OverrideCalendarProps) {
  return (
    <table className="month-grid">
      <thead>
        <tr>
          {WEEKDAYS.map(({ short, long }) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, column) => {
              // An empty cell's only identity is its weekday column.
              if (!date) return <td key={column} className="month-cell outside" />;
              const override = overrides.get(date);
              const label = override ? overrideLabel(override) : null;
              const kind = override ? (override.is_unavailable ? "unavailable" : "custom") : "regular";
              return (
                <td key={date} className="month-cell">
                  <button
                    type="button"
                    className={`month-day ${kind}${date === today ? " today" : ""}`}
                    aria-label={label ? `${dayTitle(date)}: ${label}` : dayTitle(date)}
                    aria-current={date === today ? "date" : undefined}
                    disabled={date < today}
                    onClick={() => onSelectDay(date)}
                  >
                    <span className="day-number">{dayOfMonth(date)}</span>
                    {label && <span className={`day-badge ${kind}`}>{label}</span>}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
