import { and, eq, or, sql } from "drizzle-orm";
import { retiredNames, users } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { violatesConstraint } from "../db/constraint-violation";
import { HttpError } from "../http/http-error";
import { attemptLimits, clearAttempts, countAttempt, refundAttempt } from "./attempt-limits";
import { UNKNOWN_USER_HASH, hashPassword, verifyPassword } from "./password";
import { issueSessionToken, issueTfaToken } from "./tokens";

export const REGISTERED_MESSAGE = "Registration successful! Please log in.";
const INVALID_CREDENTIALS = "Invalid email or password.";

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  /** A language Hangout speaks (canonical tag); English when left out. */
  locale?: string | undefined;
}

/** Creates an account; the first account on an empty database becomes the admin. */
export async function registerAccount(db: Db, input: RegisterInput): Promise<{ message: string }> {
  const [taken, retired] = await db.batch([
    db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(eq(users.username, input.username), eq(users.email, input.email)))
      .limit(1),
    // A deleted account's username stays its own: its /u link must never show someone else.
    db
      .select({ name: retiredNames.name })
      .from(retiredNames)
      .where(and(eq(retiredNames.kind, "username"), eq(retiredNames.name, input.username))),
  ]);
  if (retired[0] || taken[0]?.username === input.username) throw new HttpError(409, "That username is already taken.");
  if (taken[0]) throw new HttpError(409, "An account with that email already exists.");
  const passwordHash = await hashPassword(input.password);
  try {
    // One statement, so two racing "first" registrations cannot both become admin.
    await db.insert(users).values({
      username: input.username,
      email: input.email,
      passwordHash,
      ...(input.locale ? { locale: input.locale } : {}),
      isAdmin: sql`(select count(*) = 0 from ${users})`,
    });
  } catch (error) {
    if (violatesConstraint(error, "UNIQUE")) throw new HttpError(409, "That username or email is already taken.");
    throw error;
  }
  return { message: REGISTERED_MESSAGE };
}

export type LoginResult = { token: string } | { tfaRequired: true; tfaToken: string };

export interface LoginAttempt {
  email: string;
  password: string;
  /** The client address, for the per-address limit. */
  address: string;
}

/**
 * Checks the password first, always; only then does a two-factor account get a tfaToken instead of
 * a session (so a right code with a wrong password yields nothing: Cal.com CVE-2025-66489).
 * Unknown email and wrong password look the same, down to the time taken and the rate limit: the
 * account counter is keyed on the email as typed, whether or not an account has it.
 */
export async function logIn(db: Db, env: Env, attempt: LoginAttempt, now = Date.now()): Promise<LoginResult> {
  const fromAddress = attemptLimits.loginFromAddress(attempt.address);
  const forAccount = attemptLimits.passwordForAccount(attempt.email, attempt.address);
  await countAttempt(db, [fromAddress, forAccount], now);
  const user = await db.query.users.findFirst({ where: eq(users.email, attempt.email) });
  const matches = await verifyPassword(attempt.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
  await Promise.all([refundAttempt(db, fromAddress, now), clearAttempts(db, forAccount)]);
  if (user.isTwoFactorEnabled) {
    return { tfaRequired: true, tfaToken: await issueTfaToken(env, user.id, user.tokenVersion) };
  }
  return { token: await issueSessionToken(env, user) };
}
