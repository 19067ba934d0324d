/** The signed-in user as the session token carries it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  is_admin: boolean;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === "number" &&
    typeof user.username === "string" &&
    typeof user.email === "string" &&
    typeof user.is_admin === "boolean"
  );
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export type DecodedSession = { user: SessionUser; expiresAt: number | null };

/**
 * Reads the user from the token's second dot-separated segment. The signature is the server's
 * business: the SPA only needs to know whom to greet. Throws when the token is not readable.
 */
export function decodeSessionToken(token: string): DecodedSession {
  const payloadSegment = token.split(".")[1];
  if (!payloadSegment) throw new Error("The session token has no payload segment.");
  const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
  const { user, exp } = (payload ?? {}) as { user?: unknown; exp?: unknown };
  if (!isSessionUser(user)) throw new Error("The session token carries no user.");
  return { user, expiresAt: typeof exp === "number" ? exp * 1000 : null };
}
