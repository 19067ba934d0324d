import { asc, eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { Db, Env } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { deleteUserWithData } from "../auth/delete-user";

export interface AdminUserView {
  id: number;
  username: string;
  email: string;
  created_at: string;
  is_admin: boolean;
  is_two_factor_enabled: boolean;
}

export async function listUsers(db: Db): Promise<AdminUserView[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      isAdmin: users.isAdmin,
      isTwoFactorEnabled: users.isTwoFactorEnabled,
    })
    .from(users)
    .orderBy(asc(users.id));
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    created_at: new Date(u.createdAt).toISOString(),
    is_admin: u.isAdmin,
    is_two_factor_enabled: u.isTwoFactorEnabled,
  }));
}

/** Admins are never deleted through the API, by anyone. */
export async function deleteNonAdminUser(db: Db, env: Env, userId: number): Promise<void> {
  const target = await db.query.users.findFirst({ columns: { id: true, isAdmin: true }, where: eq(users.id, userId) });
  if (!target) throw notFound("User");
  if (target.isAdmin) throw new HttpError(403, "Administrators cannot be deleted.");
  await deleteUserWithData(db, env, userId);
}
