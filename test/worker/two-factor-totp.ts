import { hmac } from "@noble/hashes/hmac.js";
import { sha1 } from "@noble/hashes/legacy.js";

/*
 * An RFC 6238 TOTP written here, independent of the otpauth library the worker uses, so a test
 * proves the server speaks the standard rather than agreeing with itself. SHA-1, 6 digits, 30 s.
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

export const PERIOD_MS = 30_000;

/** The code for the 30-second step containing `timestamp` (ms), `digits` long. */
export function totpCode(base32Secret: string, timestamp: number, digits = 6): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(Math.floor(timestamp / PERIOD_MS)));
  const mac = hmac(sha1, base32Decode(base32Secret), message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** A 6-digit code the server cannot accept now: none of the steps around now produces it. */
export function wrongCode(base32Secret: string, now = Date.now()): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => totpCode(base32Secret, now + step * PERIOD_MS)));
  return ["000000", "111111", "222222", "333333", "444444", "555555"].find((code) => !valid.has(code))!;
}
