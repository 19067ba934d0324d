import { connect } from "cloudflare:sockets";
import type { SmtpSettings } from "./mail-settings";
import { base64Utf8 } from "./mime-message";

/*
 * SMTP submission (RFC 5321, 3207 STARTTLS, 4954 AUTH) over Workers TCP sockets, for one prebuilt
 * message. Written here because worker-mailer, the maintained Workers SMTP library, only sends
 * messages it builds itself, and Hangout's messages come from one builder (mime-message.ts).
 */

const TIMEOUT_MS = 30_000;
/** The name this client greets with; servers log it, none checks it for submission. */
const HELO_NAME = "hangout.invalid";

interface Reply {
  code: number;
  text: string;
}

const encoder = new TextEncoder();

/** Lines of the message with a leading "." doubled (RFC 5321 §4.5.2), ending in the lone-dot line. */
function dataBlock(raw: string): string {
  const body = raw.replace(/\r?\n/g, "\r\n").replace(/^\./gm, "..");
  return `${body.endsWith("\r\n") ? body : `${body}\r\n`}.\r\n`;
}

class SmtpConnection {
  private socket: Socket;
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private writer: WritableStreamDefaultWriter<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffered = "";

  constructor(settings: SmtpSettings) {
    const secureTransport = settings.security === "tls" ? "on" : settings.security === "starttls" ? "starttls" : "off";
    this.socket = connect({ hostname: settings.host, port: settings.port }, { secureTransport, allowHalfOpen: false });
    this.reader = this.socket.readable.getReader();
    this.writer = this.socket.writable.getWriter();
  }

  /** One reply: "250-…" lines up to the last line, "250 …", joined. */
  async reply(): Promise<Reply> {
    for (;;) {
      const lines = this.buffered.split("\n").slice(0, -1);
      const last = lines.findIndex((line) => /^\d{3}(?: |\r?$)/.test(line));
      const lastLine = lines[last];
      if (lastLine !== undefined) {
        const text = lines.slice(0, last + 1).join("\n");
        this.buffered = this.buffered.slice(text.length + 1);
        return { code: Number(lastLine.slice(0, 3)), text: text.trim() };
      }
      const { value, done } = await this.reader.read();
      if (done) throw new Error(`The SMTP server closed the connection${this.buffered ? ` after: ${this.buffered.trim()}` : ""}.`);
      this.buffered += this.decoder.decode(value, { stream: true });
    }
  }

  async write(text: string): Promise<void> {
    await this.writer.write(encoder.encode(text));
  }

  /** Sends a command and insists on one of the expected reply codes. */
  async command(line: string, expected: readonly number[], shownAs = line): Promise<Reply> {
    await this.write(`${line}\r\n`);
    return this.expect(expected, shownAs);
  }

  async expect(expected: readonly number[], after: string): Promise<Reply> {
    const reply = await this.reply();
    if (!expected.includes(reply.code)) throw new Error(`SMTP ${after}: the server answered ${reply.text.slice(0, 300)}`);
    return reply;
  }

  async startTls(): Promise<void> {
    this.reader.releaseLock();
    this.writer.releaseLock();
    this.socket = this.socket.startTls();
    this.reader = this.socket.readable.getReader();
    this.writer = this.socket.writable.getWriter();
  }

  close(): void {
    void this.socket.close().catch(() => undefined);
  }
}

const capability = (ehlo: Reply, name: string) => new RegExp(`^\\d{3}[- ]${name}\\b(.*)$`, "im").exec(ehlo.text);

async function authenticate(connection: SmtpConnection, ehlo: Reply, username: string, password: string): Promise<void> {
  const methods = capability(ehlo, "AUTH")?.[1]?.toUpperCase().split(/\s+/) ?? [];
  if (methods.includes("PLAIN")) {
    await connection.command(`AUTH PLAIN ${base64Utf8(`\u0000${username}\u0000${password}`)}`, [235], "AUTH PLAIN");
  } else if (methods.includes("LOGIN")) {
    await connection.command("AUTH LOGIN", [334]);
    await connection.command(base64Utf8(username), [334], "AUTH LOGIN (user name)");
    await connection.command(base64Utf8(password), [235], "AUTH LOGIN (password)");
  } else {
    throw new Error(`SMTP: the server offers no AUTH PLAIN or LOGIN (it offers: ${methods.join(" ") || "no AUTH at all"}).`);
  }
}

async function converse(connection: SmtpConnection, settings: SmtpSettings, envelope: { from: string; to: string }, raw: string): Promise<void> {
  await connection.expect([220], "greeting");
  let ehlo = await connection.command(`EHLO ${HELO_NAME}`, [250]);
  if (settings.security === "starttls") {
    if (!capability(ehlo, "STARTTLS")) throw new Error("SMTP: the server does not offer STARTTLS; use SMTP_SECURITY=tls or another port.");
    await connection.command("STARTTLS", [220]);
    await connection.startTls();
    ehlo = await connection.command(`EHLO ${HELO_NAME}`, [250]);
  }
  if (settings.username && settings.password) await authenticate(connection, ehlo, settings.username, settings.password);
  await connection.command(`MAIL FROM:<${envelope.from}>`, [250]);
  await connection.command(`RCPT TO:<${envelope.to}>`, [250, 251]);
  await connection.command("DATA", [354]);
  await connection.write(dataBlock(raw));
  await connection.expect([250], "end of DATA");
  await connection.command("QUIT", [221]).catch(() => undefined);
}

/** Delivers one message to one recipient; throws with the server's words when it refuses. */
export async function sendOverSmtp(settings: SmtpSettings, envelope: { from: string; to: string }, raw: string): Promise<void> {
  const connection = new SmtpConnection(settings);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP: no answer from ${settings.host}:${settings.port} within ${TIMEOUT_MS / 1000} s.`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([converse(connection, settings, envelope, raw), timeout]);
  } finally {
    clearTimeout(timer);
    connection.close();
  }
}
