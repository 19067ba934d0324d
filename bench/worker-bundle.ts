import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The code files `wrangler deploy --dry-run` would upload. */
export function deployBundleFiles(): Buffer[] {
  const outdir = mkdtempSync(join(tmpdir(), "hangout-bundle-"));
  try {
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    return readdirSync(outdir)
      .filter((file) => /\.(m?js|wasm)$/.test(file))
      .map((file) => readFileSync(join(outdir, file)));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Gzipped size (KB) of the bundle's files. */
export const gzippedKb = (files: Buffer[]): number => files.reduce((sum, file) => sum + gzipSync(file).length, 0) / 1024;

/** Gzipped size (KB) of what `wrangler deploy --dry-run` would upload. */
export const measureWorkerBundle = (): number => gzippedKb(deployBundleFiles());
