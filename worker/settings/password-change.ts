import { eq, sql } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import { attemptLimits, clearAttempts, countAttempt } from "../auth/attempt-limits";
import { hashPassword, verifyPassword } from "../auth/password";
import { issueSessionToken } from "../auth/tokens";
import type { AuthUser, Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";

export const PASSWORD_CHANGED = "Password changed successfully.";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect.";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Checks the current password (a 400, not a 401: the session itself is fine and the page must not
 * log out), stores the new hash and bumps the token version in the same UPDATE, so every token
 * issued before now is refused; the caller's session continues with the fresh token returned.
 */
export async function changePassword(
  db: Db,
  env: Env,
  user: AuthUser,
  change: PasswordChange,
  address: string,
  now = Date.now(),
): Promise<{ message: string; token: string }> {
  if (change.newPassword !== change.confirmPassword) throw new HttpError(400, "New passwords do not match.");
  const guesses = attemptLimits.passwordForAccount(user.email, address);
  await countAttempt(db, [guesses], now);
  const row = await db.query.users.findFirst({ columns: { passwordHash: true }, where: eq(users.id, user.id) });
  if (!row) throw notFound("Account");
  if (!(await verifyPassword(change.currentPassword, row.passwordHash))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);

  const passwordHash = await hashPassword(change.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!updated) throw notFound("Account");
  await clearAttempts(db, guesses);
  return { message: PASSWORD_CHANGED, token: await issueSessionToken(env, { ...user, tokenVersion: updated.tokenVersion }) };
}
