import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import { readSessionToken } from "../auth/tokens";
import type { Db, Env } from "../env";

export interface BookerSession {
  userId: number;
  version: number;
}

export interface SignedInBooker {
  id: number;
  username: string;
}

/**
 * The session behind an optional `x-auth-token` (signature and expiry only; no D1). Booking is
 * public, so a missing, expired or forged token just means an anonymous booking, never a refusal.
 */
export async function bookerSession(env: Env, token: string | undefined): Promise<BookerSession | null> {
  return token ? readSessionToken(env, token) : null;
}

/** The session's user row, as a statement for the booking's read batch (no session: no row). */
export function bookerLookup(db: Db, session: BookerSession | null) {
  return db
    .select({ id: users.id, username: users.username, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, session?.userId ?? 0));
}

/** Signed in only while the account exists and the token is not revoked (version bumped). */
export function bookerFrom(
  rows: readonly { id: number; username: string; tokenVersion: number }[],
  session: BookerSession | null,
): SignedInBooker | null {
  const user = rows[0];
  if (!session || !user || user.tokenVersion !== session.version) return null;
  return { id: user.id, username: user.username };
}
