import { isPhoneNumber } from "../../../../worker/domain/booking-questions";
import type { PublicEventType } from "./booking-api";

/*
 * The booking form's answers to the event type's questions (issue 13): one value per question, in
 * the questions' order, prefilled from the page's address (`?a1=…&a2=…`), checked for what the
 * visitor can fix at once before the server checks everything again.
 */
export type BookingQuestion = PublicEventType["questions"][number];
export type AnswerValue = string | boolean;
export type AnswerErrors = Record<number, string>;

const TRUE_WORDS = new Set(["1", "true", "yes", "on"]);

function prefilled(question: BookingQuestion, given: string | null): AnswerValue {
  if (question.kind === "checkbox") return given !== null && TRUE_WORDS.has(given.trim().toLowerCase());
  if (given === null) return "";
  if (question.kind !== "single_choice") return given;
  return question.choices.find((choice) => choice.toLowerCase() === given.trim().toLowerCase()) ?? "";
}

/** Each question's starting value: `a1` for the first question, `a2` for the second, … */
export const initialAnswers = (questions: readonly BookingQuestion[], params: URLSearchParams): AnswerValue[] =>
  questions.map((question, index) => prefilled(question, params.get(`a${index + 1}`)));

export function validateAnswers(questions: readonly BookingQuestion[], values: readonly AnswerValue[]): AnswerErrors {
  const errors: AnswerErrors = {};
  questions.forEach((question, index) => {
    const value = values[index] ?? "";
    if (typeof value === "boolean") {
      if (question.required && !value) errors[index] = "Please check this box.";
      return;
    }
    const text = value.trim();
    if (!text) {
      if (question.required) errors[index] = "Please answer this question.";
      return;
    }
    if (question.kind === "phone" && !isPhoneNumber(text)) errors[index] = "Please enter a valid phone number.";
  });
  return errors;
}

/** What the booking request carries: checkboxes always, texts only when filled in. */
export const answersInput = (questions: readonly BookingQuestion[], values: readonly AnswerValue[]): { label: string; value: AnswerValue }[] =>
  questions.flatMap((question, index): { label: string; value: AnswerValue }[] => {
    const value = values[index] ?? "";
    if (typeof value === "boolean") return [{ label: question.label, value }];
    return value.trim() ? [{ label: question.label, value: value.trim() }] : [];
  });
