import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/*
 * Three layers, one `npm test` (docs/DECISIONS.md, Tests):
 * - domain: pure functions in plain Node, the worker's (test/domain) and the SPA's (test/web);
 * - build: budgets of the built artifacts (worker bundle size);
 * - guard: the booking guard's SQL on D1 (Miniflare from Node);
 * - worker: the real worker inside workerd with local D1 (migrations applied), R2 and the queue;
 * - e2e: Debian's Chromium driving the app started the way `npm start` starts it.
 */
export default defineConfig({
  test: {
    // Vitest's default in run mode is one worker fewer than the cores: one on a 2-core machine, which ran
    // every file in a row. The workerd files wait on workerd much of their time: three at once still
    // leave a quarter of two cores idle (the worker layer alone: about 13 min with one, 116 s with three).
    // The browser layer runs three at once too (its own setting below).
    maxWorkers: 3,
    // Besides the default report: the failed attempt of any test that passed on its retry.
    reporters: ["default", "./test/profile/retry-reporter.ts"],
    projects: [
      // test/web: the SPA's pure modules; test/mail: the mail builder against golden files and Python's mail parsers (plain Node too).
      { test: { name: "domain", include: ["test/domain/**/*.test.ts", "test/web/**/*.test.ts", "test/mail/**/*.test.ts"], environment: "node" } },
      // test/guard: plain Node rather than workerd, so that `npm run mutate` (vitest.mutate.config.ts) reaches the guard too.
      // Its set-up starts a Miniflare and applies the migrations: seconds, and more than the default 10 s beside CPU-bound work.
      { test: { name: "guard", include: ["test/guard/**/*.test.ts"], environment: "node", hookTimeout: 60_000 } },
      { test: { name: "build", include: ["test/build/**/*.test.ts"], environment: "node" } },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // wrangler.toml's consumer, but a batch goes after 50 ms rather than the deployed 1 s that fills it:
              // tests wait on every mail, and batching is not what they check. A parameter of the test
              // environment, like a rate limit's window.
              queueConsumers: { "hangout-email": { maxBatchSize: 10, maxBatchTimeout: 0.05, maxRetries: 5, deadLetterQueue: "hangout-email-dlq" } },
              bindings: {
                JWT_SECRET: "test-only-jwt-secret-0123456789abcdef",
                TFA_ENCRYPTION_KEY: "test-only-tfa-key-0123456789abcdef",
                DEV_MAILBOX: "1",
                PUBLIC_ORIGIN: "https://hangout.test",
                // test/servers/fake-google.ts answers these, behind a fetch stub (test/worker/google-calendar.test.ts).
                GOOGLE_CLIENT_ID: "hangout-test-client.apps.googleusercontent.com",
                GOOGLE_CLIENT_SECRET: "hangout-test-secret",
                GOOGLE_OAUTH_AUTHORIZE_URL: "https://google.test/o/oauth2/v2/auth",
                GOOGLE_OAUTH_TOKEN_URL: "https://google.test/token",
                GOOGLE_OAUTH_REVOKE_URL: "https://google.test/revoke",
                GOOGLE_CALENDAR_API_URL: "https://google.test/calendar/v3",
                // test/servers/fake-microsoft.ts answers these (test/worker/microsoft-calendar.test.ts).
                MICROSOFT_CLIENT_ID: "00000000-hangout-test-client",
                MICROSOFT_CLIENT_SECRET: "hangout-test-microsoft-secret",
                MICROSOFT_AUTHORITY_URL: "https://microsoft.test/common/oauth2/v2.0",
                MICROSOFT_GRAPH_URL: "https://microsoft.test/v1.0",
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          // One workerd per worker for all its files, not one per file (5–7 s each to start): each file
          // starts from empty tables (test/worker/apply-migrations.ts); docs/DECISIONS.md, Tests.
          isolate: false,
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
          // Some tests log in dozens of times (PBKDF2 at 100k iterations each): generous on a 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          // Each vitest worker imports playwright-core and the helpers once for all its files, not once per
          // file: 40 s of the layer's CPU went to imports. A file's browser state is its own (useBrowser()).
          isolate: false,
          environment: "node",
          globalSetup: ["./test/e2e/global-setup.ts"],
          // After the other projects, not beside them: timing-sensitive browser tests get both cores.
          sequence: { groupOrder: 1 },
          // wrangler dev's proxy now and then stalls an asset transfer mid-way (workers-sdk #3397: blank page,
          // CSS in, a JS file never finishing), or answers a page's PUT/POST with its own 503 "Your worker
          // restarted mid-request" (it resends only GET and HEAD; the request never reached the app, whose
          // page then shows its error); one retry keeps those local-server hiccups from failing a run.
          // A failed attempt still leaves its screenshot in test-results/.
          retry: 1,
          // Assertions on the page poll (expect.poll) until the page settles, as a person would wait.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Three files at once against the one app and browser: a file waits on the app, the queue or a
          // timeout much of its time, and each file's accounts and data are its own. With two, a quarter of
          // both cores was idle once the tests drove the headless shell (test/e2e/chromium.ts).
          maxWorkers: 3,
        },
      },
    ],
  },
});
