import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDebianPackage } from "../e2e/debian-package";
import { freePort } from "../e2e/local-app";

/*
 * Real mail parts for tests: Debian's aiosmtpd as an SMTP server on loopback, and Python's own
 * `email` and `icalendar` packages as an independent reader of what Hangout sends.
 */

const PYTHON = "/usr/bin/python3";
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Installs python3-icalendar (for parseMailFiles) when missing, as root, like Chromium for the browser tests. */
export function ensureMailParser(): void {
  ensureDebianPackage(PYTHON, "python3");
  ensureDebianPackage("/usr/lib/python3/dist-packages/icalendar/__init__.py", "python3-icalendar");
}

/** The parser's packages and python3-aiosmtpd (for startSmtpServer). */
export function ensureMailPackages(): void {
  ensureMailParser();
  ensureDebianPackage("/usr/lib/python3/dist-packages/aiosmtpd/__init__.py", "python3-aiosmtpd");
}

export interface ParsedPart {
  type: string;
  method: string | null;
  charset: string | null;
  disposition: string | null;
  filename: string | null;
  content: string;
  calendar?: {
    method: string;
    events: {
      uid: string;
      sequence: number;
      status: string;
      summary: string;
      dtstart: string;
      dtend: string;
      organizer: { address: string; cn: string } | null;
      attendee: { address: string; cn: string } | null;
    }[];
  };
}

export interface MailStructure {
  type: string;
  parts?: MailStructure[];
  disposition?: string | null;
  filename?: string | null;
}

export interface ParsedMail {
  path: string;
  headers: Record<"From" | "To" | "Reply-To" | "Subject" | "Message-ID" | "Date" | "Auto-Submitted" | "MIME-Version", string | null>;
  structure: MailStructure;
  parts: ParsedPart[];
  defects: string[];
}

/** Reads raw messages from files with Python's email and icalendar packages (test/mail/parse-mail.py). */
export function parseMailFiles(paths: readonly string[]): ParsedMail[] {
  const result = spawnSync(PYTHON, [here("./parse-mail.py"), ...paths], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`parse-mail.py failed (exit ${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout) as ParsedMail[];
}

export interface ReceivedMail extends ParsedMail {
  envelope: { mail_from: string; rcpt_tos: string[]; authenticated: boolean };
}

export interface SmtpServer {
  port: number;
  username: string;
  password: string;
  /** Everything received so far, parsed. */
  received(): ReceivedMail[];
  stop(): Promise<void>;
}

/** aiosmtpd on a free loopback port, AUTH required (test/mail/smtp-server.py). */
export async function startSmtpServer(): Promise<SmtpServer> {
  const directory = mkdtempSync(join(tmpdir(), "hangout-smtp-"));
  const port = await freePort();
  const username = "hangout-test";
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const server = spawn(PYTHON, [here("./smtp-server.py"), String(port), directory, username, password], { stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  server.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`The SMTP server exited (code ${code}): ${errors}`)));
  });
  const received = (): ReceivedMail[] => {
    const names = readdirSync(directory).filter((name) => name.endsWith(".eml")).sort();
    const parsed = parseMailFiles(names.map((name) => join(directory, name)));
    return parsed.map((mail, index) => ({
      ...mail,
      envelope: JSON.parse(readFileSync(join(directory, names[index]!.replace(/\.eml$/, ".json")), "utf8")) as ReceivedMail["envelope"],
    }));
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(directory, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null) return done();
      server.once("exit", done);
      server.kill("SIGTERM");
    });
  return { port, username, password, received, stop };
}
