import { hkdf } from "@noble/hashes/hkdf.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { Env } from "../env";

const encoder = new TextEncoder();

/**
 * One independent 256-bit key per purpose, derived from the TFA_ENCRYPTION_KEY secret with
 * HKDF-SHA256, so the key that encrypts TOTP secrets is never the one that peppers recovery codes
 * or the one that seals subscribed calendars' addresses.
 * Neither key is in the database: a dump alone reveals no secret and no code.
 */
export type KeyPurpose = "totp-secret" | "recovery-code" | "subscription-url" | "caldav-password" | "webhook-secret" | "oauth-token";

export function deriveTfaKey(env: Env, purpose: KeyPurpose): Uint8Array {
  if (!env.TFA_ENCRYPTION_KEY) throw new Error("TFA_ENCRYPTION_KEY is not configured");
  return hkdf(sha256, encoder.encode(env.TFA_ENCRYPTION_KEY), encoder.encode("hangout"), encoder.encode(`${purpose} v1`), 32);
}
