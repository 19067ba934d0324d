import type { D1Migration } from "cloudflare:test";

/* The test pool's env: the worker's bindings (worker-configuration.d.ts) plus the migrations to apply. */
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
