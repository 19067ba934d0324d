import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Makes sure a tool from Debian's packages is installed (e.g. /usr/bin/chromium from `chromium`):
 * as root it runs `apt-get update && apt-get install -y <package>`; otherwise it stops at once and
 * says what to run. The browser tests and `npm run bench` need no hidden manual step.
 */
export function ensureDebianPackage(binary: string, debianPackage: string): void {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage}`);
  }
  console.log(`${binary} is missing: installing ${debianPackage} with apt-get...`);
  for (const args of [["update"], ["install", "-y", debianPackage]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status}).`);
  }
  if (!existsSync(binary)) throw new Error(`apt-get installed ${debianPackage}, but ${binary} is still missing.`);
}
