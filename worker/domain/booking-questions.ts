/*
 * The questions a booking type asks its bookers: kinds, limits and the checks of one
 * answer. Pure: the booking route and the booking form's server side both lean on these numbers.
 */

export const QUESTION_KINDS = ["short_text", "long_text", "phone", "single_choice", "checkbox"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** One question as the event type stores it; `choices` is empty except for a single choice. */
export interface BookingQuestion {
  label: string;
  kind: QuestionKind;
  required: boolean;
  choices: string[];
}

export const MAX_QUESTIONS = 10;
export const MAX_QUESTION_LABEL = 200;
export const MAX_CHOICES = 20;
export const MAX_CHOICE_LENGTH = 100;

/** The longest answer each text kind takes. */
export const MAX_ANSWER_LENGTH = { short_text: 200, long_text: 2000, phone: 30 } as const;

/** What a checkbox answer is stored and shown as. */
export const CHECKED = "Yes";
export const UNCHECKED = "No";

/** Text kinds keep one line, except a long text, whose line breaks are normalised. */
export function normalizedAnswer(kind: QuestionKind, text: string): string {
  if (kind === "long_text") return text.replace(/\r\n?/g, "\n").trim();
  return text.replace(/[\r\n\t]+/g, " ").trim();
}
