import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/*
 * Private links (a booking's cancel link, a host's calendar feed; docs/DECISIONS.md, Bookings): 256 random bits,
 * base64url, so they fit in a path. Only their SHA-256 is stored; a database leak does not hand out
 * working links by itself.
 */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function newLinkToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Anything else cannot be a token we issued: it is answered like an unknown one. */
export const isWellFormedLinkToken = (token: string) => TOKEN_PATTERN.test(token);

export const hashLinkToken = (token: string) => bytesToHex(sha256(utf8ToBytes(token)));
