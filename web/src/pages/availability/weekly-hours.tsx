import { useEffect, useId, useState } from "react";
import { firstDayOfWeek } from "../../../../shared/i18n/calendar-conventions";
import { weekdayName, weekFrom } from "../../../../shared/i18n/date-labels";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { fetchRules, saveRules } from "./availability-api";
import { nextRange } from "./next-range";
import { WeekdayBlock } from "./weekday-block";
import "./weekly-hours.css";
import { NEW_RANGE, newRange, rulesOf, weekOf, WORKING_WEEK, type EditableRange, type Week } from "./week-ranges";
import { wallClockText } from "./wall-clock";
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
  const i18n = useHostI18n();
  const { t, locale } = i18n;

  useEffect(() => {
    let current = true;
    setWeek(null);
    fetchRules(scheduleId)
      .then((rules) => current && setWeek(weekOf(rules)))
      .catch((failure: unknown) => {
        if (!current) return;
        setWeek(weekOf([]));
        onError(hostErrorText(i18n, failure, "availability.rulesFetchFailed"));
      });
    return () => {
      current = false;
    };
  }, [scheduleId, onError, i18n]);

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
      onError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card availability-section" aria-labelledby={titleId}>
      <div className="section-header">
        <div>
          <h3 id={titleId} className="section-title">
            {t("availability.weeklyHours")}
          </h3>
          <p className="muted section-hint">{t("availability.weeklyHoursHint", { zone: timezone })}</p>
        </div>
        <div className="row">
          {saved && (
            <span role="status" className="saved-note">
              {t("availability.saved")}
            </span>
          )}
          <button type="button" className="button primary" onClick={() => week && save(rulesOf(week))} disabled={!week || saving}>
            {saving ? t("availability.saving") : t("availability.saveRules")}
          </button>
        </div>
      </div>
      {!week ? (
        <p className="muted">{t("app.loading")}</p>
      ) : (
        <>
          {week.every((ranges) => ranges.length === 0) && (
            <div className="empty-hours">
              <p>{t("availability.noHours")}</p>
              <button type="button" className="button secondary" onClick={() => save(WORKING_WEEK)} disabled={saving}>
                {t("availability.fillWorkingWeek", {
                  first: weekdayName(locale, 1, "long"),
                  last: weekdayName(locale, 5, "long"),
                  start: wallClockText(i18n, NEW_RANGE.start),
                  end: wallClockText(i18n, NEW_RANGE.end),
                })}
              </button>
            </div>
          )}
          <div className="weekdays">
            {weekFrom(firstDayOfWeek(locale)).map((day) => (
              <WeekdayBlock
                key={day}
                name={weekdayName(locale, day, "long")}
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
