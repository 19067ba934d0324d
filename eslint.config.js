// ESLint, not Biome: Biome's linter ships as a per-platform binary, and the package registry these
// machines use serves only some of those, so a lockfile with Biome fails `npm ci`. Untyped rules keep it fast.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "bench-results/", ".wrangler/", "reports/", ".stryker-tmp/", "worker/worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // tsc's noUnusedLocals reports these already, with the compiler's own view of the code.
      "@typescript-eslint/no-unused-vars": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
);
