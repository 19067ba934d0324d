import type { Reporter, TestCase } from "vitest/node";

/*
 * A browser test that passed on its retry shows only "(retry x1)": the failed attempt's error is gone
 * from the default report. The retry is there for wrangler's stalled asset transfer alone
 * (vitest.config.ts); any other failure is a flaky test to fix, so its error is printed here, once the
 * run ends, to say which it was.
 */
export default class RetryReporter implements Reporter {
  private readonly retried: TestCase[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.result().state === "passed" && (testCase.diagnostic()?.retryCount ?? 0) > 0) this.retried.push(testCase);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    const lines = ["", `${this.retried.length} test(s) passed only on a retry; the failed attempts said:`];
    for (const testCase of this.retried) {
      lines.push("", `  ${testCase.module.relativeModuleId} > ${testCase.fullName}`);
      // The runner keeps each failed attempt's errors on the task, though the test passed in the end.
      for (const error of testCase.task.result?.errors ?? []) {
        const own = `${error.stack ?? error.message}`.split("\n").filter((line) => !line.includes("/node_modules/"));
        lines.push(...own.slice(0, 20).map((line) => `    ${line}`));
        // An assertion's message abbreviates what it found ("[ Array(1) ]"); its diff names it.
        if (error.diff) lines.push(...error.diff.split("\n").slice(0, 30).map((line) => `    ${line}`));
      }
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
