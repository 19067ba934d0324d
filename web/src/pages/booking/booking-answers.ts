import { isPhoneNumber } from "../../../../worker/domain/phone-number";
import type { AnswerValue } from "../../../../worker/domain/booking-answer-form";
import type { MessageKey } from "../../../../shared/i18n/message-keys";
import type { PublicEventType } from "./booking-api";

export { type AnswerValue, answersInput, initialAnswers } from "../../../../worker/domain/booking-answer-form";

/*
 * The booking form's answers to the event type's questions: one value per question, in
 * the questions' order, prefilled from the page's address (`?a1=…&a2=…`), checked for what the
 * visitor can fix at once before the server checks everything again.
 */
export type BookingQuestion = PublicEventType["questions"][number];
/** What to fix, by question: the message's key, written in the booker's language where it is shown. */
export type AnswerErrors = Record<number, MessageKey>;

export function validateAnswers(questions: readonly BookingQuestion[], values: readonly AnswerValue[]): AnswerErrors {
  const errors: AnswerErrors = {};
  questions.forEach((question, index) => {
    const value = values[index] ?? "";
    if (typeof value === "boolean") {
      if (question.required && !value) errors[index] = "booking.checkBox";
      return;
    }
    const text = value.trim();
    if (!text) {
      if (question.required) errors[index] = "booking.answerQuestion";
      return;
    }
    if (question.kind === "phone" && !isPhoneNumber(text)) errors[index] = "booking.validPhone";
  });
  return errors;
}
