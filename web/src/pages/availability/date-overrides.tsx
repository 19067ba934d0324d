import { useEffect, useId, useState } from "react";
import { messageOf } from "../../api/errors";
import { OVERRIDES_FETCH_FAILED } from "../../api/messages";
import { monthTitle, shiftMonth } from "../../lib/date-strings";
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

  useEffect(() => {
    let current = true;
    setOverrides(new Map());
    fetchOverrides(scheduleId, month)
      .then((list) => current && setOverrides(new Map(list.map((override) => [override.date, override]))))
      .catch((failure: unknown) => current && onError(messageOf(failure, OVERRIDES_FETCH_FAILED)));
    return () => {
      current = false;
    };
  }, [scheduleId, month, onError]);

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
            Date Overrides
          </h3>
          <p className="muted section-hint">Pick a day to give it its own hours or mark it unavailable.</p>
        </div>
      </div>
      <div className="month-nav">
        <button type="button" className="icon-button" aria-label="Previous month" title="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <h4 className="month-title" aria-live="polite">
          {monthTitle(month)}
        </h4>
        <button type="button" className="icon-button" aria-label="Next month" title="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <OverrideCalendar month={month} today={today} overrides={overrides} onSelectDay={setEditing} />
      <ul className="override-legend" aria-label="Legend">
        <li>
          <span className="legend-swatch custom" aria-hidden="true" />
          Custom Available
        </li>
        <li>
          <span className="legend-swatch unavailable" aria-hidden="true" />
          Unavailable
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
