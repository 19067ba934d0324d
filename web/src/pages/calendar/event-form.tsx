import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import {
  changeStartDate,
  changeStartTime,
  type EventFormValues,
  type FormErrors,
  toggleAllDay,
  validateEvent,
} from "./event-form-state";
import { EDITABLE_TYPES, TYPE_LABELS } from "./event-model";
import { ChipsInput } from "../../components/ui/chips-input";
import { hostFailureText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { RecurrenceFields } from "./recurrence-fields";

interface Props {
  initialValues: EventFormValues;
  /** Resolves when saved; a rejection's message shows above the form. */
  onSubmit: (values: EventFormValues) => Promise<void>;
  onCancel: () => void;
}

function Field({ id, label, error, children }: { id: string; label: HostMessageKey; error?: HostMessageKey | undefined; children: ReactNode }) {
  const { t } = useHostI18n();
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The calendar event form, for a new event or an edit. */
export function EventForm({ initialValues, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const i18n = useHostI18n();
  const { t } = i18n;
  const set = (patch: Partial<EventFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const invalid = (field: keyof FormErrors) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEvent(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      setServerError(hostFailureText(i18n, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="event-form" onSubmit={submit} noValidate>
      {serverError && <Alert>{serverError}</Alert>}
      <Field id={`${id}-title`} label="calendar.form.title" error={errors.title}>
        <input id={`${id}-title`} value={values.title} onChange={(e) => set({ title: e.target.value })} {...invalid("title")} />
      </Field>
      <Field id={`${id}-type`} label="calendar.form.type">
        <select id={`${id}-type`} value={values.type} onChange={(e) => set({ type: e.target.value as EventFormValues["type"] })}>
          {EDITABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </Field>
      <div className="checkbox-row">
        <label className="checkbox">
          <input type="checkbox" checked={values.isAllDay} onChange={(e) => setValues(toggleAllDay(values, e.target.checked))} />
          {t("calendar.allDay")}
        </label>
        {!values.isAllDay && (
          <label className="checkbox">
            <input type="checkbox" checked={values.noEnd} onChange={(e) => set({ noEnd: e.target.checked })} />
            {t("calendar.form.noEnd")}
          </label>
        )}
      </div>
      <div className="field-pair">
        <Field id={`${id}-date`} label="calendar.form.startDate" error={errors.date}>
          <input id={`${id}-date`} type="date" value={values.date} onChange={(e) => setValues(changeStartDate(values, e.target.value))} {...invalid("date")} />
        </Field>
        {!values.isAllDay && (
          <Field id={`${id}-startTime`} label="calendar.form.startTime" error={errors.startTime}>
            <input
              id={`${id}-startTime`}
              type="time"
              value={values.startTime}
              onChange={(e) => setValues(changeStartTime(values, e.target.value))}
              {...invalid("startTime")}
            />
          </Field>
        )}
      </div>
      {(values.isAllDay || !values.noEnd) && (
        <div className="field-pair">
          <Field id={`${id}-endDate`} label="calendar.form.endDate" error={errors.endDate}>
            <input
              id={`${id}-endDate`}
              type="date"
              value={values.endDate}
              onChange={(e) => set({ endDate: e.target.value, endDateEdited: true })}
              {...invalid("endDate")}
            />
          </Field>
          {!values.isAllDay && (
            <Field id={`${id}-endTime`} label="calendar.form.endTime" error={errors.endTime}>
              <input id={`${id}-endTime`} type="time" value={values.endTime} onChange={(e) => set({ endTime: e.target.value })} {...invalid("endTime")} />
            </Field>
          )}
        </div>
      )}
      <Field id={`${id}-location`} label="calendar.location">
        <input id={`${id}-location`} value={values.location} onChange={(e) => set({ location: e.target.value })} />
      </Field>
      <Field id={`${id}-description`} label="calendar.form.description">
        <textarea id={`${id}-description`} rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <div className="field">
        <label htmlFor={`${id}-guests`}>{t("calendar.guests")}</label>
        <ChipsInput id={`${id}-guests`} values={values.guests} onChange={(guests) => set({ guests })} listLabel={t("calendar.form.guestList")} placeholder={t("calendar.form.guestPlaceholder")} />
      </div>
      <RecurrenceFields values={values} errors={errors} onChange={setValues} />
      <ActionRow className="dialog-footer" busy={busy} onCancel={onCancel} submitLabel={busy ? t("settings.saving") : t("app.save")} />
    </form>
  );
}
