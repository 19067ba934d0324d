import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningApp {
  url: string;
  /** Where the app keeps its local D1/R2/queue state. */
  stateDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the app exactly as `npm start` does, on a free port with throw-away local state. */
export async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), "hangout-bench-"));
  const child: ChildProcess = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HANGOUT_STATE_DIR: stateDir, SKIP_BUILD: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`app did not start:\n${log}`)), 90_000);
    const onData = (chunk: Buffer) => {
      log += chunk;
      const match = /Hangout is running at (\S+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`app exited with ${code}:\n${log}`)));
  });
  return {
    url,
    stateDir,
    async stop() {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
