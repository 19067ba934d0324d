import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";

/**
 * The deployable bundle (`wrangler deploy --dry-run`) served by workerd directly through Miniflare,
 * with local D1, R2 and queue — the runtime as production runs it, without the Node.js proxy that
 * `wrangler dev` puts in front of workerd for reloading (which alone costs ~5 ms a request here).
 */
export interface DirectWorker {
  url: string;
  stop(): Promise<void>;
}

export async function startDirectWorker(): Promise<DirectWorker> {
  const outdir = mkdtempSync(join(tmpdir(), "hangout-direct-"));
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outdir, "index.js"),
    modulesRoot: outdir,
    compatibilityDate: "2026-04-01",
    d1Databases: { DB: "bench" },
    r2Buckets: ["IMAGES"],
    queueProducers: { EMAIL_QUEUE: { queueName: "hangout-email" } },
    queueConsumers: { "hangout-email": { maxBatchSize: 10, maxBatchTimeout: 1 } },
    // As wrangler.toml's [[ratelimits]].
    ratelimits: { PUBLIC_READS: { simple: { limit: 300, period: 60 } } },
    bindings: { JWT_SECRET: "bench-only-secret-0123456789abcdef", TFA_ENCRYPTION_KEY: "bench-only-key-0123456789", DEV_MAILBOX: "1", PUBLIC_ORIGIN: "http://127.0.0.1" },
    host: "127.0.0.1",
    port: 0,
  });
  const url = (await mf.ready).origin;
  const db = await mf.getD1Database("DB");
  for (const file of readdirSync("migrations").filter((name) => name.endsWith(".sql")).sort()) {
    const statements = readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint");
    await db.batch(statements.filter((sql) => sql.trim()).map((sql) => db.prepare(sql)));
  }
  return {
    url,
    async stop() {
      await mf.dispose();
      rmSync(outdir, { recursive: true, force: true });
    },
  };
}
