import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { HttpError } from "../http/http-error";
import { attemptLimits, clearAttempts, countAttempt, countTfaTokenAttempt, refundAttempt } from "./attempt-limits";
import { consumeRecoveryCode } from "./recovery-codes";
import { issueSessionToken, readTfaToken } from "./tokens";
import { INVALID_CODE, acceptTotpCode, disableTwoFactor } from "./two-factor";

/*
 * The second login step: a tfaToken from POST /api/auth/login plus an authenticator
 * code or a recovery code gives the session token. Every try counts against the client address, the
 * tfaToken (5 over its life) and the account (across tfaTokens) before the code is checked.
 */
const EXPIRED = "Your sign-in has expired. Please log in again.";

export interface SecondStepAttempt {
  tfaToken: string;
  address: string;
}

type Verify = (user: TfaUser) => Promise<boolean>;
type TfaUser = typeof users.$inferSelect;

async function completeSecondStep(db: Db, env: Env, attempt: SecondStepAttempt, now: number, verify: Verify, failure: string) {
  const claims = await readTfaToken(env, attempt.tfaToken);
  if (!claims) throw new HttpError(401, EXPIRED);
  const user = await db.query.users.findFirst({ where: eq(users.id, claims.userId) });
  // A password change or a finished recovery since the token was issued voids it.
  if (!user?.isTwoFactorEnabled || user.tokenVersion !== claims.version) throw new HttpError(401, EXPIRED);

  const fromAddress = attemptLimits.codeFromAddress(attempt.address);
  const forAccount = attemptLimits.codeForAccount(user.id);
  await countAttempt(db, [fromAddress], now);
  await countTfaTokenAttempt(db, claims);
  await countAttempt(db, [forAccount], now);

  if (!(await verify(user))) throw new HttpError(401, failure);
  await Promise.all([refundAttempt(db, fromAddress, now), clearAttempts(db, forAccount)]);
  return { token: await issueSessionToken(env, user) };
}

export function logInWithCode(db: Db, env: Env, attempt: SecondStepAttempt & { otp: string }, now = Date.now()) {
  return completeSecondStep(db, env, attempt, now, (user) => acceptTotpCode(db, env, user, attempt.otp, now), INVALID_CODE);
}

/** A recovery code works once and turns two-factor off (the other codes go with it). */
export function logInWithRecoveryCode(db: Db, env: Env, attempt: SecondStepAttempt & { recoveryCode: string }, now = Date.now()) {
  return completeSecondStep(
    db,
    env,
    attempt,
    now,
    async (user) => {
      if (!(await consumeRecoveryCode(db, env, user.id, attempt.recoveryCode))) return false;
      await disableTwoFactor(db, user.id);
      return true;
    },
    "Invalid recovery code.",
  );
}
