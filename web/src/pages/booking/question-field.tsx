import { useId } from "react";
import { FormField } from "../../components/ui/form-field";
import { MAX_ANSWER_LENGTH } from "../../../../worker/domain/booking-questions";
import { useI18n } from "../../i18n/i18n-context";
import type { AnswerValue, BookingQuestion } from "./booking-answers";

interface QuestionFieldProps {
  question: BookingQuestion;
  value: AnswerValue;
  /** The message of what to fix, already in the booker's language. */
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
}

/** One of the event type's questions in the booking form, as its kind asks to be answered. */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const { t } = useI18n();
  const checkboxId = useId();
  const label = question.required ? `${question.label} *` : question.label;
  if (question.kind === "checkbox") {
    return (
      <div className="field">
        <label className="question-checkbox" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={value === true}
            required={question.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${checkboxId}-error` : undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>{label}</span>
        </label>
        {error && (
          <p id={`${checkboxId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <FormField label={label} error={error}>
      {({ id, describedBy, invalid }) => {
        const common = { id, required: question.required, "aria-invalid": invalid, "aria-describedby": describedBy };
        if (question.kind === "long_text") {
          return <textarea {...common} rows={3} maxLength={MAX_ANSWER_LENGTH.long_text} value={text} onChange={(event) => onChange(event.target.value)} />;
        }
        if (question.kind === "single_choice") {
          return (
            <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
              <option value="">{t("booking.selectOption")}</option>
              {question.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          );
        }
        const phone = question.kind === "phone";
        return (
          <input
            {...common}
            type={phone ? "tel" : "text"}
            autoComplete={phone ? "tel" : undefined}
            maxLength={phone ? MAX_ANSWER_LENGTH.phone : MAX_ANSWER_LENGTH.short_text}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FormField>
  );
}
