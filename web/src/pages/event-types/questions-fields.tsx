import { useId } from "react";
import { FormField } from "../../components/ui/form-field";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { errorText } from "./form-error";
import { MAX_QUESTION_LABEL, MAX_QUESTIONS, QUESTION_KIND_LABELS, type QuestionDraft, type QuestionErrors, type QuestionKind, newQuestion } from "./questions-values";

interface QuestionsFieldsProps {
  questions: QuestionDraft[];
  errors: QuestionErrors;
  onChange: (questions: QuestionDraft[]) => void;
}

const KINDS = Object.entries(QUESTION_KIND_LABELS) as [QuestionKind, HostMessageKey][];

/** Booking Setup → Questions: what the booking form asks after name, email and notes. */
export function QuestionsFields({ questions, errors, onChange }: QuestionsFieldsProps) {
  const update = (index: number, change: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...change } : question)));
  const { t } = useHostI18n();
  return (
    <fieldset className="questions-fields">
      <legend>{t("eventtypes.questions.title")}</legend>
      <p className="field-hint">{t("eventtypes.questions.hint", { max: MAX_QUESTIONS })}</p>
      {questions.map((question, index) => (
        <QuestionRow
          key={question.key}
          number={index + 1}
          question={question}
          errors={errors[index] ?? {}}
          onChange={(change) => update(index, change)}
          onRemove={() => onChange(questions.filter((_, at) => at !== index))}
        />
      ))}
      <button type="button" className="button secondary" disabled={questions.length >= MAX_QUESTIONS} onClick={() => onChange([...questions, newQuestion()])}>
        {t("eventtypes.questions.add")}
      </button>
    </fieldset>
  );
}

interface QuestionRowProps {
  number: number;
  question: QuestionDraft;
  errors: QuestionErrors[number];
  onChange: (change: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}

function QuestionRow({ number, question, errors, onChange, onRemove }: QuestionRowProps) {
  const requiredId = useId();
  const i18n = useHostI18n();
  const { t } = i18n;
  return (
    <div className="question-row" role="group" aria-label={t("eventtypes.question.numbered", { number })}>
      <FormField label={t("eventtypes.question.label")} error={errorText(i18n, errors.label)}>
        {({ id, describedBy, invalid }) => (
          <input id={id} value={question.label} maxLength={MAX_QUESTION_LABEL} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange({ label: e.target.value })} />
        )}
      </FormField>
      <div className="question-options">
        <FormField label={t("eventtypes.question.kind")}>
          {({ id }) => (
            <select id={id} value={question.kind} onChange={(e) => onChange({ kind: e.target.value as QuestionKind })}>
              {KINDS.map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {t(label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="switch-field" htmlFor={requiredId}>
          <input id={requiredId} type="checkbox" checked={question.required} onChange={(e) => onChange({ required: e.target.checked })} />
          <span>{t("eventtypes.question.required")}</span>
        </label>
        <button type="button" className="button secondary" aria-label={t("eventtypes.question.remove", { number })} onClick={onRemove}>
          {t("eventtypes.question.removeShort")}
        </button>
      </div>
      {question.kind === "single_choice" && (
        <FormField label={t("eventtypes.question.choices")} error={errorText(i18n, errors.choices)}>
          {({ id, describedBy, invalid }) => (
            <textarea id={id} rows={3} value={question.choices} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange({ choices: e.target.value })} />
          )}
        </FormField>
      )}
    </div>
  );
}
