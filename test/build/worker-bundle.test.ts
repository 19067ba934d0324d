import { expect, it } from "vitest";
import { measureWorkerBundle } from "../../bench/worker-bundle";

// DESIGN §10: the worker ships at most 250 KB gzipped. Bundle size is deterministic, so this cannot
// flake — and one careless import (e.g. `import { z } from "zod/mini"`, which pulls in all of zod)
// fails it at once.
it("the worker bundle stays within 250 KB gzipped", () => {
  expect(measureWorkerBundle()).toBeLessThanOrEqual(250);
}, 120_000);
