import { hmac } from "@noble/hashes/hmac.js";
import { sha1 } from "@noble/hashes/legacy.js";
import { Secret, TOTP } from "otpauth/bare";
import QRCode from "qrcode-svg";

/*
 * TOTP per RFC 6238 as every authenticator app expects it: SHA-1, 6 digits, 30-second steps, a
 * 160-bit secret. A code is accepted one step either side of now, for clock drift. otpauth's "bare"
 * build takes its HMAC from our own @noble/hashes, so the worker bundle carries one copy, and SHA-1 only.
 */
const ISSUER = "Hangout";
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, accountName: string) =>
  new TOTP({
    issuer: ISSUER,
    label: accountName,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
    hmac: (_algorithm, key, message) => hmac(sha1, key, message),
  });

/** "otpauth://totp/Hangout:<account>?issuer=Hangout&secret=…" for authenticator apps. */
export const totpUri = (secret: string, accountName: string): string => totpFor(secret, accountName).toString();

/** The QR code of a URI as an SVG image in a data: URL, ready for an <img src>. */
export function qrCodeDataUrl(content: string): string {
  const svg = new QRCode({ content, ecl: "M", padding: 4, join: true, container: "svg-viewbox", xmlDeclaration: false }).svg();
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** The time step a code belongs to (so it can be used only once), or null when it matches none. */
export function matchTotpStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret, "").validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
