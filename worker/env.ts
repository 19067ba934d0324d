import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "../drizzle/schema";

/** Message the email queue carries: only the outbox row id, the row holds the content. */
export interface EmailQueueMessage {
  outboxId: number;
}

export interface Env {
  DB: D1Database;
  IMAGES: R2Bucket;
  EMAIL_QUEUE: Queue<EmailQueueMessage>;
  ASSETS: Fetcher;
  /** Workers Rate Limiting: public reads per client address (wrangler.toml [[ratelimits]]). */
  PUBLIC_READS: RateLimit;
  /** HMAC key for session and two-factor tokens. */
  JWT_SECRET: string;
  /** Key (any string, hashed to 256 bits) that encrypts TOTP secrets at rest. */
  TFA_ENCRYPTION_KEY: string;
  /** The app's public address, e.g. https://book.example.com: every absolute link is built from it. */
  PUBLIC_ORIGIN?: string;
  /** "1" only in local development and tests: keeps sent mail readable at /api/dev/mailbox. */
  DEV_MAILBOX?: string;
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
}

export type Db = DrizzleD1Database<typeof schema>;

export interface AppEnv {
  Bindings: Env;
  Variables: { user: AuthUser; db: Db; requestId: string };
}
