import { useId } from "react";
import { changeFrequency, type EventFormValues, type FormErrors } from "./event-form-state";
import { FREQUENCIES, type Frequency, WEEKDAY_CODES } from "./event-model";

const FREQUENCY_LABELS: Record<Frequency, string> = { YEARLY: "Yearly", MONTHLY: "Monthly", WEEKLY: "Weekly" };
const UNITS: Record<Frequency, string> = { YEARLY: "year(s)", MONTHLY: "month(s)", WEEKLY: "week(s)" };

interface Props {
  values: EventFormValues;
  errors: FormErrors;
  onChange: (values: EventFormValues) => void;
}

/** Recurrence: frequency, interval (default 1), weekdays for WEEKLY only, optional end date. */
export function RecurrenceFields({ values, errors, onChange }: Props) {
  const id = useId();
  const frequency = values.frequency;

  const toggleDay = (code: (typeof WEEKDAY_CODES)[number]) => {
    const byDay = values.byDay.includes(code) ? values.byDay.filter((day) => day !== code) : [...values.byDay, code];
    onChange({ ...values, byDay: WEEKDAY_CODES.filter((day) => byDay.includes(day)) });
  };

  return (
    <fieldset className="recurrence-fields">
      <legend>Repeat</legend>
      <div className="field">
        <label htmlFor={`${id}-frequency`}>Frequency</label>
        <select id={`${id}-frequency`} value={frequency} onChange={(event) => onChange(changeFrequency(values, event.target.value as Frequency | ""))}>
          <option value="">Does not repeat</option>
          {FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {frequency && (
        <>
          <div className="field">
            <label htmlFor={`${id}-interval`}>Repeat every</label>
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
              <span className="muted">{UNITS[frequency]}</span>
            </div>
            {errors.interval && <p className="field-error">{errors.interval}</p>}
          </div>
          {frequency === "WEEKLY" && (
            <div className="field">
              <span className="field-label" id={`${id}-days`}>
                Repeat on
              </span>
              <div className="weekday-picker" role="group" aria-labelledby={`${id}-days`}>
                {WEEKDAY_CODES.map((code) => (
                  <button key={code} type="button" className="weekday-toggle" aria-pressed={values.byDay.includes(code)} onClick={() => toggleDay(code)}>
                    {code}
                  </button>
                ))}
              </div>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-until`}>Ends on (optional)</label>
            <input
              id={`${id}-until`}
              type="date"
              value={values.repeatEndDate}
              onChange={(event) => onChange({ ...values, repeatEndDate: event.target.value })}
              aria-invalid={errors.repeatEndDate ? true : undefined}
            />
            {errors.repeatEndDate && <p className="field-error">{errors.repeatEndDate}</p>}
          </div>
        </>
      )}
    </fieldset>
  );
}
