import { and, asc, count, eq } from "drizzle-orm";
import { apiTokens } from "../../drizzle/schema";
import type { Db } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { hashLinkToken, newLinkToken } from "../http/link-token";
import { API_TOKEN_PREFIX } from "./token-format";
import type { ApiTokenBody, ApiTokenScope } from "./schemas";

/** Plenty for a person's scripts and integrations; a bound on what one account can pile up. */
export const MAX_API_TOKENS = 20;
const DAY_MS = 86_400_000;

/** A token as its owner sees it in the list: the token itself is never shown again. */
export interface ApiTokenView {
  id: number;
  name: string;
  scope: ApiTokenScope;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  expired: boolean;
}

/** POST /api/settings/api-tokens: the new token, once. */
export interface NewApiTokenResponse extends ApiTokenView {
  token: string;
}

type ApiTokenRow = typeof apiTokens.$inferSelect;

const iso = (instant: number) => new Date(instant).toISOString();

export function toApiTokenView(row: ApiTokenRow, now: number): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
    last_used_at: row.lastUsedAt === null ? null : iso(row.lastUsedAt),
    expired: row.expiresAt <= now,
  };
}

export async function listApiTokens(db: Db, userId: number, now: number): Promise<ApiTokenView[]> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.id));
  return rows.map((row) => toApiTokenView(row, now));
}

export async function createApiToken(db: Db, userId: number, body: ApiTokenBody, now: number): Promise<NewApiTokenResponse> {
  const [existing] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  if ((existing?.n ?? 0) >= MAX_API_TOKENS) throw new HttpError(400, `You can have at most ${MAX_API_TOKENS} API tokens; revoke one first.`);
  const token = `${API_TOKEN_PREFIX}${newLinkToken()}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name: body.name, scope: body.scope, tokenHash: hashLinkToken(token), expiresAt: now + body.expires_in_days * DAY_MS })
    .returning();
  if (!row) throw new Error("The API token was not stored.");
  return { ...toApiTokenView(row, now), token };
}

/** Revoking deletes the row: the token answers 401 from the next request on. */
export async function revokeApiToken(db: Db, userId: number, id: number): Promise<{ message: string }> {
  const [row] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (!row) throw notFound("API token");
  return { message: "API token revoked." };
}
