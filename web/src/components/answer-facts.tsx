import { Fragment } from "react";

/** A booker's answer to one of a booking type's questions, under the label the question had when they booked. */
export interface AnswerFact {
  label: string;
  value: string;
}

/** The answers as term and description pairs, for a `<dl>` of the caller's. */
export function AnswerFacts({ answers }: { answers: readonly AnswerFact[] }) {
  return answers.map((answer) => (
    <Fragment key={answer.label}>
      <dt>{answer.label}</dt>
      <dd className="answer-value">{answer.value}</dd>
    </Fragment>
  ));
}
