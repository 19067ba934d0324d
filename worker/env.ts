import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "../drizzle/schema";
import type { QueueMessage } from "./config/queue-message";

/**
 * The bindings and secrets of wrangler.toml and .dev.vars.example, as `npm run types` generates them
 * (worker-configuration.d.ts: D1, R2, the queue, assets, the PUBLIC_READS rate limiter, JWT_SECRET,
 * TFA_ENCRYPTION_KEY), with the queue's message typed and the settings a deployment may leave out.
 */
export type Env = Omit<Cloudflare.Env, "EMAIL_QUEUE"> & {
  /** One queue for mail, calendar writes and webhook deliveries (worker/queue.ts dispatches). */
  EMAIL_QUEUE: Queue<QueueMessage>;
  /** The app's public address, e.g. https://book.example.com: every absolute link is built from it. */
  PUBLIC_ORIGIN?: string;
  /** "1" only in local development and tests: keeps sent mail readable at /api/dev/mailbox. */
  DEV_MAILBOX?: string;
  /** "off": availability answers are cached in each isolate's memory only, not in the Cache API (README, workers.dev). */
  AVAILABILITY_EDGE_CACHE?: string;
  /** The instance's Jitsi server for video rooms (an https address), when hosts set none; https://meet.jit.si when unset (docs/MEETING-PLACES.md). */
  JITSI_BASE?: string;
} & MailSettings &
  GoogleSettings &
  MicrosoftSettings;

/** Google Calendar connections (README, "Connecting Google Calendar"); without a client id the button is not offered. */
export interface GoogleSettings {
  GOOGLE_CLIENT_ID?: string;
  /** Secret. */
  GOOGLE_CLIENT_SECRET?: string;
  /** Defaults: Google's own endpoints (worker/google/google-config.ts). */
  GOOGLE_OAUTH_AUTHORIZE_URL?: string;
  GOOGLE_OAUTH_TOKEN_URL?: string;
  GOOGLE_OAUTH_REVOKE_URL?: string;
  GOOGLE_CALENDAR_API_URL?: string;
}

/** Microsoft 365 / Outlook connections (README, "Connecting Outlook / Microsoft 365"); without a client id the button is not offered. */
export interface MicrosoftSettings {
  MICROSOFT_CLIENT_ID?: string;
  /** Secret. */
  MICROSOFT_CLIENT_SECRET?: string;
  /** Defaults: the Microsoft identity platform's common endpoint and Graph v1.0 (worker/microsoft/microsoft-config.ts). */
  MICROSOFT_AUTHORITY_URL?: string;
  MICROSOFT_GRAPH_URL?: string;
}

/** How mail leaves (README, "Sending mail in production"); read by worker/email/mail-settings.ts. */
export interface MailSettings {
  /** "cloudflare" | "resend" | "smtp" | "dev-mailbox"; unset means the dev mailbox when DEV_MAILBOX is "1". */
  MAIL_TRANSPORT?: string;
  /** Sender address, a plain addr-spec such as "bookings@example.com". */
  MAIL_FROM?: string;
  /** Sender's display name; "Hangout" when unset. */
  MAIL_FROM_NAME?: string;
  /** `[[send_email]] name = "EMAIL"` in wrangler.toml (MAIL_TRANSPORT = "cloudflare"). */
  EMAIL?: SendEmail;
  /** Secret (MAIL_TRANSPORT = "resend"). */
  RESEND_API_KEY?: string;
  /** MAIL_TRANSPORT = "smtp": host, port, "tls" (implicit TLS, usually 465) or "starttls" (usually 587). */
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_SECURITY?: string;
  SMTP_USERNAME?: string;
  /** Secret. */
  SMTP_PASSWORD?: string;
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  /** The account's language (users.locale): its mail and its API errors speak it (docs/LANGUAGES.md). */
  locale: string;
}

/** The app's drizzle database, with the D1 binding or session it runs on (as `drizzle()` answers it). */
export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };

export interface AppEnv {
  Bindings: Env;
  Variables: { user: AuthUser; db: Db; requestId: string };
}
