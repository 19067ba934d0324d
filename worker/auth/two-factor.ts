import { and, eq, isNull, lt, or } from "drizzle-orm";
import { recoveryCodes, users } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { openSecret } from "../crypto/secret-box";
import { matchTotpStep } from "./totp";

export const INVALID_CODE = "Invalid authentication code.";

/** A 6-digit code, nothing else. */
export const OTP_PATTERN = /^[0-9]{6}$/;

interface TwoFactorHolder {
  id: number;
  twoFactorSecret: string | null;
}

/**
 * True when the code is right for the user's stored secret AND its time step is newer than the last
 * one accepted. Claiming the step is one conditional UPDATE, so a code (even replayed in parallel)
 * is accepted once.
 */
export async function acceptTotpCode(db: Db, env: Env, user: TwoFactorHolder, code: string, now: number): Promise<boolean> {
  if (!user.twoFactorSecret || !OTP_PATTERN.test(code)) return false;
  const secret = await openSecret(env, "totp-secret", user.id, user.twoFactorSecret);
  if (!secret) return false;
  const step = matchTotpStep(secret, code, now);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ lastTotpStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Turns two-factor off and forgets the secret and every recovery code, in one batch. */
export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ isTwoFactorEnabled: false, twoFactorSecret: null, lastTotpStep: null })
      .where(eq(users.id, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ]);
}
