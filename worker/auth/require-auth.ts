import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { users } from "../../drizzle/schema";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { readSessionToken } from "./tokens";

/**
 * Resolves `x-auth-token` to the signed-in user. The user row is read on every request so a deleted
 * account, a password change (token version bump) or a lost admin flag takes effect at once.
 */
export const requireAuth = createMiddleware<AppEnv>(async function requireAuthMiddleware(c, next) {
  const token = c.req.header("x-auth-token");
  if (!token) throw new HttpError(401, "Authentication required.");
  const session = await readSessionToken(c.env, token);
  if (!session) throw new HttpError(401, "Your session is invalid or has expired. Please log in again.");
  const user = await c.var.db.query.users.findFirst({
    columns: { id: true, username: true, email: true, isAdmin: true, tokenVersion: true },
    where: eq(users.id, session.userId),
  });
  if (!user || user.tokenVersion !== session.version) {
    throw new HttpError(401, "Your session is invalid or has expired. Please log in again.");
  }
  c.set("user", { id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin });
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async function requireAdminMiddleware(c, next) {
  if (!c.var.user.isAdmin) throw new HttpError(403, "Only administrators can do this.");
  await next();
});
