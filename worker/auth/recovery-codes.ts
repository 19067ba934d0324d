import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { and, eq } from "drizzle-orm";
import { recoveryCodes } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { deriveTfaKey } from "../crypto/tfa-keys";

/*
 * Ten single-use codes "xxxx-xxxx" (40 random bits each) from an alphabet without look-alikes
 * (no l, o, 0, 1). Stored as HMAC-SHA256 under a key that is not in the database: 40 bits would
 * fall to a plain hash once the table leaked, not to a keyed one. The user id is hashed in too.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const encoder = new TextEncoder();

function randomCode(): string {
  // 32 symbols: each random byte's low 5 bits pick one without bias.
  const chars = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => ALPHABET[byte & 31]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

export const generateRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);

/** People retype codes: case, spaces and dashes do not matter. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

export function hashRecoveryCode(env: Env, userId: number, code: string): string {
  return bytesToHex(hmac(sha256, deriveTfaKey(env, "recovery-code"), encoder.encode(`${userId}:${normalize(code)}`)));
}

export const recoveryCodeRows = (env: Env, userId: number, codes: string[]) =>
  codes.map((code) => ({ userId, codeHash: hashRecoveryCode(env, userId, code) }));

/** Deletes the matching code in one statement, so racing requests cannot both use it. */
export async function consumeRecoveryCode(db: Db, env: Env, userId: number, code: string): Promise<boolean> {
  const used = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(env, userId, code))))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
