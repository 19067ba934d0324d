import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/d1";
import { Miniflare } from "miniflare";
import * as schema from "../drizzle/schema";
import { pruneSentMail } from "../worker/email/prune-sent-mail";
import { workerdChildPid } from "./process-cpu";

/**
 * The deployable bundle (`wrangler deploy --dry-run`) served by workerd directly through Miniflare,
 * with local D1, R2, queue, Cache API and the built assets — the runtime as production runs it.
 * Requests reach the app on its own workerd socket, as Cloudflare's front line hands them to the
 * isolate: neither Miniflare's entry worker nor the assets router stands in front (both dev-only
 * JavaScript in the same process, which made the trivial 404 cost six times the app's own work).
 * The assets are a second worker behind the `ASSETS` binding, as the app reads them for its pages.
 */
export interface DirectWorker {
  url: string;
  /** The workerd process serving it: its CPU time is what `/proc/<pid>/stat` reports. */
  pid: number;
  /** As if every host had just changed their schedule: every cached availability answer is stale. */
  bumpAvailabilityVersions(): Promise<void>;
  /** Rows of a query on the local D1 (bench bookkeeping, beside the app). */
  query<T>(sql: string): Promise<T[]>;
  /**
   * The cron's sent-mail pruning, run once on this database (the cron handler itself cannot be
   * triggered here: Miniflare sends /cdn-cgi/handler/scheduled to the assets router in front).
   */
  pruneSentMail(): Promise<number>;
  stop(): Promise<void>;
}

export interface DirectWorkerOptions {
  /** False: availability answers in isolate memory only (AVAILABILITY_EDGE_CACHE = "off"), to see what the Cache API calls cost. */
  edgeCache?: boolean;
}

export async function startDirectWorker({ edgeCache = true }: DirectWorkerOptions = {}): Promise<DirectWorker> {
  const outdir = mkdtempSync(join(tmpdir(), "hangout-direct-"));
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", join(outdir, "bundle")], {
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const mf = new Miniflare({
    // Miniflare removes its temp dir in the background after dispose(): keep it inside ours.
    defaultPersistRoot: join(outdir, "state"),
    host: "127.0.0.1",
    port: 0,
    workers: [
      {
        name: "hangout",
        modules: true,
        scriptPath: join(outdir, "bundle", "index.js"),
        modulesRoot: join(outdir, "bundle"),
        compatibilityDate: "2026-04-01",
        d1Databases: { DB: "bench" },
        r2Buckets: ["IMAGES"],
        queueProducers: { EMAIL_QUEUE: { queueName: "hangout-email" } },
        queueConsumers: { "hangout-email": { maxBatchSize: 10, maxBatchTimeout: 1 } },
        // As wrangler.toml's [[ratelimits]].
        ratelimits: { PUBLIC_READS: { simple: { limit: 300, period: 60 } } },
        serviceBindings: { ASSETS: "hangout-assets" },
        bindings: {
          JWT_SECRET: "bench-only-secret-0123456789abcdef",
          TFA_ENCRYPTION_KEY: "bench-only-key-0123456789",
          DEV_MAILBOX: "1",
          PUBLIC_ORIGIN: "http://127.0.0.1",
          ...(edgeCache ? {} : { AVAILABILITY_EDGE_CACHE: "off" }),
        },
        unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
      },
      {
        name: "hangout-assets",
        modules: true,
        script: "export default { fetch: () => new Response(null, { status: 404 }) };",
        compatibilityDate: "2026-04-01",
        assets: { directory: "dist", assetConfig: { not_found_handling: "single-page-application" } },
      },
    ],
  });
  await mf.ready;
  const url = (await mf.unsafeGetDirectURL("hangout")).origin;
  const db = await mf.getD1Database("DB");
  for (const file of readdirSync("migrations").filter((name) => name.endsWith(".sql")).sort()) {
    // D1 refuses a comment after a statement's semicolon (0013's hand-edit note) as an empty statement.
    const statements = readFileSync(join("migrations", file), "utf8")
      .split("--> statement-breakpoint")
      .map((sql) => sql.replace(/;\s*--[^\n]*\s*$/, ";"));
    await db.batch(statements.filter((sql) => sql.trim()).map((sql) => db.prepare(sql)));
  }
  return {
    url,
    pid: workerdChildPid(),
    async bumpAvailabilityVersions() {
      await db.prepare("update users set availability_version = availability_version + 1").run();
    },
    async query<T>(sql: string) {
      return (await db.prepare(sql).all<T>()).results;
    },
    pruneSentMail: () => pruneSentMail(drizzle(db, { schema }), Date.now()),
    async stop() {
      await mf.dispose();
      rmSync(outdir, { recursive: true, force: true });
    },
  };
}
