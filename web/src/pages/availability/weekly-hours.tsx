import { useEffect, useId, useState } from "react";
import { messageOf } from "../../api/errors";
import { RULES_FETCH_FAILED, UNEXPECTED_ERROR } from "../../api/messages";
import { fetchRules, saveRules } from "./availability-api";
import { nextRange } from "./next-range";
import { WeekdayBlock } from "./weekday-block";
import "./weekly-hours.css";
import { newRange, rulesOf, weekOf, WEEKDAYS, WORKING_WEEK, type EditableRange, type Week } from "./week-ranges";
import type { Rule } from "./availability-api";

interface WeeklyHoursProps {
  scheduleId: number;
  timezone: string;
  /** Shows a failure in the page's error banner. */
  onError: (message: string) => void;
}

/**
 * The schedule's weekly rules, edited locally and saved all at once with 'Save Rules'. A schedule
 * without hours (every new one) offers to fill a working week in one click: until it has hours,
 * nobody can book the types that use it.
 */
export function WeeklyHours({ scheduleId, timezone, onError }: WeeklyHoursProps) {
  const [week, setWeek] = useState<Week | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    setWeek(null);
    fetchRules(scheduleId)
      .then((rules) => current && setWeek(weekOf(rules)))
      .catch((failure: unknown) => {
        if (!current) return;
        setWeek(weekOf([]));
        onError(messageOf(failure, RULES_FETCH_FAILED));
      });
    return () => {
      current = false;
    };
  }, [scheduleId, onError]);

  // "Saved" is a passing confirmation, not a state: it goes as soon as anything changes or after a moment.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 3000);
    return () => clearTimeout(timer);
  }, [saved]);

  const editDay = (day: number, edit: (ranges: EditableRange[]) => EditableRange[]) => {
    setSaved(false);
    setWeek((current) => current?.map((ranges, index) => (index === day ? edit(ranges) : ranges)) ?? null);
  };

  const save = async (rules: Rule[]) => {
    setSaving(true);
    setSaved(false);
    try {
      setWeek(weekOf(await saveRules(scheduleId, rules)));
      setSaved(true);
    } catch (failure) {
      onError(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card availability-section" aria-labelledby={titleId}>
      <div className="section-header">
        <div>
          <h3 id={titleId} className="section-title">
            Weekly Hours
          </h3>
          <p className="muted section-hint">
            Times in {timezone}. An end time before the start time runs past midnight.
          </p>
        </div>
        <div className="row">
          {saved && (
            <span role="status" className="saved-note">
              Saved
            </span>
          )}
          <button type="button" className="button primary" onClick={() => week && save(rulesOf(week))} disabled={!week || saving}>
            {saving ? "Saving..." : "Save Rules"}
          </button>
        </div>
      </div>
      {!week ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          {week.every((ranges) => ranges.length === 0) && (
            <div className="empty-hours">
              <p>No day has hours yet, so nobody can book the booking types that use this schedule.</p>
              <button type="button" className="button secondary" onClick={() => save(WORKING_WEEK)} disabled={saving}>
                Fill Monday–Friday, 09:00–17:00
              </button>
            </div>
          )}
          <div className="weekdays">
            {WEEKDAYS.map((name, day) => (
              <WeekdayBlock
                key={name}
                name={name}
                ranges={week[day] ?? []}
                canAdd={nextRange(week[day] ?? []) !== null}
                onAdd={() =>
                  editDay(day, (ranges) => {
                    const next = nextRange(ranges);
                    return next ? [...ranges, newRange(next.start, next.end)] : ranges;
                  })
                }
                onRemove={(key) => editDay(day, (ranges) => ranges.filter((range) => range.key !== key))}
                onChange={(key, change) =>
                  editDay(day, (ranges) => ranges.map((range) => (range.key === key ? { ...range, ...change } : range)))
                }
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
