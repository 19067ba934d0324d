import { firstDayOfWeek } from "../../../../shared/i18n/calendar-conventions";
import { dayTitle, gridWeekdayName, weekdayName, weekFrom } from "../../../../shared/i18n/date-labels";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import { dayOfMonth } from "../../lib/date-strings";
import { monthWeeks } from "../../lib/month-layout";
import type { Override } from "./availability-api";
import { wallClockText } from "./wall-clock";

/** What a day's badge says: 'Unavailable' or its custom hours. */
function overrideLabel(i18n: HostI18n, override: Override): string {
  if (override.is_unavailable) return i18n.t("availability.unavailable");
  return i18n.t("availability.hours", { start: wallClockText(i18n, override.start_time ?? ""), end: wallClockText(i18n, override.end_time ?? "") });
}

interface OverrideCalendarProps {
  month: string;
  today: string;
  overrides: ReadonlyMap<string, Override>;
  onSelectDay: (date: string) => void;
}

/** A month grid from the host's first weekday; each day is a button, badged with its override. Past days cannot change. */
export function OverrideCalendar({ month, today, overrides, onSelectDay }: OverrideCalendarProps) {
  const i18n = useHostI18n();
  const { locale } = i18n;
  const firstDay = firstDayOfWeek(locale);
  return (
    <table className="month-grid">
      <thead>
        <tr>
          {weekFrom(firstDay).map((weekday) => (
            <th key={weekday} scope="col" abbr={weekdayName(locale, weekday, "long")}>
              {gridWeekdayName(locale, weekday)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, firstDay).map((days) => (
          <tr key={days.find(Boolean)}>
            {days.map((date, column) => {
              // An empty cell's only identity is its weekday column.
              if (!date) return <td key={column} className="month-cell outside" />;
              const override = overrides.get(date);
              const label = override ? overrideLabel(i18n, override) : null;
              const kind = override ? (override.is_unavailable ? "unavailable" : "custom") : "regular";
              return (
                <td key={date} className="month-cell">
                  <button
                    type="button"
                    className={`month-day ${kind}${date === today ? " today" : ""}`}
                    // The name starts with what the button shows (WCAG 2.5.3, label in name), then says which day it is.
                    aria-label={label ? i18n.t("availability.dayWithOverride", { dayNumber: dayOfMonth(date), day: dayTitle(locale, date), override: label }) : dayTitle(locale, date)}
                    aria-current={date === today ? "date" : undefined}
                    disabled={date < today}
                    onClick={() => onSelectDay(date)}
                  >
                    <span className="day-number">{dayOfMonth(date)}</span>
                    {label && (
                      <>
                        {" "}
                        <span className={`day-badge ${kind}`}>{label}</span>
                      </>
                    )}
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
