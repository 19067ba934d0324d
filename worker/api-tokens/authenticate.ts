import { and, eq, isNull, lt, or } from "drizzle-orm";
import { apiTokens, users } from "../../drizzle/schema";
import type { AuthUser, Db } from "../env";
import { hashLinkToken } from "../http/link-token";
import type { ApiTokenScope } from "./schemas";
import { isWellFormedApiToken } from "./token-format";

/** "Last used" is a list column, not an audit log: one write a minute per token is enough. */
const LAST_USED_GRANULARITY_MS = 60_000;

export interface ApiTokenHolder {
  user: AuthUser;
  scope: ApiTokenScope;
}

/** The user and scope of a live token; null for a token that is malformed, unknown (revoked) or expired. */
export async function authenticateApiToken(db: Db, token: string, now: number): Promise<ApiTokenHolder | null> {
  if (!isWellFormedApiToken(token)) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      user: { id: users.id, username: users.username, email: users.email, isAdmin: users.isAdmin, locale: users.locale },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashLinkToken(token)));
  if (!row || row.expiresAt <= now) return null;
  if (row.lastUsedAt === null || row.lastUsedAt <= now - LAST_USED_GRANULARITY_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, now))));
  }
  return { user: row.user, scope: row.scope };
}
