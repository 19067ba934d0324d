import { useId } from "react";
import { changeFrequency, type EventFormValues, type FormErrors } from "./event-form-state";
import { FREQUENCIES, type Frequency, WEEKDAY_CODES } from "./event-model";
import { firstDayOfWeek } from "../../../../shared/i18n/calendar-conventions";
import { weekdayName, weekFrom } from "../../../../shared/i18n/date-labels";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";

const FREQUENCY_LABELS: Record<Frequency, HostMessageKey> = { YEARLY: "calendar.frequency.YEARLY", MONTHLY: "calendar.frequency.MONTHLY", WEEKLY: "calendar.frequency.WEEKLY" };

interface Props {
  values: EventFormValues;
  errors: FormErrors;
  onChange: (values: EventFormValues) => void;
}

/** Recurrence: frequency, interval (default 1), weekdays for WEEKLY only, optional end date. */
export function RecurrenceFields({ values, errors, onChange }: Props) {
  const id = useId();
  const frequency = values.frequency;
  const { t, locale } = useHostI18n();

  const toggleDay = (code: (typeof WEEKDAY_CODES)[number]) => {
    const byDay = values.byDay.includes(code) ? values.byDay.filter((day) => day !== code) : [...values.byDay, code];
    onChange({ ...values, byDay: WEEKDAY_CODES.filter((day) => byDay.includes(day)) });
  };

  return (
    <fieldset className="recurrence-fields">
      <legend>{t("calendar.repeat")}</legend>
      <div className="field">
        <label htmlFor={`${id}-frequency`}>{t("calendar.frequency")}</label>
        <select id={`${id}-frequency`} value={frequency} onChange={(event) => onChange(changeFrequency(values, event.target.value as Frequency | ""))}>
          <option value="">{t("calendar.doesNotRepeat")}</option>
          {FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(FREQUENCY_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      {frequency && (
        <>
          <div className="field">
            <label htmlFor={`${id}-interval`}>{t("calendar.repeatEvery")}</label>
            <div className="row">
              <input
                id={`${id}-interval`}
                className="interval-input"
                type="number"
                min={1}
                max={99}
                value={values.interval}
                onChange={(event) => onChange({ ...values, interval: event.target.value })}
                aria-invalid={errors.interval ? true : undefined}
              />
              <span className="muted">{t("calendar.unit", { unit: frequency })}</span>
            </div>
            {errors.interval && <p className="field-error">{t(errors.interval)}</p>}
          </div>
          {frequency === "WEEKLY" && (
            <div className="field">
              <span className="field-label" id={`${id}-days`}>
                {t("calendar.repeatOn")}
              </span>
              <div className="weekday-picker" role="group" aria-labelledby={`${id}-days`}>
                {weekFrom(firstDayOfWeek(locale)).map((weekday) => {
                  const code = WEEKDAY_CODES[weekday];
                  return (
                    <button key={code} type="button" className="weekday-toggle" aria-pressed={values.byDay.includes(code)} onClick={() => toggleDay(code)}>
                      {weekdayName(locale, weekday, "short")}
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-until`}>{t("calendar.endsOn")}</label>
            <input
              id={`${id}-until`}
              type="date"
              value={values.repeatEndDate}
              onChange={(event) => onChange({ ...values, repeatEndDate: event.target.value })}
              aria-invalid={errors.repeatEndDate ? true : undefined}
            />
            {errors.repeatEndDate && <p className="field-error">{t(errors.repeatEndDate)}</p>}
          </div>
        </>
      )}
    </fieldset>
  );
}
