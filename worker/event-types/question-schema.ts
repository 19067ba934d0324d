import * as z from "zod/mini";
import {
  type BookingQuestion,
  MAX_CHOICE_LENGTH,
  MAX_CHOICES,
  MAX_QUESTION_LABEL,
  MAX_QUESTIONS,
  QUESTION_KINDS,
} from "../domain/booking-questions";

const label = z
  .string("Each question needs a label.")
  .check(z.trim(), z.minLength(1, "Each question needs a label."), z.maxLength(MAX_QUESTION_LABEL, `A question's label must be at most ${MAX_QUESTION_LABEL} characters.`));

const choice = z
  .string("Each choice must be text.")
  .check(z.trim(), z.minLength(1, "A choice cannot be empty."), z.maxLength(MAX_CHOICE_LENGTH, `A choice must be at most ${MAX_CHOICE_LENGTH} characters.`));

const question = z
  .strictObject({
    label,
    kind: z.enum(QUESTION_KINDS, "kind must be short_text, long_text, phone, single_choice or checkbox."),
    required: z.optional(z.boolean("required must be true or false.")),
    choices: z.optional(z.array(choice, "choices must be a list of texts.").check(z.maxLength(MAX_CHOICES, `At most ${MAX_CHOICES} choices.`))),
  })
  .check(
    z.refine(({ kind, choices = [] }) => kind !== "single_choice" || choices.length >= 2, {
      message: "A single choice needs at least 2 choices.",
      path: ["choices"],
    }),
    z.refine(({ kind, choices = [] }) => kind === "single_choice" || choices.length === 0, {
      message: "Only a single choice has choices.",
      path: ["choices"],
    }),
    z.refine(({ choices = [] }) => new Set(choices).size === choices.length, { message: "Each choice must be different.", path: ["choices"] }),
  );

/**
 * Booking Setup → Questions: at most 10, each label once (answers are matched and kept by
 * their label), choices only for a single choice.
 */
export const questionList = z.pipe(
  z
    .array(question, "questions must be a list.")
    .check(
      z.maxLength(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions.`),
      z.refine((list) => new Set(list.map((item) => item.label.toLowerCase())).size === list.length, "Each question must have its own label."),
    ),
  z.transform((list): BookingQuestion[] =>
    list.map((item) => ({ label: item.label, kind: item.kind, required: item.required ?? false, choices: item.choices ?? [] })),
  ),
);
