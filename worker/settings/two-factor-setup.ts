import { and, eq } from "drizzle-orm";
import { recoveryCodes, users } from "../../drizzle/schema";
import { attemptLimits, clearAttempts, countAttempt } from "../auth/attempt-limits";
import { verifyPassword } from "../auth/password";
import { generateRecoveryCodes, recoveryCodeRows } from "../auth/recovery-codes";
import { sealSecret } from "../crypto/secret-box";
import { newTotpSecret, qrCodeDataUrl, totpUri } from "../auth/totp";
import { INVALID_CODE, acceptTotpCode, disableTwoFactor } from "../auth/two-factor";
import type { AuthUser, Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { WRONG_CURRENT_PASSWORD } from "./password-change";

/*
 * Settings → Two-Factor Authentication: generate (a pending secret and fresh recovery
 * codes) → verify one code (enables) → later disable with password and code. Wrong input here is a
 * 400, never a 401: the session is fine and the page must not log out.
 */
const ALREADY_ENABLED = "Two-factor authentication is already enabled.";

export interface TwoFactorSetup {
  /** data:image/svg+xml;base64 URL of the QR code of the otpauth:// URI. */
  qrCode: string;
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: string;
  recoveryCodes: string[];
}

async function twoFactorState(db: Db, userId: number) {
  const row = await db.query.users.findFirst({
    columns: { id: true, passwordHash: true, isTwoFactorEnabled: true, twoFactorSecret: true },
    where: eq(users.id, userId),
  });
  if (!row) throw notFound("Account");
  return row;
}

/** Replaces any pending secret and recovery codes; refused (409) while two-factor is on. */
export async function startTwoFactorSetup(db: Db, env: Env, user: AuthUser): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const codes = generateRecoveryCodes();
  const pending = await db
    .update(users)
    .set({ twoFactorSecret: await sealSecret(env, "totp-secret", user.id, secret), lastTotpStep: null })
    .where(and(eq(users.id, user.id), eq(users.isTwoFactorEnabled, false)))
    .returning({ id: users.id });
  if (pending.length === 0) throw new HttpError(409, ALREADY_ENABLED);
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    db.insert(recoveryCodes).values(recoveryCodeRows(env, user.id, codes)),
  ]);
  return { qrCode: qrCodeDataUrl(totpUri(secret, user.email)), secret, recoveryCodes: codes };
}

export async function enableTwoFactor(db: Db, env: Env, user: AuthUser, otp: string, now = Date.now()) {
  const state = await twoFactorState(db, user.id);
  if (state.isTwoFactorEnabled) throw new HttpError(409, ALREADY_ENABLED);
  if (!state.twoFactorSecret) throw new HttpError(409, "Start two-factor setup first.");
  const guesses = attemptLimits.codeForAccount(user.id);
  await countAttempt(db, [guesses], now);
  if (!(await acceptTotpCode(db, env, state, otp, now))) throw new HttpError(400, INVALID_CODE);
  // Only the secret the code was checked against is enabled, not one a parallel "generate" wrote.
  const enabled = await db
    .update(users)
    .set({ isTwoFactorEnabled: true })
    .where(and(eq(users.id, user.id), eq(users.twoFactorSecret, state.twoFactorSecret)))
    .returning({ id: users.id });
  if (enabled.length === 0) throw new HttpError(409, "Two-factor setup was restarted. Please scan the new code.");
  await clearAttempts(db, guesses);
  return { message: "Two-factor authentication enabled." };
}

export async function disableTwoFactorWithProof(
  db: Db,
  env: Env,
  user: AuthUser,
  proof: { password: string; otp: string },
  address: string,
  now = Date.now(),
) {
  const state = await twoFactorState(db, user.id);
  if (!state.isTwoFactorEnabled) throw new HttpError(409, "Two-factor authentication is not enabled.");
  const passwordGuesses = attemptLimits.passwordForAccount(user.email, address);
  const codeGuesses = attemptLimits.codeForAccount(user.id);
  await countAttempt(db, [passwordGuesses, codeGuesses], now);
  if (!(await verifyPassword(proof.password, state.passwordHash))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  if (!(await acceptTotpCode(db, env, state, proof.otp, now))) throw new HttpError(400, INVALID_CODE);
  await disableTwoFactor(db, user.id);
  await Promise.all([clearAttempts(db, passwordGuesses), clearAttempts(db, codeGuesses)]);
  return { message: "Two-factor authentication disabled." };
}
