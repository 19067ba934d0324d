import { MAX_QUESTION_LABEL } from "../../../../worker/domain/booking-questions";
import type { EventType, EventTypeInput } from "./event-types-api";

/*
 * The Questions section of the booking type form, as typed: choices are written one per
 * line and split on save. The server checks the same rules again.
 */
export type BookingQuestion = EventType["questions"][number];
export type QuestionKind = BookingQuestion["kind"];

export { MAX_QUESTION_LABEL, MAX_QUESTIONS } from "../../../../worker/domain/booking-questions";

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  short_text: "Short text",
  long_text: "Long text",
  phone: "Phone number",
  single_choice: "Single choice",
  checkbox: "Checkbox",
};

export interface QuestionDraft {
  /** Stable across edits and removals, for React's list keys. */
  key: number;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choices: string;
}

export type QuestionErrors = Record<number, { label?: string; choices?: string }>;

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
    if (!label) errors[index] = { label: "Enter the question." };
    else if (seen.has(label)) errors[index] = { label: "Each question needs its own wording." };
    else if (label.length > MAX_QUESTION_LABEL) errors[index] = { label: `At most ${MAX_QUESTION_LABEL} characters.` };
    seen.add(label);
    if (draft.kind === "single_choice" && choiceList(draft.choices).length < 2) {
      errors[index] = { ...errors[index], choices: "Give at least 2 different choices." };
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
