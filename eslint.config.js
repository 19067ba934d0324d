// ESLint, not Biome: Biome's linter ships as a per-platform binary, and the package registry these
// machines use serves only some of those, so a lockfile with Biome fails `npm ci`. Untyped rules keep it fast.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The layers (docs/ARCHITECTURE.md): the platform (http/, db/, config/, env.ts) and the pure domain
 * import no feature folder, so a feature can lean on them without closing an import circle.
 */
const platformOnly = "The platform (worker/http, db, config, env.ts) imports only itself, the domain and drizzle's schema: no feature folder.";
const changeContractOnly = "Mail, webhooks, CalDAV, subscriptions and the feed see a booking change through worker/booking-change, never worker/booking.";
const domainOnly = "worker/domain is pure: it imports packages and its own files, never the database, the platform or a feature.";

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
  {
    files: ["worker/http/**/*.ts", "worker/db/**/*.ts", "worker/config/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\./(?!(env|domain/.*|db/.*|http/.*|config/.*|\\.\\./drizzle/.*)$)", message: platformOnly }] }],
    },
  },
  {
    files: ["worker/env.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\.?/(?!(domain/.*|db/.*|http/.*|config/.*|\\.\\./drizzle/.*|drizzle/.*)$)", message: platformOnly }] }],
    },
  },
  {
    files: ["worker/domain/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\./", message: domainOnly }] }] },
  },
  {
    files: ["worker/domain/*/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\./\\.\\./", message: domainOnly }] }] },
  },
  {
    files: ["worker/email/**/*.ts", "worker/webhooks/**/*.ts", "worker/caldav/**/*.ts", "worker/subscriptions/**/*.ts", "worker/feed/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\./booking/", message: changeContractOnly }] }] },
  },
  {
    // The kit (components, lib) serves every screen, so it must not reach into one: screens and the
    // shell that frames them build on the kit, never the other way round.
    files: ["web/src/components/**/*.{ts,tsx}", "web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/pages", "**/pages/**"], message: "The kit must not import screens: pass what a screen knows in as props." },
            { group: ["**/shell", "**/shell/**"], message: "The kit must not import the shell: the shell builds on the kit." },
          ],
        },
      ],
    },
  },
);
