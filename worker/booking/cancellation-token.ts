import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/*
 * The private cancellation link (DESIGN §6): 256 random bits, base64url, so it fits in a path.
 * Only its SHA-256 is stored; a database leak does not hand out working links by itself.
 */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function newCancellationToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Anything else cannot be a token we issued: it is answered like an unknown one. */
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

export const hashCancellationToken = (token: string) => bytesToHex(sha256(utf8ToBytes(token)));

export const cancelPath = (token: string) => `/cancel/${token}`;
