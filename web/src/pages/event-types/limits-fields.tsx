import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { errorText } from "./form-error";
import type { LimitsErrors, LimitsValues } from "./limits-values";

interface LimitsFieldsProps {
  values: LimitsValues;
  errors: LimitsErrors;
  onChange: (change: Partial<LimitsValues>) => void;
}

interface LimitField {
  key: keyof LimitsValues;
  label: HostMessageKey;
  hint?: HostMessageKey;
  type: "number" | "date";
}

const FIELDS: readonly LimitField[] = [
  { key: "noticeHours", label: "eventtypes.limits.notice", hint: "eventtypes.limits.noticeHint", type: "number" },
  { key: "windowDays", label: "eventtypes.limits.daysAhead", type: "number" },
  { key: "windowStart", label: "eventtypes.limits.from", type: "date" },
  { key: "windowEnd", label: "eventtypes.limits.until", type: "date" },
  { key: "maxPerDay", label: "eventtypes.limits.perDay", type: "number" },
  { key: "maxPerWeek", label: "eventtypes.limits.perWeek", hint: "eventtypes.limits.perWeekHint", type: "number" },
  { key: "cutoffHours", label: "eventtypes.limits.cutoff", hint: "eventtypes.limits.cutoffHint", type: "number" },
];

/** Booking Setup → Limits: every field optional, empty means no limit. */
export function LimitsFields({ values, errors, onChange }: LimitsFieldsProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <fieldset className="limits-fields">
      <legend>{t("eventtypes.limits.title")}</legend>
      <p className="field-hint">{t("eventtypes.limits.hint")}</p>
      <div className="limits-grid">
        {FIELDS.map((field) => (
          <FormField key={field.key} label={t(field.label)} error={errorText(i18n, errors[field.key])} hint={field.hint && t(field.hint)}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type={field.type}
                min={field.type === "number" ? 0 : undefined}
                inputMode={field.type === "number" ? "decimal" : undefined}
                value={values[field.key]}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => onChange({ [field.key]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
