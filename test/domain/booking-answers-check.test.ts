import { describe, expect, it } from "vitest";
import { type SubmittedAnswer, checkAnswers } from "../../worker/domain/booking-answers-check";
import type { BookingQuestion } from "../../worker/domain/booking-questions";

const question = (label: string, kind: BookingQuestion["kind"], required = false, choices: string[] = []): BookingQuestion => ({
  label,
  kind,
  required,
  choices,
});

const QUESTIONS: BookingQuestion[] = [
  question("Company", "short_text", true),
  question("Agenda", "long_text"),
  question("Phone", "phone"),
  question("Plan", "single_choice", false, ["Free", "Pro"]),
  question("I accept the terms", "checkbox", true),
  question("Newsletter", "checkbox"),
];

const base: SubmittedAnswer[] = [
  { label: "Company", value: "Acme" },
  { label: "I accept the terms", value: true },
];

const withAnswer = (answer: SubmittedAnswer) => [...base.filter((given) => given.label !== answer.label), answer];

describe("checkAnswers", () => {
  it("keeps answers in the questions' order with their labels, leaving empty ones out", () => {
    const submitted: SubmittedAnswer[] = [
      { label: "Newsletter", value: false },
      { label: "Plan", value: "Pro" },
      { label: "Agenda", value: "  First\r\nSecond  " },
      { label: "Phone", value: "" },
      ...base,
    ];
    expect(checkAnswers(QUESTIONS, submitted)).toEqual({
      ok: true,
      answers: [
        { label: "Company", value: "Acme" },
        { label: "Agenda", value: "First\nSecond" },
        { label: "Plan", value: "Pro" },
        { label: "I accept the terms", value: "Yes" },
        { label: "Newsletter", value: "No" },
      ],
    });
  });

  it("accepts no answers when nothing is asked", () => {
    expect(checkAnswers([], [])).toEqual({ ok: true, answers: [] });
  });

  it("keeps a short text and a phone number on one line", () => {
    const result = checkAnswers(QUESTIONS, [...withAnswer({ label: "Company", value: "Acme\r\nInc" }), { label: "Phone", value: " +49 (30) 1234-567 " }]);
    expect(result).toEqual({
      ok: true,
      answers: [
        { label: "Company", value: "Acme Inc" },
        { label: "Phone", value: "+49 (30) 1234-567" },
        { label: "I accept the terms", value: "Yes" },
      ],
    });
  });

  it.each<[string, SubmittedAnswer[], string]>([
    ["a required text left out", [{ label: "I accept the terms", value: true }], '"Company" is required.'],
    ["a required text of blanks", withAnswer({ label: "Company", value: "   " }), '"Company" is required.'],
    ["a required checkbox left unchecked", withAnswer({ label: "I accept the terms", value: false }), 'Please check "I accept the terms".'],
    ["a required checkbox left out", [{ label: "Company", value: "Acme" }], 'Please check "I accept the terms".'],
    ["a checkbox answered with text", withAnswer({ label: "Newsletter", value: "yes" }), '"Newsletter" must be true or false.'],
    ["a text answered with true", withAnswer({ label: "Company", value: true }), 'The answer to "Company" must be text.'],
    ["a short text over 200 characters", withAnswer({ label: "Company", value: "x".repeat(201) }), 'The answer to "Company" must be at most 200 characters.'],
    ["a long text over 2,000 characters", [...base, { label: "Agenda", value: "x".repeat(2001) }], 'The answer to "Agenda" must be at most 2000 characters.'],
    ["letters for a phone number", [...base, { label: "Phone", value: "call me" }], '"Phone" must be a phone number, e.g. +1 555 123 4567.'],
    ["too few digits for a phone number", [...base, { label: "Phone", value: "+1 23" }], '"Phone" must be a phone number, e.g. +1 555 123 4567.'],
    ["too many digits for a phone number", [...base, { label: "Phone", value: "+1234567890123456" }], '"Phone" must be a phone number, e.g. +1 555 123 4567.'],
    ["a choice not on the list", [...base, { label: "Plan", value: "Enterprise" }], 'The answer to "Plan" must be one of: Free, Pro.'],
    ["a choice in other letter case", [...base, { label: "Plan", value: "pro" }], 'The answer to "Plan" must be one of: Free, Pro.'],
    ["a question that is not asked", [...base, { label: "Budget", value: "1000" }], 'This booking page does not ask "Budget". Please reload the page.'],
    ["the same question twice", [...base, { label: "Agenda", value: "a" }, { label: "Agenda", value: "b" }], '"Agenda" is answered twice.'],
  ])("refuses %s", (_, submitted, error) => {
    expect(checkAnswers(QUESTIONS, submitted)).toEqual({ ok: false, error });
  });

  it.each(["+1 555 123 4567", "555.123.4567", "(030) 123 456", "0049/30/123456", "12345"])("takes %s as a phone number", (phone) => {
    expect(checkAnswers([question("Phone", "phone", true)], [{ label: "Phone", value: phone }]).ok).toBe(true);
  });
});
