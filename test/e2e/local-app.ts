import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The app started exactly as `npm start` starts it (scripts/start.mjs), on a free port with a
 * throw-away state directory. Used by the browser tests' global setup and by `npm run bench`.
 */
const START_TIMEOUT_MS = 180_000;
const APP_LOG_DIR = fileURLToPath(new URL("../../test-results/", import.meta.url));

export interface LocalApp {
  url: string;
  /** Where this app keeps its local D1/R2/queue state. */
  stateDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

function stopProcessGroup(app: ChildProcess): Promise<void> {
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

/** `vars`: extra environment for the start script, e.g. mail settings (MAIL_*, SMTP_*) it passes to the worker. */
export async function startLocalApp(vars: Record<string, string> = {}): Promise<LocalApp> {
  const stateDir = mkdtempSync(join(tmpdir(), "hangout-app-"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const app = spawn("node", ["scripts/start.mjs"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: { ...process.env, ...vars, PORT: String(port), INSPECTOR_PORT: String(inspectorPort), HANGOUT_STATE_DIR: stateDir, SKIP_BUILD: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = async () => {
    await stopProcessGroup(app);
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForUrl(app);
    // The app's output (wrangler logs every request with its status and time) is kept as a test artifact,
    // test-results/app-<port>.log: the evidence when a browser test waits on an answer that never comes.
    mkdirSync(APP_LOG_DIR, { recursive: true });
    const log = createWriteStream(`${APP_LOG_DIR}app-${port}.log`);
    for (const stream of [app.stdout, app.stderr]) stream?.removeAllListeners("data").pipe(log, { end: false });
    return { url, stateDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
