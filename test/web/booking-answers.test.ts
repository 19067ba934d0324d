import { describe, expect, it } from "vitest";
import { type BookingQuestion, answersInput, initialAnswers, validateAnswers } from "../../web/src/pages/booking/booking-answers";

const QUESTIONS: BookingQuestion[] = [
  { label: "Company", kind: "short_text", required: true, choices: [] },
  { label: "Phone", kind: "phone", required: false, choices: [] },
  { label: "Plan", kind: "single_choice", required: false, choices: ["Free", "Pro"] },
  { label: "Terms", kind: "checkbox", required: true, choices: [] },
];

describe("the booking form's answers", () => {
  it("are prefilled from a1, a2, … in the questions' order; a choice only when it is offered", () => {
    expect(initialAnswers(QUESTIONS, new URLSearchParams("a1=Acme&a3=pro&a4=yes"))).toEqual(["Acme", "", "Pro", true]);
    expect(initialAnswers(QUESTIONS, new URLSearchParams("a3=Gold&a4=0"))).toEqual(["", "", "", false]);
  });

  it("name what the visitor must fix: required answers, a checked box, a phone number", () => {
    expect(validateAnswers(QUESTIONS, [" ", "call me", "", false])).toEqual({
      0: "booking.answerQuestion",
      1: "booking.validPhone",
      3: "booking.checkBox",
    });
    expect(validateAnswers(QUESTIONS, ["Acme", "+1 555 123 4567", "", true])).toEqual({});
  });

  it("send checkboxes always and texts only when filled in, trimmed", () => {
    expect(answersInput(QUESTIONS, [" Acme ", "", "Pro", true])).toEqual([
      { label: "Company", value: "Acme" },
      { label: "Plan", value: "Pro" },
      { label: "Terms", value: true },
    ]);
  });
});
