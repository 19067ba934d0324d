import { useEffect, useId, useState } from "react";
import { monthTitle } from "../../../../shared/i18n/date-labels";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { shiftMonth } from "../../lib/date-strings";
import { todayIn } from "../../lib/zoned-time";
import { deleteOverride, fetchOverrides, saveOverride, type Override, type OverrideInput } from "./availability-api";
import { OverrideCalendar } from "./override-calendar";
import { OverrideDialog } from "./override-dialog";
import "./date-overrides.css";

interface DateOverridesProps {
  scheduleId: number;
  timezone: string;
  onError: (message: string) => void;
}

/** Date Overrides: a month of the schedule's days; clicking one opens its override dialog. */
export function DateOverrides({ scheduleId, timezone, onError }: DateOverridesProps) {
  // Override dates are days of the schedule's zone, so "today" is too.
  const today = todayIn(timezone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [overrides, setOverrides] = useState<Map<string, Override>>(new Map());
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();
  const i18n = useHostI18n();
  const { t, locale, dir } = i18n;
  // Earlier points to where the line starts: left, or right in a right-to-left language.
  const [earlier, later] = dir === "rtl" ? ["›", "‹"] : ["‹", "›"];

  useEffect(() => {
    let current = true;
    setOverrides(new Map());
    fetchOverrides(scheduleId, month)
      .then((list) => current && setOverrides(new Map(list.map((override) => [override.date, override]))))
      .catch((failure: unknown) => current && onError(hostErrorText(i18n, failure, "availability.overridesFetchFailed")));
    return () => {
      current = false;
    };
  }, [scheduleId, month, onError, i18n]);

  const save = async (input: OverrideInput) => {
    const saved = await saveOverride(scheduleId, input);
    setOverrides((current) => new Map(current).set(saved.date, saved));
    setEditing(null);
  };

  const remove = async (date: string) => {
    await deleteOverride(scheduleId, date);
    setOverrides((current) => {
      const next = new Map(current);
      next.delete(date);
      return next;
    });
    setEditing(null);
  };

  return (
    <section className="card availability-section" aria-labelledby={titleId}>
      <div className="section-header">
        <div>
          <h3 id={titleId} className="section-title">
            {t("availability.dateOverrides")}
          </h3>
          <p className="muted section-hint">{t("availability.dateOverridesHint")}</p>
        </div>
      </div>
      <div className="month-nav">
        <button type="button" className="icon-button" aria-label={t("availability.previousMonth")} title={t("availability.previousMonth")} onClick={() => setMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">{earlier}</span>
        </button>
        <h4 className="month-title" aria-live="polite">
          {monthTitle(locale, month)}
        </h4>
        <button type="button" className="icon-button" aria-label={t("availability.nextMonth")} title={t("availability.nextMonth")} onClick={() => setMonth(shiftMonth(month, 1))}>
          <span aria-hidden="true">{later}</span>
        </button>
      </div>
      <OverrideCalendar month={month} today={today} overrides={overrides} onSelectDay={setEditing} />
      <ul className="override-legend" aria-label={t("availability.legend")}>
        <li>
          <span className="legend-swatch custom" aria-hidden="true" />
          {t("availability.customAvailable")}
        </li>
        <li>
          <span className="legend-swatch unavailable" aria-hidden="true" />
          {t("availability.unavailable")}
        </li>
      </ul>
      <OverrideDialog
        date={editing}
        existing={editing ? overrides.get(editing) : undefined}
        timezone={timezone}
        onSave={save}
        onRemove={remove}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
