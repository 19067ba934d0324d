import { describe, expect, it } from "vitest";
import { type QuestionDraft, newQuestion, questionsInput, validateQuestions } from "../../web/src/pages/event-types/questions-values";

const draft = (change: Partial<QuestionDraft>): QuestionDraft => ({ ...newQuestion(), ...change });

describe("Booking Setup's questions", () => {
  it("need wording of their own, and a single choice at least 2 different choices", () => {
    const drafts = [
      draft({ label: "Company" }),
      draft({ label: " " }),
      draft({ label: "company" }),
      draft({ label: "Plan", kind: "single_choice", choices: "Free\nFree\n" }),
    ];
    expect(validateQuestions(drafts)).toEqual({
      1: { label: { key: "eventtypes.question.empty" } },
      2: { label: { key: "eventtypes.question.duplicate" } },
      3: { choices: { key: "eventtypes.question.choicesError", values: { min: 2 } } },
    });
  });

  it("are sent trimmed, with choices one per line and only for a single choice", () => {
    const drafts = [
      draft({ label: " Plan ", kind: "single_choice", required: true, choices: " Free \n\nPro\n" }),
      draft({ label: "Phone", kind: "phone", choices: "left over" }),
    ];
    expect(questionsInput(drafts)).toEqual({
      questions: [
        { label: "Plan", kind: "single_choice", required: true, choices: ["Free", "Pro"] },
        { label: "Phone", kind: "phone", required: false, choices: [] },
      ],
    });
  });
});
