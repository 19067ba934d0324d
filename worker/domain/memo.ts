/**
 * A pure function of strings, answered from the isolate's memory after its first call with the same
 * arguments: for Temporal questions whose answers never change while the isolate lives (a zone's
 * canonical name, a month's span in a zone), asked again on every request. At most `limit` answers
 * are kept (the oldest is dropped first), so odd arguments cannot grow the isolate's memory.
 */
export function memoized<Args extends string[], Answer>(compute: (...args: Args) => Answer, limit: number): (...args: Args) => Answer {
  const answers = new Map<string, Answer>();
  return (...args) => {
    const key = args.join("\n");
    if (answers.has(key)) return answers.get(key) as Answer;
    const answer = compute(...args);
    answers.set(key, answer);
    if (answers.size > limit) answers.delete(answers.keys().next().value ?? key);
    return answer;
  };
}
