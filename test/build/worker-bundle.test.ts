import { expect, it } from "vitest";
import { deployBundleFiles, gzippedKb } from "../../bench/worker-bundle";

const bundle = deployBundleFiles();

// docs/DECISIONS.md, Performance budgets: the worker ships at most 275 KB gzipped. Bundle size is deterministic, so this cannot
// flake — and one careless import (e.g. `import { z } from "zod/mini"`, which pulls in all of zod)
// fails it at once.
it("the worker bundle stays within 275 KB gzipped", () => {
  expect(gzippedKb(bundle)).toBeLessThanOrEqual(275);
});

// With esbuild's keepNames, temporal-polyfill sees its own `noop` by name and formats every
// Temporal object it creates into a debug string, a cost on every slot computed.
it("the worker bundle does not restore minified function names", () => {
  const keepNamesHelper = /\(\w+,"name",\{value:\w+,configurable:!0\}\)/;
  expect(bundle.some((file) => keepNamesHelper.test(file.toString("utf8")))).toBe(false);
});
