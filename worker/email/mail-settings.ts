import type { MailSettings } from "../env";
import { isDeliverableAddress, singleLine } from "./header-safe";
import type { MailAddress } from "./mime-message";

/*
 * Which way mail leaves, read from wrangler.toml vars and secrets (README, "Sending mail in
 * production"). A setting that is missing or wrong is a problem in words, shown in the log, on each
 * waiting outbox row and on the admin dashboard; the mail waits for the fix.
 */

export type SmtpSecurity = "tls" | "starttls" | "none";

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
}

export type MailRoute =
  | { transport: "dev-mailbox"; from: MailAddress }
  | { transport: "cloudflare"; from: MailAddress; binding: SendEmail }
  | { transport: "resend"; from: MailAddress; apiKey: string }
  | { transport: "smtp"; from: MailAddress; smtp: SmtpSettings };

export type MailSetup = { route: MailRoute; problem: null } | { route: null; problem: string };

export const TRANSPORTS = ["cloudflare", "resend", "smtp", "dev-mailbox"] as const;
const DEFAULT_SENDER_NAME = "Hangout";
/** The dev mailbox never delivers, so it needs no real sender; .invalid can never be one (RFC 2606). */
const DEV_SENDER = "bookings@hangout.invalid";
/** Plain-text SMTP (no TLS) only to this machine: a password must never cross a network in clear. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

const problem = (text: string): MailSetup => ({ route: null, problem: text });
const isTransport = (name: string): name is (typeof TRANSPORTS)[number] => (TRANSPORTS as readonly string[]).includes(name);

function sender(settings: MailSettings, fallback: string | null): MailAddress | string {
  const address = settings.MAIL_FROM?.trim() || fallback;
  if (!address) return "MAIL_FROM is not set: set it to the sender address, e.g. bookings@example.com.";
  if (!isDeliverableAddress(address)) return `MAIL_FROM "${singleLine(address).slice(0, 100)}" is not a plain email address such as bookings@example.com.`;
  return { name: singleLine(settings.MAIL_FROM_NAME ?? "") || DEFAULT_SENDER_NAME, address };
}

function smtpSettings(settings: MailSettings): SmtpSettings | string {
  const host = settings.SMTP_HOST?.trim();
  if (!host) return "SMTP_HOST is not set.";
  const port = Number(settings.SMTP_PORT ?? "");
  if (!Number.isInteger(port) || port < 1 || port > 65535) return `SMTP_PORT must be a port number (e.g. 465 or 587), not "${settings.SMTP_PORT ?? ""}".`;
  const security = settings.SMTP_SECURITY ?? "";
  if (security !== "tls" && security !== "starttls" && security !== "none") {
    return `SMTP_SECURITY must be "tls" (implicit TLS, usually port 465) or "starttls" (usually port 587), not "${security}".`;
  }
  if (security === "none" && !LOOPBACK_HOSTS.has(host)) return `SMTP_SECURITY "none" is only allowed for a server on this machine, not ${host}.`;
  const username = settings.SMTP_USERNAME?.trim() || null;
  const password = settings.SMTP_PASSWORD || null;
  if (username && !password) return "SMTP_USERNAME is set but the SMTP_PASSWORD secret is missing: run `wrangler secret put SMTP_PASSWORD`.";
  return { host, port, security, username, password };
}

/** The configured route, or what is wrong with the configuration. */
export function readMailSetup(settings: MailSettings & { DEV_MAILBOX?: string }): MailSetup {
  const name = settings.MAIL_TRANSPORT?.trim() || (settings.DEV_MAILBOX === "1" ? "dev-mailbox" : "");
  if (!name) return problem(`No mail transport configured: set MAIL_TRANSPORT to one of ${TRANSPORTS.join(", ")} (README, "Sending mail in production").`);
  if (!isTransport(name)) return problem(`Unknown MAIL_TRANSPORT "${singleLine(name).slice(0, 40)}": use one of ${TRANSPORTS.join(", ")}.`);
  const from = sender(settings, name === "dev-mailbox" ? DEV_SENDER : null);
  if (typeof from === "string") return problem(from);
  switch (name) {
    case "dev-mailbox":
      return { route: { transport: name, from }, problem: null };
    case "cloudflare":
      if (!settings.EMAIL) return problem('MAIL_TRANSPORT is "cloudflare" but there is no EMAIL binding: add [[send_email]] name = "EMAIL" to wrangler.toml.');
      return { route: { transport: name, from, binding: settings.EMAIL }, problem: null };
    case "resend":
      if (!settings.RESEND_API_KEY) return problem('MAIL_TRANSPORT is "resend" but the RESEND_API_KEY secret is missing: run `wrangler secret put RESEND_API_KEY`.');
      return { route: { transport: name, from, apiKey: settings.RESEND_API_KEY }, problem: null };
    case "smtp": {
      const smtp = smtpSettings(settings);
      if (typeof smtp === "string") return problem(smtp);
      return { route: { transport: name, from, smtp }, problem: null };
    }
  }
}
