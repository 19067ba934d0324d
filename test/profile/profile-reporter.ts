import type { Reporter, TestModule } from "vitest/node";

/*
 * `npm run test:profile`: every test file's time, slowest first, split into what its tests took and
 * what came before them (environment, harness, setup files, imports) and around them (hooks:
 * beforeAll/afterAll, the file's own setup). Per layer, the sum of its files. Where the time goes is
 * measured here before a test is made cheaper (docs/DECISIONS.md, Tests).
 */

interface FileTime {
  layer: string;
  file: string;
  tests: number;
  testTime: number;
  hooks: number;
  before: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

function timeOf(module: TestModule): FileTime {
  const diagnostic = module.diagnostic();
  const cases = Array.from(module.children.allTests());
  const testTime = cases.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
  return {
    layer: module.project.name,
    file: module.relativeModuleId,
    tests: cases.length,
    testTime,
    hooks: Math.max(0, diagnostic.duration - testTime),
    before: diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration,
  };
}

export default class ProfileReporter implements Reporter {
  private started = 0;

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files = modules.map(timeOf).sort((a, b) => b.testTime + b.hooks + b.before - (a.testTime + a.hooks + a.before));
    const lines = ["", "  total   tests   hooks  before  count  layer   file"];
    for (const f of files) {
      lines.push(`${seconds(f.testTime + f.hooks + f.before)} ${seconds(f.testTime)} ${seconds(f.hooks)} ${seconds(f.before)} ${String(f.tests).padStart(6)}  ${f.layer.padEnd(7)} ${f.file}`);
    }
    lines.push("", "Per layer (files run in parallel, so a layer's sum is more than its wall time):");
    for (const layer of [...new Set(files.map((f) => f.layer))]) {
      const of = files.filter((f) => f.layer === layer);
      const sum = of.reduce((total, f) => total + f.testTime + f.hooks + f.before, 0);
      lines.push(`  ${layer.padEnd(7)} ${String(of.length).padStart(4)} files ${String(of.reduce((n, f) => n + f.tests, 0)).padStart(5)} tests ${seconds(sum)} s`);
    }
    lines.push(`Wall time: ${seconds(Date.now() - this.started)} s, ${files.length} files, ${files.reduce((n, f) => n + f.tests, 0)} tests`, "");
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
