import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { ensureDebianPackage } from "./debian-package";
import { freePort } from "./local-app";

/*
 * A real CalDAV server on loopback: Debian's Radicale, served by Debian's waitress by default,
 * which speaks HTTP/1.1 like most CalDAV servers. `server: "radicale"` runs Radicale's own server instead,
 * the one most self-hosters run: it answers HTTP/1.0 and closes every connection, so workerd's fetch meets
 * a closed pooled socket on about every second request; the app's CalDAV client must retry those.
 * One user with a plain htpasswd entry; calendars are made with MKCALENDAR like any client would.
 */
const PYTHON = "/usr/bin/python3";
const WAITRESS_MODULE = "/usr/lib/python3/dist-packages/waitress/__init__.py";
const SERVE = "import radicale, waitress; waitress.serve(radicale.application, host='127.0.0.1', port=int(__import__('sys').argv[1]), threads=4)";
const READY_TIMEOUT_MS = 20_000;

/** What serves Radicale's WSGI application: waitress, or Radicale's own HTTP/1.0 server. */
export type RadicaleFrontEnd = "waitress" | "radicale";

export interface RadicaleServer {
  url: string;
  username: string;
  password: string;
  /** The requests the server received since the last call, as "METHOD /path/". */
  takeRequests(): string[];
  /** The address of the user's calendar `name`. */
  calendarUrl(name: string): string;
  setPassword(password: string): void;
  /** Stops the server (an outage) and starts it again on the same port with the same data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function waitUntilServing(url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Radicale did not start within ${READY_TIMEOUT_MS / 1000} s.`);
}

function serverArguments(frontEnd: RadicaleFrontEnd, config: string, port: number): string[] {
  if (frontEnd === "radicale") return ["-m", "radicale", "--config", config, "--server-hosts", `127.0.0.1:${port}`];
  return ["-c", SERVE, String(port)];
}

export async function startRadicale(options: { server?: RadicaleFrontEnd } = {}): Promise<RadicaleServer> {
  const frontEnd = options.server ?? "waitress";
  ensureDebianPackage("/usr/bin/radicale", "radicale");
  if (frontEnd === "waitress") ensureDebianPackage(WAITRESS_MODULE, "python3-waitress");
  const dir = mkdtempSync(join(tmpdir(), "hangout-radicale-"));
  const users = join(dir, "users");
  const config = join(dir, "config");
  const username = "host";
  writeFileSync(users, `${username}:app-password-1\n`);
  writeFileSync(
    config,
    ["[auth]", "type = htpasswd", `htpasswd_filename = ${users}`, "htpasswd_encryption = plain", "delay = 0", "[storage]", `filesystem_folder = ${join(dir, "collections")}`, "[logging]", "level = info", ""].join("\n"),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let password = "app-password-1";
  let requests: string[] = [];

  const start = async () => {
    child = spawn(PYTHON, serverArguments(frontEnd, config, port), { env: { ...process.env, RADICALE_CONFIG: config }, stdio: ["ignore", "ignore", "pipe"] });
    // Radicale logs each request at info level: "PROPFIND request for '/host/work/' …", after "radicale:"
    // under waitress (Python's default log format) and after "[INFO] " under its own server.
    if (child.stderr) {
      createInterface({ input: child.stderr }).on("line", (line) => {
        const match = /(?:radicale:|\[INFO\] )(\w+) request for '([^']*)'/.exec(line);
        if (match) requests.push(`${match[1]} ${match[2]}`);
      });
    }
    await waitUntilServing(url);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  await start();
  return {
    url,
    username,
    get password() {
      return password;
    },
    takeRequests() {
      const taken = requests;
      requests = [];
      return taken;
    },
    calendarUrl: (name) => `${url}/${username}/${name}/`,
    setPassword(next) {
      password = next;
      writeFileSync(users, `${username}:${next}\n`);
    },
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
