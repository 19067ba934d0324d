import type { Env } from "../env";
import { deriveTfaKey, type KeyPurpose } from "./tfa-keys";

/*
 * Secrets at rest (TOTP secrets, subscribed calendars' private addresses): AES-256-GCM, one key per purpose, with a fresh 96-bit IV per write, stored as
 * "v1.<iv base64>.<ciphertext base64>". The user id is the additional authenticated data, so a
 * ciphertext copied onto another user's row fails to decrypt instead of becoming their secret.
 */
const VERSION = "v1";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

type SealedPurpose = Exclude<KeyPurpose, "recovery-code">;

const importKey = (env: Env, purpose: SealedPurpose, usage: "encrypt" | "decrypt") =>
  crypto.subtle.importKey("raw", new Uint8Array(deriveTfaKey(env, purpose)), "AES-GCM", false, [usage]);

const boundTo = (userId: number) => encoder.encode(`user:${userId}`);

export async function sealSecret(env: Env, purpose: SealedPurpose, userId: number, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await importKey(env, purpose, "encrypt");
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: boundTo(userId) }, key, encoder.encode(secret));
  return [VERSION, toBase64(iv), toBase64(new Uint8Array(sealed))].join(".");
}

/** The clear secret, or null when the stored value is malformed, tampered with or someone else's. */
export async function openSecret(env: Env, purpose: SealedPurpose, userId: number, stored: string): Promise<string | null> {
  const [version, iv, sealed] = stored.split(".");
  if (version !== VERSION || !iv || !sealed) return null;
  try {
    const key = await importKey(env, purpose, "decrypt");
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: boundTo(userId) },
      key,
      fromBase64(sealed),
    );
    return decoder.decode(opened);
  } catch {
    return null;
  }
}
