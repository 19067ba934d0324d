import { SignJWT, jwtVerify } from "jose";
import type { AuthUser, Env } from "../env";

/*
 * Two kinds of HS256 JWT share the key but never each other's place: a session token (the
 * payload's `user` field is what the SPA reads) and a short-lived two-factor token that only the
 * /api/auth/2fa/* routes accept.
 */
const SESSION_TTL = "7d";
const ISSUER = "hangout";

const keyOf = (env: Env) => {
  if (!env.JWT_SECRET) throw new Error("JWT_SECRET is not configured");
  return new TextEncoder().encode(env.JWT_SECRET);
};

export interface SessionUser extends AuthUser {
  tokenVersion: number;
}

export async function issueSessionToken(env: Env, user: SessionUser): Promise<string> {
  return new SignJWT({
    typ: "session",
    ver: user.tokenVersion,
    user: { id: user.id, username: user.username, email: user.email, is_admin: user.isAdmin },
  })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(SESSION_TTL)
    .sign(keyOf(env));
}

/** The user id and token version of a valid session token, or null (bad signature, alg, expiry, kind). */
export async function readSessionToken(env: Env, token: string): Promise<{ userId: number; version: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(env), { algorithms: ["HS256"], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (payload.typ !== "session" || !Number.isSafeInteger(userId) || typeof payload.ver !== "number") return null;
    return { userId, version: payload.ver };
  } catch {
    return null;
  }
}

/** Lifetime of a two-factor token: also the span its attempt counter must cover. */
export const TFA_TOKEN_SECONDS = 5 * 60;

/**
 * A two-factor token names the user and their token version, so a password change made while the
 * second step is pending voids it; its id (jti) keys the per-token attempt counter.
 */
export async function issueTfaToken(env: Env, userId: number, tokenVersion: number): Promise<string> {
  return new SignJWT({ typ: "tfa", ver: tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TFA_TOKEN_SECONDS}s`)
    .sign(keyOf(env));
}

export interface TfaTokenClaims {
  userId: number;
  tokenId: string;
  version: number;
  /** Epoch ms the token was issued at. */
  issuedAt: number;
}

/** The claims of a valid two-factor token, or null (bad signature, alg, expiry, or a session token). */
export async function readTfaToken(env: Env, token: string): Promise<TfaTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(env), { algorithms: ["HS256"], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (payload.typ !== "tfa" || !Number.isSafeInteger(userId) || !payload.jti) return null;
    if (typeof payload.ver !== "number" || typeof payload.iat !== "number") return null;
    return { userId, tokenId: payload.jti, version: payload.ver, issuedAt: payload.iat * 1000 };
  } catch {
    return null;
  }
}
