import type { BookingQuestion } from "./booking-questions";

/*
 * The booking form's answers to the event type's questions, shared by the SPA's form and
 * the server-rendered one: one value per question in the questions' order, read from the
 * page's address or the posted form (`a1` answers the first question, `a2` the second, …).
 */
export type AnswerValue = string | boolean;

/** How a checkbox says yes in a link (`?a4=yes`) or a posted form (`a4=on`). */
const TRUE_WORDS = new Set(["1", "true", "yes", "on"]);

/** The form's field for the question at `index`. */
export const answerField = (index: number) => `a${index + 1}`;

function prefilled(question: BookingQuestion, given: string | null): AnswerValue {
  if (question.kind === "checkbox") return given !== null && TRUE_WORDS.has(given.trim().toLowerCase());
  if (given === null) return "";
  if (question.kind !== "single_choice") return given;
  return question.choices.find((choice) => choice.toLowerCase() === given.trim().toLowerCase()) ?? "";
}

/** Each question's value as `params` give it. */
export const initialAnswers = (questions: readonly BookingQuestion[], params: URLSearchParams): AnswerValue[] =>
  questions.map((question, index) => prefilled(question, params.get(answerField(index))));

/** What the booking request carries: checkboxes always, texts only when filled in. */
export const answersInput = (questions: readonly BookingQuestion[], values: readonly AnswerValue[]): { label: string; value: AnswerValue }[] =>
  questions.flatMap((question, index): { label: string; value: AnswerValue }[] => {
    const value = values[index] ?? "";
    if (typeof value === "boolean") return [{ label: question.label, value }];
    return value.trim() ? [{ label: question.label, value: value.trim() }] : [];
  });
