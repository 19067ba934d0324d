import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "../../drizzle/schema";
import type { Db } from "../env";
import { type RateLimit, enforceRateLimit, resetRateLimit } from "../http/rate-limit";
import { TFA_TOKEN_SECONDS } from "./tokens";

/*
 * Limits on guessing passwords and codes (docs/DECISIONS.md: API and limits, Security): high enough that a person never meets
 * them, low enough that guessing is hopeless. Every attempt is counted BEFORE the secret is checked
 * (one atomic upsert, so parallel requests cannot slip past a check); a success then clears the
 * account's counter or refunds the address's one, so only failures add up.
 *
 * Password guesses are counted per account AND address, never per account alone: failures from
 * strangers' addresses must not lock the owner out (docs/DECISIONS.md, API and limits). A spread-out attack is
 * bounded by the per-address limit times the addresses (IPv6 counted per /64) and slowed by PBKDF2.
 */
const TEN_MINUTES = 10 * 60;

/** Every password counter of one account starts with this, whatever the address. */
export const passwordKeyPrefix = (email: string) => `password:account:${email}:address:`;

export const attemptLimits = {
  /** Wrong passwords for one account from one address (login, password change, disabling two-factor). */
  passwordForAccount: (email: string, address: string): RateLimit => ({
    key: `${passwordKeyPrefix(email)}${address}`,
    limit: 10,
    windowSeconds: TEN_MINUTES,
  }),
  /** Failed logins from one address, across accounts (credential stuffing). */
  loginFromAddress: (address: string): RateLimit => ({ key: `login:address:${address}`, limit: 50, windowSeconds: TEN_MINUTES }),
  /** Wrong two-factor codes (TOTP or recovery) for one account, over every tfaToken it gets. */
  codeForAccount: (userId: number): RateLimit => ({ key: `2fa:account:${userId}`, limit: 10, windowSeconds: TEN_MINUTES }),
  /** Wrong two-factor codes from one address. */
  codeFromAddress: (address: string): RateLimit => ({ key: `2fa:address:${address}`, limit: 30, windowSeconds: TEN_MINUTES }),
  /** Registrations (successful or not) from one address. */
  registrationFromAddress: (address: string): RateLimit => ({
    key: `register:address:${address}`,
    limit: 20,
    windowSeconds: TEN_MINUTES,
  }),
};

/** Code attempts one tfaToken allows over its whole life, successful ones included (docs/DECISIONS.md, API and limits). */
export const CODE_ATTEMPTS_PER_TFA_TOKEN = 5;

/** Counts one attempt against each limit, in order; 429 with Retry-After once one is exceeded. */
export async function countAttempt(db: Db, limits: RateLimit[], now: number): Promise<void> {
  for (const limit of limits) await enforceRateLimit(db, limit, now);
}

/**
 * Counts a code attempt against one tfaToken. The window is anchored at the token's issue time, not
 * at the clock, so it cannot roll over while the token lives: the count never restarts.
 */
export async function countTfaTokenAttempt(db: Db, token: { tokenId: string; issuedAt: number }): Promise<void> {
  await enforceRateLimit(
    db,
    { key: `2fa:token:${token.tokenId}`, limit: CODE_ATTEMPTS_PER_TFA_TOKEN, windowSeconds: TFA_TOKEN_SECONDS },
    token.issuedAt,
  );
}

/** After a success: the account starts afresh. */
export async function clearAttempts(db: Db, limit: RateLimit): Promise<void> {
  await resetRateLimit(db, limit.key);
}

/**
 * After a success from an address: takes back the one attempt just counted, so many people behind
 * one address who log in fine never add up to a lock-out, while their failures still do.
 */
export async function refundAttempt(db: Db, { key, windowSeconds }: RateLimit, now: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, now - (now % windowMs)), gt(rateLimits.count, 0)));
}
