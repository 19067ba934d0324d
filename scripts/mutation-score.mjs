// Prints the last `npm run mutate` run's kill rate from Stryker's JSON report, in one line.
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(new URL("../reports/mutation/mutation.json", import.meta.url), "utf8"));
const count = {};
for (const file of Object.values(report.files)) {
  for (const mutant of file.mutants) count[mutant.status] = (count[mutant.status] ?? 0) + 1;
}
const of = (status) => count[status] ?? 0;
const killed = of("Killed") + of("Timeout");
// Static mutants (module-level code) are ignored by the configuration: each would rerun every test.
const tested = killed + of("Survived") + of("NoCoverage");
console.log(
  `Kill rate: ${((100 * killed) / tested).toFixed(1)}% (${killed} of ${tested} mutants killed, ${of("Timeout")} of them by a time-out; ` +
    `${of("Survived")} survived, ${of("NoCoverage")} reached by no test; ${of("Ignored")} static mutants ignored)`,
);
