import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH } from "./chromium";
import { ADMIN_ACCOUNT, logIn, registerAccount } from "./accounts";

/*
 * One app for the whole e2e run, started exactly as `npm start` starts it (scripts/start.mjs), on a
 * free port with a throw-away state directory, so the first account registered here is the admin.
 */
const START_TIMEOUT_MS = 180_000;

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  console.log("Chromium is missing: installing it with apt-get (about a minute)...");
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status}).`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing.`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Resolves with the URL the start script announces; rejects if it exits or takes too long. */
function waitForUrl(app: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The app did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Hangout is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    app.stdout?.on("data", onData);
    app.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    app.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The app exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}

function stopApp(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null || app.pid === undefined) return Promise.resolve();
  const pid = app.pid;
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, 5_000);
    app.once("exit", () => {
      clearTimeout(forceKill);
      resolve();
    });
    try {
      // The start script, npx, wrangler and workerd share the detached process group.
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(forceKill);
      resolve();
    }
  });
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const stateDir = mkdtempSync(join(tmpdir(), "hangout-e2e-"));
  const port = await freePort();
  const app = spawn("node", ["scripts/start.mjs"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: { ...process.env, PORT: String(port), HANGOUT_STATE_DIR: stateDir, SKIP_BUILD: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const teardown = async () => {
    await stopApp(app);
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const baseUrl = await waitForUrl(app);
    // Keep draining the app's output (unread) so a full pipe never blocks it.
    for (const stream of [app.stdout, app.stderr]) stream?.removeAllListeners("data").resume();
    await registerAccount(baseUrl, ADMIN_ACCOUNT);
    const { user } = await logIn(baseUrl, ADMIN_ACCOUNT);
    if (!user.is_admin) throw new Error("The first account of the fresh e2e state is not an admin.");
    project.provide("baseUrl", baseUrl);
    project.provide("admin", ADMIN_ACCOUNT);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
