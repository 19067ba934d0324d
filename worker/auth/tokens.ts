import { SignJWT, jwtVerify } from "jose";
import type { AuthUser, Env } from "../env";

/*
 * Two kinds of HS256 JWT share the key but never each other's place: a session token (spec §3: the
 * payload's `user` field is what the SPA reads) and a short-lived two-factor token that only the
 * /api/auth/2fa/* routes accept.
 */
const SESSION_TTL = "7d";
const TFA_TTL = "5m";
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

export async function issueTfaToken(env: Env, userId: number): Promise<string> {
  return new SignJWT({ typ: "tfa" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(TFA_TTL)
    .sign(keyOf(env));
}

/** The user id and token id of a valid two-factor token, or null. */
export async function readTfaToken(env: Env, token: string): Promise<{ userId: number; tokenId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(env), { algorithms: ["HS256"], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (payload.typ !== "tfa" || !Number.isSafeInteger(userId) || !payload.jti) return null;
    return { userId, tokenId: payload.jti };
  } catch {
    return null;
  }
}
