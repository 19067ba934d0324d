import type { BookingAnswer } from "./booking-answer";
import { type BookingQuestion, CHECKED, MAX_ANSWER_LENGTH, normalizedAnswer, UNCHECKED } from "./booking-questions";
import { isPhoneNumber } from "./phone-number";

/** One answer as a booker sends it: the question's label, text (or true/false for a checkbox). */
export interface SubmittedAnswer {
  label: string;
  value: string | boolean;
}

export type AnswersCheck = { ok: true; answers: BookingAnswer[] } | { ok: false; error: string };

const refused = (error: string): AnswersCheck => ({ ok: false, error });

/** The stored answer to one question, null when left empty, or why the value is refused. */
function answerTo(question: BookingQuestion, value: string | boolean | undefined): { value: string | null } | { error: string } {
  const name = `"${question.label}"`;
  if (question.kind === "checkbox") {
    if (value !== undefined && typeof value !== "boolean") return { error: `${name} must be true or false.` };
    if (question.required && value !== true) return { error: `Please check ${name}.` };
    return { value: value === undefined ? null : value ? CHECKED : UNCHECKED };
  }
  if (value !== undefined && typeof value !== "string") return { error: `The answer to ${name} must be text.` };
  const text = normalizedAnswer(question.kind, value ?? "");
  if (text === "") return question.required ? { error: `${name} is required.` } : { value: null };
  if (question.kind === "single_choice") {
    return question.choices.includes(text) ? { value: text } : { error: `The answer to ${name} must be one of: ${question.choices.join(", ")}.` };
  }
  const max = MAX_ANSWER_LENGTH[question.kind];
  if (text.length > max) return { error: `The answer to ${name} must be at most ${max} characters.` };
  if (question.kind === "phone" && !isPhoneNumber(text)) return { error: `${name} must be a phone number, e.g. +1 555 123 4567.` };
  return { value: text };
}

/**
 * The booker's answers checked against the event type's questions as they are now: every required
 * question answered, each answer of its question's kind, nothing for a question that is not asked.
 * Answers keep the question's label (a snapshot: later edits of the question leave them as they are)
 * and come in the questions' order; questions left empty are left out.
 */
export function checkAnswers(questions: readonly BookingQuestion[], submitted: readonly SubmittedAnswer[]): AnswersCheck {
  const given = new Map<string, string | boolean>();
  for (const answer of submitted) {
    if (!questions.some((question) => question.label === answer.label)) {
      return refused(`This booking page does not ask "${answer.label}". Please reload the page.`);
    }
    if (given.has(answer.label)) return refused(`"${answer.label}" is answered twice.`);
    given.set(answer.label, answer.value);
  }
  const answers: BookingAnswer[] = [];
  for (const question of questions) {
    const result = answerTo(question, given.get(question.label));
    if ("error" in result) return refused(result.error);
    if (result.value !== null) answers.push({ label: question.label, value: result.value });
  }
  return { ok: true, answers };
}
