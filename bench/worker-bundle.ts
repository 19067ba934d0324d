import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Gzipped size (KB) of what `wrangler deploy --dry-run` would upload. */
export function measureWorkerBundle(): number {
  const outdir = mkdtempSync(join(tmpdir(), "hangout-bundle-"));
  try {
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const code = readdirSync(outdir).filter((file) => /\.(m?js|wasm)$/.test(file));
    const bytes = code.reduce((sum, file) => sum + gzipSync(readFileSync(join(outdir, file))).length, 0);
    return bytes / 1024;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
