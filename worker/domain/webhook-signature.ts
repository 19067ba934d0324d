import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

const encoder = new TextEncoder();

/**
 * `Hangout-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme, so the
 * verifiers receivers already have work unchanged. `t` is the attempt's time: receivers can refuse old replays.
 */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = hmac(sha256, encoder.encode(secret), encoder.encode(`${unixSeconds}.${body}`));
  return `t=${unixSeconds},v1=${bytesToHex(mac)}`;
}
