import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * Test files of several vitest workers may each find a package missing on a fresh machine at once (the
 * browser layer's global setup installs the headless shell while a mail file installs python3-icalendar):
 * apt-get then fails on dpkg's lock. One install runs at a time under this lock, and one that waited
 * looks again before installing what another has just installed.
 */
const INSTALL_LOCK = join(tmpdir(), "hangout-apt-get.lock");
const INSTALL = 'test -e "$1" || { apt-get update && apt-get install -y -o DPkg::Lock::Timeout=300 "$2"; }';

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
  const result = spawnSync("flock", [INSTALL_LOCK, "sh", "-c", INSTALL, "sh", binary, debianPackage], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`apt-get install -y ${debianPackage} failed (exit ${result.status}).`);
  if (!existsSync(binary)) throw new Error(`apt-get installed ${debianPackage}, but ${binary} is still missing.`);
}
