import { MAX_QUESTION_LABEL } from "../../../../worker/domain/booking-questions";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { EventType, EventTypeInput } from "./event-types-api";
import { type FormError, formError } from "./form-error";

/*
 * The Questions section of the booking type form, as typed: choices are written one per
 * line and split on save. The server checks the same rules again.
 */
export type BookingQuestion = EventType["questions"][number];
export type QuestionKind = BookingQuestion["kind"];

export { MAX_QUESTION_LABEL, MAX_QUESTIONS } from "../../../../worker/domain/booking-questions";

export const QUESTION_KIND_LABELS: Record<QuestionKind, HostMessageKey> = {
  short_text: "eventtypes.question.shortText",
  long_text: "eventtypes.question.longText",
  phone: "eventtypes.question.phone",
  single_choice: "eventtypes.question.singleChoice",
  checkbox: "eventtypes.question.checkbox",
};

export interface QuestionDraft {
  /** Stable across edits and removals, for React's list keys. */
  key: number;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choices: string;
}

export type QuestionErrors = Record<number, { label?: FormError; choices?: FormError }>;

let nextKey = 0;

export const newQuestion = (): QuestionDraft => ({ key: nextKey++, label: "", kind: "short_text", required: false, choices: "" });

export const initialQuestions = (eventType: EventType | null): QuestionDraft[] =>
  (eventType?.questions ?? []).map((question) => ({ ...newQuestion(), ...question, choices: question.choices.join("\n") }));

const choiceList = (text: string) => [...new Set(text.split("\n").map((line) => line.trim()).filter((line) => line !== ""))];

export function validateQuestions(drafts: readonly QuestionDraft[]): QuestionErrors {
  const errors: QuestionErrors = {};
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    const label = draft.label.trim().toLowerCase();
    if (!label) errors[index] = { label: formError("eventtypes.question.empty") };
    else if (seen.has(label)) errors[index] = { label: formError("eventtypes.question.duplicate") };
    else if (label.length > MAX_QUESTION_LABEL) errors[index] = { label: formError("eventtypes.question.tooLong", { max: MAX_QUESTION_LABEL }) };
    seen.add(label);
    if (draft.kind === "single_choice" && choiceList(draft.choices).length < 2) {
      errors[index] = { ...errors[index], choices: formError("eventtypes.question.choicesError", { min: 2 }) };
    }
  });
  return errors;
}

/** The request field of valid drafts (validateQuestions() found nothing). */
export const questionsInput = (drafts: readonly QuestionDraft[]): Pick<EventTypeInput, "questions"> => ({
  questions: drafts.map((draft) => ({
    label: draft.label.trim(),
    kind: draft.kind,
    required: draft.required,
    choices: draft.kind === "single_choice" ? choiceList(draft.choices) : [],
  })),
});
